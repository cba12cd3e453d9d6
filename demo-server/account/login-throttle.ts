/**
 * Repeated failed logins slowed down, as the plugins WooCommerce shops add for it do (core has
 * none): per account (the login as typed, case-folded) and per client address, a number of
 * failures within a window; once reached, further attempts for that account or from that
 * address are refused until the oldest of those failures leaves the window. Attempts in flight
 * count against the limit too (a further one waits for them), so a burst of parallel guesses
 * gets no more password checks than a sequence would. Kept in memory, bounded.
 */

export interface LoginThrottleLimits {
  /** Failures per account within the window. */
  perAccount: number;
  /** Failures per client address within the window: higher, as many customers can share one (a NAT, an office). */
  perAddress: number;
  windowMs: number;
  /** Accounts and addresses tracked at most; beyond, the least recently used idle ones are forgotten. */
  maxKeys: number;
  now: () => number;
}

export const LOGIN_THROTTLE: Readonly<Omit<LoginThrottleLimits, 'now'>> = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000, maxKeys: 10_000 };

interface Entry {
  /** Failure times within the window, oldest first, at most the key's limit. */
  failures: number[];
  inFlight: number;
  /** Attempts waiting for one in flight to end. */
  waiters: Set<() => void>;
}

export type LoginAttempt<T> = { kind: 'done'; value: T | undefined } | { kind: 'throttled'; retryAfterMs: number };

export class LoginThrottle {
  private readonly limits: LoginThrottleLimits;
  /** In order of last use, least recent first. */
  private readonly entries = new Map<string, Entry>();

  constructor(limits: Partial<LoginThrottleLimits> = {}) {
    this.limits = { ...LOGIN_THROTTLE, now: Date.now, ...limits };
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Runs `check` (the password check: the customer, or undefined for a failure) unless the
   * account or the address is throttled; a failure counts against both, a success clears the
   * account's failures (not the address's: one's own account must not reset guesses at others).
   */
  async attempt<T>(account: string, address: string, check: () => Promise<T | undefined>): Promise<LoginAttempt<T>> {
    const keys: Array<[string, number]> = [
      [`account:${account.trim().toLowerCase()}`, this.limits.perAccount],
      [`address:${address}`, this.limits.perAddress],
    ];
    for (;;) {
      const now = this.limits.now();
      let retryAfterMs = 0;
      let busy: Entry | undefined;
      for (const [key, limit] of keys) {
        const entry = this.entry(key, now);
        if (entry.failures.length >= limit) retryAfterMs = Math.max(retryAfterMs, entry.failures[entry.failures.length - limit]! + this.limits.windowMs - now);
        else if (entry.failures.length + entry.inFlight >= limit) busy = entry;
      }
      if (retryAfterMs > 0) {
        this.forgetIdle(keys);
        return { kind: 'throttled', retryAfterMs };
      }
      if (!busy) break;
      const waiting = busy;
      await new Promise<void>((resolve) => waiting.waiters.add(resolve));
    }
    const entries = keys.map(([key]) => this.entry(key, this.limits.now()));
    for (const entry of entries) entry.inFlight++;
    let value: T | undefined;
    try {
      value = await check();
    } finally {
      for (const entry of entries) {
        entry.inFlight--;
        for (const wake of entry.waiters) wake();
        entry.waiters.clear();
      }
    }
    const now = this.limits.now();
    keys.forEach(([, limit], i) => {
      const entry = entries[i]!;
      if (value !== undefined) {
        if (i === 0) entry.failures = [];
        return;
      }
      entry.failures.push(now);
      if (entry.failures.length > limit) entry.failures.splice(0, entry.failures.length - limit);
    });
    this.forgetIdle(keys);
    return { kind: 'done', value };
  }

  /** The key's entry with its expired failures dropped, moved to the most recent end. */
  private entry(key: string, now: number): Entry {
    let entry = this.entries.get(key);
    if (entry) this.entries.delete(key);
    else entry = { failures: [], inFlight: 0, waiters: new Set() };
    entry.failures = entry.failures.filter((time) => now - time < this.limits.windowMs);
    this.entries.set(key, entry);
    return entry;
  }

  /** Drops these keys' entries that hold nothing, then the least recently used idle ones beyond the bound. */
  private forgetIdle(keys: ReadonlyArray<[string, number]>): void {
    const idle = (entry: Entry) => entry.inFlight === 0 && entry.waiters.size === 0;
    for (const [key] of keys) {
      const entry = this.entries.get(key);
      if (entry && idle(entry) && entry.failures.length === 0) this.entries.delete(key);
    }
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxKeys) break;
      if (idle(entry)) this.entries.delete(key);
    }
  }
}

/** The refusal, in whole minutes rounded up. */
export function throttledMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in ${minutes === 1 ? 'einer Minute' : `${minutes} Minuten`} erneut.`;
}
