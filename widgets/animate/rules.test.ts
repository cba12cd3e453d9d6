// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUNT_UP_MS, countTextAt, countValueAt, formatCount, parseCount } from './rules';

describe('parseCount', () => {
  it.each([
    ['1.250', { prefix: '', value: 1250, suffix: '' }],
    ['1.250+', { prefix: '', value: 1250, suffix: '+' }],
    ['98 %', { prefix: '', value: 98, suffix: ' %' }],
    ['ca. 12.000.000 Teile', { prefix: 'ca. ', value: 12_000_000, suffix: ' Teile' }],
    ['4,8 Sterne', { prefix: '', value: 4.8, suffix: ' Sterne' }],
    ['2024', { prefix: '', value: 2024, suffix: '' }],
    ['12.34', { prefix: '', value: 12, suffix: '.34' }],
    ['keine Zahl', null],
    ['', null],
  ])('%s', (text, expected) => expect(parseCount(text)).toEqual(expected));
});

describe('countValueAt', () => {
  it.each([
    ['start', 0, 0],
    ['before the start', -5, 0],
    ['end', COUNT_UP_MS, 1000],
    ['after the end', COUNT_UP_MS + 1, 1000],
  ])('%s', (_name, elapsed, expected) => expect(countValueAt(1000, elapsed)).toBe(expected));

  it('rises, fast first and slow at the end', () => {
    const values = [0, 400, 1000, 2000, 3000, 3999].map((ms) => countValueAt(1000, ms));
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]);
    expect(values[2]).toBeGreaterThan(800); // a quarter of the time: most of the way
    expect(values[5]).toBeLessThan(1000);
  });
});

describe('formatCount and countTextAt', () => {
  it.each([
    [1250, '1.250'],
    [12.6, '13'],
    [0, '0'],
  ])('%s → %s', (value, expected) => expect(formatCount(value)).toBe(expected));

  it('keeps the text around the number', () => {
    const count = parseCount('1.250+ Kunden')!;
    expect(countTextAt(count, 0)).toBe('0+ Kunden');
    expect(countTextAt(count, COUNT_UP_MS)).toBe('1.250+ Kunden');
  });
});
