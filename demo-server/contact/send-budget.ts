/**
 * How many messages one client address may send through the contact form: a bucket per address
 * that holds a few sends and refills one at a steady pace, so a person who sends again after a
 * typo is never stopped while a script that posts many times a second is, after the first few.
 * A post over the budget is answered as the plugin answers a message its spam check refused
 * (status `spam`), and no mail goes out. IPv6 clients count per /64 network (one connection
 * usually holds the whole prefix). Behind a reverse proxy every client shares the proxy's
 * address, hence its budget (README, "Exposing the demo shop").
 */
import { isIPv6 } from 'node:net';

export interface SendBudgetOptions {
  /** Sends an address may make at once (the bucket's size). */
  burst: number;
  /** One more send per this many milliseconds, up to `burst`. */
  refillMs: number;
  /** Addresses remembered at most; the least recently seen goes first. */
  maxAddresses: number;
  now?: () => number;
}

export const CONTACT_SEND_BUDGET: SendBudgetOptions = { burst: 8, refillMs: 10_000, maxAddresses: 10_000 };

/** The key an address counts under: an IPv4 address (also IPv4-mapped) itself, an IPv6 address its /64. */
export function budgetKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class SendBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly now: () => number;

  constructor(private readonly options: SendBudgetOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Takes one send for this address: false when its budget is spent (nothing taken). */
  take(address: string | undefined): boolean {
    const key = budgetKey(address ?? '');
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.options.burst, at: now };
    const refilled = Math.floor(Math.max(0, now - bucket.at) / this.options.refillMs);
    if (refilled > 0) {
      bucket.tokens = Math.min(this.options.burst, bucket.tokens + refilled);
      bucket.at = bucket.tokens === this.options.burst ? now : bucket.at + refilled * this.options.refillMs;
    }
    // Seen now: to the end of the map's order, which is the eviction order.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    while (this.buckets.size > this.options.maxAddresses) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}
