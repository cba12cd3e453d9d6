// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartStore } from './store';
import { enqueueCartRequest, SUPERSEDED } from './queue';

const deferred = () => {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
};

describe('cart queue', () => {
  it('runs one request at a time, in order', async () => {
    const started: string[] = [];
    const first = deferred();
    const a = enqueueCartRequest(() => (started.push('a'), first.promise));
    const b = enqueueCartRequest(async () => (started.push('b'), 'b'));
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect(cartStore.getState().pendingRequests).toBe(2);
    first.resolve('a');
    expect(await a).toBe('a');
    expect(await b).toBe('b');
    expect(started).toEqual(['a', 'b']);
    expect(cartStore.getState().pendingRequests).toBe(0);
  });

  it('drops a waiting job superseded by a newer one with the same key', async () => {
    const first = deferred();
    const blocker = enqueueCartRequest(() => first.promise);
    const older = enqueueCartRequest(async () => 'older', 'quantity:k1');
    const other = enqueueCartRequest(async () => 'other', 'quantity:k2');
    const newer = enqueueCartRequest(async () => 'newer', 'quantity:k1');
    first.resolve('done');
    expect(await blocker).toBe('done');
    expect(await older).toBe(SUPERSEDED);
    expect(await other).toBe('other');
    expect(await newer).toBe('newer');
  });

  it('keeps going after a job throws', async () => {
    const broken = enqueueCartRequest(async () => {
      throw new Error('bug');
    });
    const next = enqueueCartRequest(async () => 'next');
    expect(await broken).toBe(SUPERSEDED);
    expect(await next).toBe('next');
  });
});
