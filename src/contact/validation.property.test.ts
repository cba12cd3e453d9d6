// @vitest-environment node
/**
 * Properties of the schema's rules: any rule the shop may send (known or not, odd thresholds)
 * on any values never throws and gives a boolean; an empty optional field passes every rule but
 * the ones that ask for something (required, minimum items or file size); parseSchema never throws on any JSON.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSchema, passes, type RuleName, type SchemaRule } from './validation';

const RUNS = { numRuns: 200 };
const RULES: RuleName[] = [
  'required',
  'requiredfile',
  'email',
  'url',
  'tel',
  'number',
  'date',
  'time',
  'file',
  'enum',
  'dayofweek',
  'minitems',
  'maxitems',
  'minlength',
  'maxlength',
  'minnumber',
  'maxnumber',
  'mindate',
  'maxdate',
  'minfilesize',
  'maxfilesize',
  'stepnumber',
  'all',
  'any',
];
const scalar = fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 12 }));
const leaf = fc.record({
  rule: fc.oneof(fc.constantFrom(...RULES), fc.string({ maxLength: 8 })) as fc.Arbitrary<RuleName>,
  field: fc.constant('f'),
  error: fc.constant('Fehler'),
  threshold: fc.option(scalar, { nil: undefined }),
  accept: fc.option(fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 4 }), { nil: undefined }),
  base: fc.option(scalar, { nil: undefined }),
  interval: fc.option(scalar, { nil: undefined }),
});
const rule: fc.Arbitrary<SchemaRule> = fc.oneof(
  leaf,
  fc.record({ rule: fc.constantFrom<RuleName>('all', 'any'), field: fc.constant('f'), error: fc.constant('Fehler'), rules: fc.array(leaf, { maxLength: 3 }) }),
);
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.record({ name: fc.string({ maxLength: 20 }), size: fc.nat(), type: fc.string({ maxLength: 20 }) }),
);

describe('schema rules on arbitrary input', () => {
  it('never throw and answer a boolean', () => {
    fc.assert(
      fc.property(rule, fc.array(value, { maxLength: 4 }), (schemaRule, values) => {
        expect(typeof passes(schemaRule, values)).toBe('boolean');
      }),
      RUNS,
    );
  });

  it('an empty optional field passes every rule but the ones that ask for something', () => {
    fc.assert(
      fc.property(leaf, fc.constantFrom([], ['']), (schemaRule, values) => {
        fc.pre(!['required', 'requiredfile', 'minitems', 'minfilesize'].includes(schemaRule.rule));
        fc.pre(!(Number(schemaRule.threshold) < 0));
        expect(passes(schemaRule, values)).toBe(true);
      }),
      RUNS,
    );
  });

  it('parseSchema never throws', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => void parseSchema(body)),
      RUNS,
    );
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 5 }), (rules) => void parseSchema({ rules })),
      RUNS,
    );
  });
});
