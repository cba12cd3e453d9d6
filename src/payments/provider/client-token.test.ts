// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ShopAnswer } from '../../core/http/client';
import { CLIENT_TOKEN_STORAGE_KEY, clientToken, isUsableToken, parseClientTokenData, type PaymentFetcher } from './client-token';
import { parseGatewaySettings } from '../settings';

class MemoryStorage implements Storage {
  items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const NOW = 1_700_000_000_000;
const settings = (user = 7) => parseGatewaySettings({ ajax: { data_client_id: { endpoint: '/?wc-ajax=ppc-data-client-id', nonce: 'n1' } }, data_client_id: { user } });
const answer = (body: unknown): ShopAnswer<unknown> => ({ ok: true, status: 200, body });
const fresh = { user: 7, expiration: NOW / 1000 + 3600, token: 'FRESH' };

describe('isUsableToken', () => {
  it.each<[string, Parameters<typeof isUsableToken>[0], number, boolean]>([
    ['same user, before expiry', { user: 7, expiration: NOW / 1000 + 1, token: 't' }, 7, true],
    ['same user, at expiry', { user: 7, expiration: NOW / 1000, token: 't' }, 7, false],
    ['same user, expired', { user: 7, expiration: NOW / 1000 - 1, token: 't' }, 7, false],
    ['other user', { user: 8, expiration: NOW / 1000 + 3600, token: 't' }, 7, false],
    ['guest token for a guest', { user: 0, expiration: NOW / 1000 + 3600, token: 't' }, 0, true],
    ['guest token after login', { user: 0, expiration: NOW / 1000 + 3600, token: 't' }, 7, false],
    ['nothing cached', null, 7, false],
  ])('%s → %s', (_name, cached, user, expected) => expect(isUsableToken(cached, user, NOW)).toBe(expected));
});

describe('parseClientTokenData', () => {
  it.each<[string, unknown, ReturnType<typeof parseClientTokenData>]>([
    ['bare', { user: 7, expiration: 100, token: 't' }, { user: 7, expiration: 100, token: 't' }],
    ['numeric strings', { user: '7', expiration: '100', token: 't' }, { user: 7, expiration: 100, token: 't' }],
    ['wrapped in data', { success: true, data: { user: 0, expiration: 100, token: 't' } }, { user: 0, expiration: 100, token: 't' }],
    ['empty token', { user: 7, expiration: 100, token: '' }, null],
    ['no expiration', { user: 7, token: 't' }, null],
    ['negative user', { user: -1, expiration: 100, token: 't' }, null],
    ['not an object', 'token', null],
  ])('%s', (_name, value, expected) => expect(parseClientTokenData(value)).toEqual(expected));
});

describe('clientToken', () => {
  const run = (storage: Storage | null | (() => never), fetcher: PaymentFetcher, user = 7) =>
    clientToken(settings(user), fetcher, { storage: typeof storage === 'function' ? storage : () => storage, now: () => NOW });

  it('uses a usable cached token without a request', async () => {
    const storage = new MemoryStorage();
    storage.setItem(CLIENT_TOKEN_STORAGE_KEY, JSON.stringify({ user: 7, expiration: NOW / 1000 + 60, token: 'CACHED' }));
    const fetcher = vi.fn<PaymentFetcher>();
    await expect(run(storage, fetcher)).resolves.toBe('CACHED');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it.each<[string, string | null]>([
    ['nothing cached', null],
    ['expired', JSON.stringify({ user: 7, expiration: NOW / 1000 - 60, token: 'OLD' })],
    ['another user', JSON.stringify({ user: 8, expiration: NOW / 1000 + 60, token: 'OTHER' })],
    ['corrupt JSON', '{user:'],
    ['wrong shape', JSON.stringify({ token: 5 })],
  ])('fetches with the nonce and caches when %s', async (_name, stored) => {
    const storage = new MemoryStorage();
    if (stored !== null) storage.setItem(CLIENT_TOKEN_STORAGE_KEY, stored);
    const fetcher = vi.fn<PaymentFetcher>(async () => answer(fresh));
    await expect(run(storage, fetcher)).resolves.toBe('FRESH');
    expect(fetcher).toHaveBeenCalledWith('/?wc-ajax=ppc-data-client-id', { nonce: 'n1' });
    expect(JSON.parse(storage.getItem(CLIENT_TOKEN_STORAGE_KEY)!)).toEqual(fresh);
  });

  it.each<[string, Storage | null | (() => never)]>([
    ['no storage', null],
    [
      'storage access throws',
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
    ],
    [
      'writing throws',
      Object.assign(new MemoryStorage(), {
        setItem() {
          throw new DOMException('full', 'QuotaExceededError');
        },
      }),
    ],
  ])('never throws on storage problems (%s)', async (_name, storage) => {
    await expect(run(storage, async () => answer(fresh))).resolves.toBe('FRESH');
  });

  it.each<[string, ShopAnswer<unknown>, string]>([
    ['a failed request', { ok: false, reason: 'http', status: 403, message: 'Verboten' }, 'Client token could not be fetched: Verboten'],
    ['a wrong answer', answer({ success: false }), 'Client token answer is not {user, expiration, token}.'],
  ])('rejects with a message on %s', async (_name, result, message) => {
    await expect(run(new MemoryStorage(), async () => result)).rejects.toThrow(message);
  });

  it('rejects with an AbortError when the request was cancelled (the caller left the page)', async () => {
    await expect(run(new MemoryStorage(), async () => ({ ok: false, reason: 'aborted', message: '' }))).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('shares one request between callers asking at once, and asks again after it settled', async () => {
    const storage = new MemoryStorage();
    const fetcher = vi.fn<PaymentFetcher>(async () => answer({ ...fresh, expiration: 0 }));
    const both = await Promise.all([run(storage, fetcher), run(storage, fetcher)]);
    expect(both).toEqual(['FRESH', 'FRESH']);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await run(storage, fetcher); // the cached token expired (expiration 0): a new request
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('rejects when the settings name no endpoint', async () => {
    await expect(clientToken(parseGatewaySettings({}), vi.fn(), { storage: () => null, now: () => NOW })).rejects.toThrow('not configured');
  });
});
