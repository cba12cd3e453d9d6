/**
 * fast-check arbitraries for what shoppers, themes and shops type or print where a number is
 * expected: ordinary prices and quantities, German and English notation, and the awkward
 * cases (huge, tiny, exponents, signs, blanks, words). Shared by the property tests of the
 * client rules and of the demo shop's request parsing.
 */
import fc from 'fast-check';

/** Any double, including NaN, ±Infinity, -0, subnormals and the largest finite ones. */
export const anyDouble = fc.double();

/** Doubles that fit the shop's money and quantities (what a real page would hold). */
export const shopAmount = fc.double({ min: 0, max: 1_000_000, noNaN: true, noDefaultInfinity: true });

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** Text where a number is expected: numbers in several notations, long digit runs, and garbage. */
export const numberText: fc.Arbitrary<string> = fc.oneof(
  anyDouble.map(String),
  fc.integer().map(String),
  fc.tuple(digits(1, 7), digits(0, 8)).map(([whole, fraction]) => (fraction ? `${whole},${fraction}` : whole)),
  fc.tuple(digits(1, 7), digits(0, 8)).map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : whole)),
  digits(20, 400),
  fc.constantFrom(
    `1${'0'.repeat(20)}`,
    `1${'0'.repeat(306)}`,
    `9${'9'.repeat(400)}`,
    `${'9'.repeat(400)},99`,
    '1e308',
    '1e-308',
    '5e-324',
    '-1',
    '-0',
    '0',
    '0.0000001',
    'NaN',
    'Infinity',
    '-Infinity',
    ' 3 ',
    '2,5',
    '1e3',
    '1.234,50 €',
    '–',
    '',
    ' ',
    '0x10',
    '1_000',
  ),
  fc.string({ maxLength: 12 }),
);

/** A value as an attribute or a JSON field may carry it: a number, a text, or nothing. */
export const looseValue: fc.Arbitrary<unknown> = fc.oneof(anyDouble, numberText, fc.constant(null), fc.constant(undefined), fc.boolean());
