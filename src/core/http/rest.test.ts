// @vitest-environment node
/**
 * The REST calls' paging and method override (./rest.ts) against a shop that answers from a
 * table: pages with Link headers, a shop that links a page to itself, a failure half-way.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAllPages, restCall } from './rest';
import { MAX_PAGES } from './rest-rules';

const ORIGIN = 'https://shop.test';
const seen: Request[] = [];

/** A shop whose list has `total` items, pages linked as WordPress links them; `link` may replace the next link. */
function listShop(total: number, options: { link?: (page: number) => string | null; failPage?: number } = {}) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    const url = new URL(request.url);
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const page = Number(url.searchParams.get('page') ?? 1);
    if (page === options.failPage) return new Response('<p>Fehler</p>', { status: 502 });
    const items = Array.from({ length: total }, (_, i) => ({ id: i + 1 })).slice((page - 1) * perPage, page * perPage);
    const pages = Math.ceil(total / perPage);
    const next = options.link ? options.link(page) : page < pages ? `<${ORIGIN}/wp-json/wp/v2/media?per_page=${perPage}&page=${page + 1}>; rel="next"` : null;
    return new Response(JSON.stringify(items), { headers: { 'Content-Type': 'application/json', 'X-WP-Total': String(total), 'X-WP-TotalPages': String(pages), ...(next && { Link: next }) } });
  });
}

beforeEach(() => {
  seen.length = 0;
  vi.stubGlobal('document', { baseURI: `${ORIGIN}/product/x/` });
});
afterEach(() => vi.unstubAllGlobals());

describe('getAllPages (per_page=-1)', () => {
  it.each([
    ['one page', 40, 1],
    ['exactly 100', 100, 1],
    ['101: two pages', 101, 2],
    ['250: three pages', 250, 3],
    ['no items', 0, 1],
  ])('%s', async (_name, total, requests) => {
    listShop(total);
    const all = await getAllPages('/wp-json/wp/v2/media?per_page=-1', 'n0nce');
    expect(all).toEqual({ ok: true, complete: true, items: Array.from({ length: total }, (_, i) => ({ id: i + 1 })) });
    expect(seen.map((r) => new URL(r.url).search)).toEqual(Array.from({ length: requests }, (_, i) => `?per_page=100&page=${i + 1}`));
    expect(seen.every((r) => r.headers.get('X-WP-Nonce') === 'n0nce')).toBe(true);
  });

  it(`stops after ${MAX_PAGES} pages when the shop keeps linking (complete: false)`, async () => {
    listShop(10, { link: () => `<${ORIGIN}/wp-json/wp/v2/media?per_page=100&page=1>; rel="next"` });
    const all = await getAllPages('/wp-json/wp/v2/media?per_page=-1', '');
    expect(all.ok && { complete: all.complete, items: all.items.length }).toEqual({ complete: false, items: 10 * MAX_PAGES });
    expect(seen).toHaveLength(MAX_PAGES);
  });

  it('does not follow a next link to another origin', async () => {
    listShop(300, { link: () => '<https://evil.test/wp-json/wp/v2/media?page=2>; rel="next"' });
    const all = await getAllPages('/wp-json/wp/v2/media?per_page=-1', 'n0nce');
    expect(all.ok && all.items.length).toBe(100);
    expect(seen).toHaveLength(1);
  });

  it('a page that fails is the answer (nothing half-read is passed on as the list)', async () => {
    listShop(250, { failPage: 2 });
    const all = await getAllPages('/wp-json/wp/v2/media?per_page=-1', '');
    expect(all).toMatchObject({ ok: false, reason: 'http', status: 502, message: 'Ein unbekannter Fehler ist aufgetreten.' });
  });

  it('a URL without per_page=-1 is one call as it is, even when the shop links a next page', async () => {
    listShop(30);
    const all = await getAllPages('/wp-json/wp/v2/media?per_page=10', '');
    expect(all.ok && all.items.length).toBe(10);
    expect(seen).toHaveLength(1);
  });
});

describe('restCall', () => {
  it.each([
    ['PUT', 'POST', 'PUT'],
    ['PATCH', 'POST', 'PATCH'],
    ['DELETE', 'POST', 'DELETE'],
    ['POST', 'POST', null],
    ['GET', 'GET', null],
  ] as const)('%s goes as %s with X-HTTP-Method-Override %s', async (method, sentAs, override) => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return new Response('{"deleted":true}', { headers: { 'Content-Type': 'application/json' } });
    });
    const answer = await restCall(method, '/wp-json/wp/v2/media/7?force=true', 'n0nce');
    expect(answer).toMatchObject({ ok: true, status: 200, body: { deleted: true } });
    expect(seen[0].method).toBe(sentAs);
    expect(seen[0].headers.get('X-HTTP-Method-Override')).toBe(override);
  });
});
