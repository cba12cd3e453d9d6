// @vitest-environment node
/** Properties of the script loader's option names and query: kebab-case, data-* never in the query. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { processOptions, toKebabCase } from './script-loader';

describe('toKebabCase (properties)', () => {
  it('leaves names without capitals unchanged and never yields capitals', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const result = toKebabCase(name);
        expect(result).toBe(result.toLowerCase());
        if (name === name.toLowerCase()) expect(result).toBe(name);
      }),
      { numRuns: 200 },
    );
  });
});

describe('processOptions (properties)', () => {
  it('puts every data-* option on the tag and no other, and keeps the base url', () => {
    const name = fc.stringMatching(/^(data-)?[a-z][a-z-]{0,12}$/);
    fc.assert(
      fc.property(fc.dictionary(name, fc.oneof(fc.string(), fc.integer(), fc.boolean())), (options) => {
        const { url, attributes } = processOptions({ url: 'http://127.0.0.1:3001/sdk/js', ...options });
        expect(url.startsWith('http://127.0.0.1:3001/sdk/js')).toBe(true);
        const query = new URL(url).searchParams;
        for (const key of query.keys()) expect(key.startsWith('data-')).toBe(false);
        for (const key of Object.keys(attributes)) expect(key.startsWith('data-')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
