// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { descriptionPreview } from './rules';

const words = (n: number) => Array.from({ length: n }, (_, i) => `Wort${i}`).join(' ');

describe('descriptionPreview (spec §9)', () => {
  it.each([
    ['300 characters stay whole', 'x'.repeat(300), 1024, null],
    ['301 characters collapse', 'x'.repeat(301), 1024, `${'x'.repeat(300)} …`],
    ['150 stay whole below 376 px', 'x'.repeat(150), 375, null],
    ['151 collapse below 376 px', 'x'.repeat(151), 375, `${'x'.repeat(150)} …`],
    ['376 px is wide', 'x'.repeat(200), 376, null],
    ['surrounding whitespace does not count', `\n   ${'a'.repeat(150)}\n   `, 375, null],
  ])('%s', (_name, text, width, expected) => {
    expect(descriptionPreview(text, width)).toBe(expected);
  });

  it('cuts at a word boundary and drops trailing punctuation', () => {
    const preview = descriptionPreview(`${words(60)}.`, 1024)!;
    expect(preview.length).toBeLessThanOrEqual(302);
    expect(preview).toMatch(/Wort\d+ …$/);
    expect(`${words(60)}.`.startsWith(preview.slice(0, -2))).toBe(true);
    expect(descriptionPreview(`${'x'.repeat(140)}, ${'y'.repeat(20)}`, 375)).toBe(`${'x'.repeat(140)} …`);
  });
});
