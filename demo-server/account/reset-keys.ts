/**
 * Password reset keys (WordPress `get_password_reset_key` / `check_password_reset_key`): one
 * per customer, 20 letters and digits, valid for a day, spent by the reset; a newer key
 * replaces the older. Kept in memory, bounded.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const RESET_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export class ResetKeys {
  static readonly MAX_KEYS = 1000;
  private readonly keys = new Map<number, { key: string; expires: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(customerId: number): string {
    const key = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    this.keys.delete(customerId);
    this.keys.set(customerId, { key, expires: this.now() + RESET_KEY_LIFETIME_MS });
    while (this.keys.size > ResetKeys.MAX_KEYS) this.keys.delete(this.keys.keys().next().value!);
    return key;
  }

  /** Whether `key` is the customer's current, unexpired key. */
  valid(customerId: number, key: string): boolean {
    const entry = this.keys.get(customerId);
    if (!entry || entry.expires <= this.now() || !/^[A-Za-z0-9]{20}$/.test(key)) return false;
    return timingSafeEqual(Buffer.from(key), Buffer.from(entry.key));
  }

  spend(customerId: number): void {
    this.keys.delete(customerId);
  }
}
