// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isStatusClass, statusFromServer } from './status';

describe('status from the server (§4)', () => {
  it.each([
    ['validation_failed', 'invalid'],
    ['acceptance_missing', 'unaccepted'],
    ['spam', 'spam'],
    ['aborted', 'aborted'],
    ['mail_sent', 'sent'],
    ['mail_failed', 'failed'],
    ['payment_required', 'payment-required'],
    ['waiting_for_approval', 'custom-waiting-for-approval'],
    ['Odd Status!', 'custom-odd-status'],
    ['!!!', 'custom-unknown'],
  ])('%s → %s', (server, status) => expect(statusFromServer(server)).toBe(status));
});

describe('status classes', () => {
  it.each([
    ['init', true],
    ['payment-required', true],
    ['custom-x', true],
    ['wpcf7-form', false],
    ['sent-box', false],
  ])('%s → %s', (name, is) => expect(isStatusClass(name)).toBe(is));
});
