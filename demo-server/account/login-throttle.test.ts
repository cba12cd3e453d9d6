/** The failed-login throttle on its own: limits per account and address, the window, parallel attempts, bounds. */
import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, LoginThrottle, throttledMessage } from './login-throttle.ts';

const MINUTE = 60_000;

function clock() {
  const state = { now: 1_000_000 };
  return { state, now: () => state.now };
}

const fail = () => Promise.resolve(undefined);
const pass = () => Promise.resolve('customer');

describe('login throttle', () => {
  it('refuses an account after 5 failures within 15 minutes, even with the right password, until the window has passed', async () => {
    const time = clock();
    const throttle = new LoginThrottle({ now: time.now });
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      expect(await throttle.attempt('Kunde@example.test', '10.0.0.1', fail)).toEqual({ kind: 'done', value: undefined });
      time.state.now += MINUTE;
    }
    const refused = await throttle.attempt('kunde@example.test ', '10.0.0.2', pass);
    expect(refused).toEqual({ kind: 'throttled', retryAfterMs: 10 * MINUTE });
    // Another account from the same address is not affected.
    expect(await throttle.attempt('andere@example.test', '10.0.0.1', pass)).toEqual({ kind: 'done', value: 'customer' });
    // The oldest failure leaves the window: one more attempt is allowed, and a success clears the account.
    time.state.now += 10 * MINUTE;
    expect(await throttle.attempt('kunde@example.test', '10.0.0.2', pass)).toEqual({ kind: 'done', value: 'customer' });
    expect(await throttle.attempt('kunde@example.test', '10.0.0.3', fail)).toEqual({ kind: 'done', value: undefined });
    expect((await throttle.attempt('kunde@example.test', '10.0.0.3', pass)).kind).toBe('done');
  });

  it('refuses an address after 20 failures within 15 minutes, whatever the account', async () => {
    const time = clock();
    const throttle = new LoginThrottle({ now: time.now });
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) await throttle.attempt(`kunde-${i}@example.test`, '10.0.0.9', fail);
    expect((await throttle.attempt('neu@example.test', '10.0.0.9', pass)).kind).toBe('throttled');
    expect((await throttle.attempt('neu@example.test', '10.0.0.10', pass)).kind).toBe('done');
    time.state.now += LOGIN_THROTTLE.windowMs;
    expect((await throttle.attempt('neu@example.test', '10.0.0.9', pass)).kind).toBe('done');
  });

  it('parallel guesses get no more password checks than the limit: the rest wait, then are refused', async () => {
    const throttle = new LoginThrottle();
    let checks = 0;
    let running = 0;
    let most = 0;
    const slowFail = async () => {
      checks++;
      most = Math.max(most, ++running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return undefined;
    };
    const results = await Promise.all(Array.from({ length: 30 }, () => throttle.attempt('ziel@example.test', '10.0.0.4', slowFail)));
    expect(checks).toBe(LOGIN_THROTTLE.perAccount);
    expect(most).toBeLessThanOrEqual(LOGIN_THROTTLE.perAccount);
    expect(results.filter((result) => result.kind === 'throttled')).toHaveLength(30 - LOGIN_THROTTLE.perAccount);
  });

  it('parallel logins that pass all get through, at most the limit at a time', async () => {
    const throttle = new LoginThrottle();
    let running = 0;
    let most = 0;
    const slowPass = async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return 'customer';
    };
    const results = await Promise.all(Array.from({ length: 30 }, () => throttle.attempt('kundin@example.test', '10.0.0.5', slowPass)));
    expect(results.every((result) => result.kind === 'done' && result.value === 'customer')).toBe(true);
    expect(most).toBe(LOGIN_THROTTLE.perAccount);
  });

  it('keeps at most maxKeys accounts and addresses, and none for logins that passed', async () => {
    const throttle = new LoginThrottle({ maxKeys: 50 });
    for (let i = 0; i < 200; i++) await throttle.attempt(`kunde-${i}@example.test`, `10.0.${i}.1`, fail);
    expect(throttle.size).toBeLessThanOrEqual(50);
    const fresh = new LoginThrottle();
    await fresh.attempt('kundin@example.test', '10.0.0.1', pass);
    expect(fresh.size).toBe(0);
  });

  it.each([
    [1, 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in einer Minute erneut.'],
    [60_000, 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in einer Minute erneut.'],
    [60_001, 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 2 Minuten erneut.'],
    [15 * MINUTE, 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 15 Minuten erneut.'],
  ])('the message for %i ms', (ms, message) => {
    expect(throttledMessage(ms)).toBe(message);
  });
});
