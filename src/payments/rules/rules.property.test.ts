// @vitest-environment node
/**
 * Properties of the payment rules that read what the page or the URL holds: a displayed price
 * is always a bounded finite number, the resume-flow hash clean-up is idempotent and leaves no
 * provider parameter, message ids always have the provider's shape.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberText } from '../../test/arbitraries';
import { messageId } from './message-id';
import { MAX_PRICE, readDisplayedPrice } from './price';
import { cleanResumeHash, isResumeFlow, RESUME_HASH_PARAMS } from './resume-flow';

describe('readDisplayedPrice (properties)', () => {
  it('is always a finite number in [0, MAX_PRICE]', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          numberText,
          numberText.map((text) => `${text} €`),
          fc.stringMatching(/^[\d.,\s€-]{0,30}$/),
        ),
        (text) => {
          const value = readDisplayedPrice(text);
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(MAX_PRICE);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('cleanResumeHash (properties)', () => {
  it('is idempotent and never leaves a resume parameter', () => {
    const part = fc.oneof(
      fc.constantFrom(...RESUME_HASH_PARAMS).map((name) => `${name}=1`),
      fc.stringMatching(/^[a-z_]{1,8}(=[a-z0-9%]{0,5})?$/),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const once = cleanResumeHash(`#${parts.join('&')}`);
        expect(cleanResumeHash(once)).toBe(once);
        expect(isResumeFlow(once)).toBe(false);
        for (const name of RESUME_HASH_PARAMS)
          expect(
            once
              .slice(1)
              .split('&')
              .some((p) => p.split('=')[0] === name),
          ).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('messageId (properties)', () => {
  it('is always the prefix and 9 base-36 characters', () => {
    fc.assert(
      fc.property(fc.array(fc.double(), { minLength: 9, maxLength: 9 }), (values) => {
        let i = 0;
        expect(messageId(() => values[i++]!)).toMatch(/^ppcp-message-[0-9a-z]{9}$/);
      }),
      { numRuns: 200 },
    );
    expect(messageId()).toMatch(/^ppcp-message-[0-9a-z]{9}$/);
  });
});
