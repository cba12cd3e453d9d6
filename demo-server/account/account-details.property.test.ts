/** The edit-account checks on arbitrary posted fields: never a throw, only German messages, nothing unbounded accepted. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_LENGTH } from '../checkout/fields.ts';
import { accountDetailsErrors, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, readAccountDetails } from './account-details.ts';

const FIELDS = ['account_first_name', 'account_last_name', 'account_display_name', 'account_email', 'password_current', 'password_1', 'password_2'] as const;
/** What a form, multipart or JSON body can hold in a field: text (long too), repeated fields, objects. */
const value = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 95, maxLength: 260 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 })),
  fc.constant(undefined),
);
/** A post that passes, each field of it replaced now and then by an arbitrary value. */
const GOOD: Record<(typeof FIELDS)[number], string> = {
  account_first_name: 'Erika',
  account_last_name: 'Musterfrau',
  account_display_name: 'Erika M.',
  account_email: 'kundin@example.test',
  password_current: 'Altes-Passwort-1',
  password_1: 'Geheimes-Passwort-1',
  password_2: 'Geheimes-Passwort-1',
};
const fields = fc.record(
  Object.fromEntries(FIELDS.map((name) => [name, fc.oneof({ arbitrary: fc.constant<unknown>(GOOD[name]), weight: 3 }, { arbitrary: value as fc.Arbitrary<unknown>, weight: 1 })])) as Record<
    (typeof FIELDS)[number],
    fc.Arbitrary<unknown>
  >,
);

describe('edit account checks (properties)', () => {
  it('arbitrary fields give a list of messages, and details that pass are within the bounds', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fields, fc.boolean(), fc.boolean(), (posted, taken, matches) => {
        const post = readAccountDetails(posted);
        const errors = accountDetailsErrors(post, { emailTaken: () => taken, passwordMatches: () => matches });
        expect(errors.every((message) => typeof message === 'string' && message.length > 0)).toBe(true);
        if (errors.length) return;
        accepted++;
        for (const name of [post.firstName, post.lastName, post.displayName]) {
          expect(name.length).toBeGreaterThan(0);
          expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
        }
        expect(post.email.length).toBeLessThanOrEqual(MAX_EMAIL_LENGTH);
        expect(post.newPassword.length).toBeLessThanOrEqual(MAX_PASSWORD_LENGTH);
        expect(post.newPassword).toBe(post.confirmPassword);
        if (post.newPassword) expect(matches).toBe(true);
        expect(taken).toBe(false);
      }),
      { numRuns: 300, seed: 20261127 },
    );
    // The property looked at accepted details too, not only refusals.
    expect(accepted).toBeGreaterThan(0);
  });
});
