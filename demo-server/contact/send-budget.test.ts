/** The contact form's send budget per client address, on a clock the test moves. */
import { describe, expect, it } from 'vitest';
import { budgetKey, SendBudget } from './send-budget.ts';

function budget(burst = 3, refillMs = 1000, maxAddresses = 100) {
  const clock = { now: 0 };
  return { clock, budget: new SendBudget({ burst, refillMs, maxAddresses, now: () => clock.now }) };
}

describe('SendBudget', () => {
  it('a burst, then one per refill period, never more than the burst after a pause', () => {
    const { clock, budget: b } = budget();
    expect([1, 2, 3, 4, 5].map(() => b.take('192.0.2.1'))).toEqual([true, true, true, false, false]);
    clock.now = 999;
    expect(b.take('192.0.2.1')).toBe(false);
    clock.now = 1000;
    expect([b.take('192.0.2.1'), b.take('192.0.2.1')]).toEqual([true, false]);
    // A refill period and a half: one send, the half kept for the next.
    clock.now = 2500;
    expect([b.take('192.0.2.1'), b.take('192.0.2.1')]).toEqual([true, false]);
    clock.now = 3000;
    expect(b.take('192.0.2.1')).toBe(true);
    clock.now = 1_000_000;
    expect([1, 2, 3, 4].map(() => b.take('192.0.2.1'))).toEqual([true, true, true, false]);
  });

  it('each address has its own budget; IPv6 counts per /64, IPv4-mapped as IPv4', () => {
    const { budget: b } = budget(1);
    expect([b.take('192.0.2.1'), b.take('192.0.2.2'), b.take('::ffff:192.0.2.1')]).toEqual([true, true, false]);
    expect([b.take('2001:db8:1:2::1'), b.take('2001:db8:1:2:ffff::9'), b.take('2001:db8:1:3::1')]).toEqual([true, false, true]);
  });

  it('remembers at most maxAddresses, the least recently seen forgotten first', () => {
    const { budget: b } = budget(1, 1000, 2);
    expect([b.take('192.0.2.1'), b.take('192.0.2.2'), b.take('192.0.2.1')]).toEqual([true, true, false]);
    b.take('192.0.2.3');
    // 192.0.2.2 was the least recently seen: forgotten, a fresh budget.
    expect([b.take('192.0.2.2'), b.take('192.0.2.1')]).toEqual([true, true]);
  });

  it('budget keys', () => {
    expect(['192.0.2.1', '::ffff:192.0.2.1', '::1', '2001:db8::1', '2001:0db8:0000:0042:1:2:3:4', 'fe80::1%eth0', ''].map((a) => [a, budgetKey(a)])).toEqual([
      ['192.0.2.1', '192.0.2.1'],
      ['::ffff:192.0.2.1', '192.0.2.1'],
      ['::1', '0:0:0:0::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['2001:0db8:0000:0042:1:2:3:4', '2001:db8:0:42::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['', ''],
    ]);
  });
});
