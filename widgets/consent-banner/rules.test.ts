// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT, NARROW_DESCRIPTION_LIMIT, descriptionPreview, descriptionPreviews } from './rules';

const words = (n: number) => Array.from({ length: n }, (_, i) => `Wort${i}`).join(' ');

describe('descriptionPreview (spec §9)', () => {
  it.each([
    ['300 characters stay whole', 'x'.repeat(300), DESCRIPTION_LIMIT, null],
    ['301 characters collapse', 'x'.repeat(301), DESCRIPTION_LIMIT, `${'x'.repeat(300)} …`],
    ['150 stay whole below 376 px', 'x'.repeat(150), NARROW_DESCRIPTION_LIMIT, null],
    ['151 collapse below 376 px', 'x'.repeat(151), NARROW_DESCRIPTION_LIMIT, `${'x'.repeat(150)} …`],
    ['surrounding whitespace does not count', `\n   ${'a'.repeat(150)}\n   `, NARROW_DESCRIPTION_LIMIT, null],
  ])('%s', (_name, text, limit, expected) => {
    expect(descriptionPreview(text, limit)).toBe(expected);
  });

  it.each([
    ['up to 150 characters: no collapsed form', 'x'.repeat(150), { narrow: null, wide: null }],
    ['151 to 300: below 376 px only', 'x'.repeat(200), { narrow: `${'x'.repeat(150)} …`, wide: null }],
    ['beyond 300: both widths', 'x'.repeat(301), { narrow: `${'x'.repeat(150)} …`, wide: `${'x'.repeat(300)} …` }],
  ])('descriptionPreviews, %s', (_name, text, expected) => {
    expect(descriptionPreviews(text)).toEqual(expected);
  });

  it('cuts at a word boundary and drops trailing punctuation', () => {
    const preview = descriptionPreview(`${words(60)}.`, DESCRIPTION_LIMIT)!;
    expect(preview.length).toBeLessThanOrEqual(302);
    expect(preview).toMatch(/Wort\d+ …$/);
    expect(`${words(60)}.`.startsWith(preview.slice(0, -2))).toBe(true);
    expect(descriptionPreview(`${'x'.repeat(140)}, ${'y'.repeat(20)}`, NARROW_DESCRIPTION_LIMIT)).toBe(`${'x'.repeat(140)} …`);
  });
});
