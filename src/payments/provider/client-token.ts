import type { ShopAnswer } from '../../core/http/client';
import type { GatewaySettings } from '../settings';

/**
 * The client token for the provider script (spec §7 "Client token", §5 "Cached client token"):
 * fetched from ppc-data-client-id and kept in sessionStorage for the tab, so a shopper moving
 * between pages does not fetch it on each one. A cached token is used only for the user it was
 * made for and before it expires.
 */

export const CLIENT_TOKEN_STORAGE_KEY = 'ppcp-data-client-id';

export interface ClientTokenData {
  /** The shop's user id the token was made for (0 for a guest). */
  user: number;
  /** Unix time in seconds. */
  expiration: number;
  token: string;
}

/** Posts a JSON body to a shop endpoint; answers are values (src/core/http/client.ts). */
export type PaymentFetcher = (url: string, body: Record<string, unknown>) => Promise<ShopAnswer<unknown>>;

export interface ClientTokenDeps {
  /** sessionStorage, read lazily: merely touching it throws in some privacy modes. */
  storage?: () => Storage | null;
  now?: () => number;
}

/** The endpoint's answer, or null when it is not one (token empty, numbers not numbers). */
export function parseClientTokenData(value: unknown): ClientTokenData | null {
  if (!value || typeof value !== 'object') return null;
  let o = value as Record<string, unknown>;
  // wp_send_json_success wraps it in data; the plugin's endpoint answers it bare. Accept both.
  if (o.data && typeof o.data === 'object' && !('token' in o)) o = o.data as Record<string, unknown>;
  const user = typeof o.user === 'string' && /^\d+$/.test(o.user) ? Number(o.user) : o.user;
  const expiration = typeof o.expiration === 'string' && /^\d+$/.test(o.expiration) ? Number(o.expiration) : o.expiration;
  if (typeof o.token !== 'string' || o.token === '') return null;
  if (typeof user !== 'number' || !Number.isSafeInteger(user) || user < 0) return null;
  if (typeof expiration !== 'number' || !Number.isFinite(expiration)) return null;
  return { user, expiration, token: o.token };
}

/** The cache rule: same user, and now (ms) before expiration (s) × 1000. */
export function isUsableToken(cached: ClientTokenData | null, currentUser: number, now: number): cached is ClientTokenData {
  return cached !== null && cached.user === currentUser && now < cached.expiration * 1000;
}

const defaultStorage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

function readCache(storage: () => Storage | null): ClientTokenData | null {
  try {
    const raw = storage()?.getItem(CLIENT_TOKEN_STORAGE_KEY);
    return raw ? parseClientTokenData(JSON.parse(raw)) : null;
  } catch {
    return null; // storage blocked or a corrupt entry: fetch a fresh token instead
  }
}

function writeCache(storage: () => Storage | null, data: ClientTokenData): void {
  try {
    storage()?.setItem(CLIENT_TOKEN_STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Quota or privacy mode: the token still works for this page, it is only fetched again.
  }
}

/** Requests in flight, per endpoint and user: widgets asking at once share one request. */
const inFlight = new Map<string, Promise<string>>();

async function fetchToken(storage: () => Storage | null, url: string, nonce: string, fetcher: PaymentFetcher): Promise<string> {
  const answer = await fetcher(url, { nonce });
  // Cancelled by the caller (its widget left the page): an abort, not a failure to report.
  if (!answer.ok && answer.reason === 'aborted') throw new DOMException('The client token request was cancelled.', 'AbortError');
  if (!answer.ok) throw new Error(`Client token could not be fetched: ${answer.message}`);
  const data = parseClientTokenData(answer.body);
  if (!data) throw new Error('Client token answer is not {user, expiration, token}.');
  writeCache(storage, data);
  return data.token;
}

/**
 * The client token: the cached one when usable, else fetched (POST {nonce}) and cached.
 * Rejects with a message when the endpoint is missing or fails; storage problems never throw.
 */
export async function clientToken(settings: Pick<GatewaySettings, 'ajax' | 'data_client_id'>, fetcher: PaymentFetcher, deps: ClientTokenDeps = {}): Promise<string> {
  const storage = deps.storage ?? defaultStorage;
  const now = deps.now ?? Date.now;
  const cached = readCache(storage);
  if (isUsableToken(cached, settings.data_client_id.user, now())) return cached.token;
  const endpoint = settings.ajax.data_client_id;
  if (!endpoint) throw new Error('Client token endpoint (data_client_id) is not configured.');
  const key = `${endpoint.endpoint}|${settings.data_client_id.user}`;
  let request = inFlight.get(key);
  if (!request) {
    request = fetchToken(storage, endpoint.endpoint, endpoint.nonce, fetcher).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
  }
  return request;
}
