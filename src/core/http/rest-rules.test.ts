// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attachmentToPostProcess, firstPageUrl, MEDIA_POST_PROCESS_RETRIES, nextPageUrl, REST_PAGE_SIZE, retryPostProcess, sentMethod, type RestMethod } from './rest-rules';

describe('sentMethod', () => {
  it.each<[RestMethod, string, string | undefined]>([
    ['GET', 'GET', undefined],
    ['POST', 'POST', undefined],
    ['PUT', 'POST', 'PUT'],
    ['PATCH', 'POST', 'PATCH'],
    ['DELETE', 'POST', 'DELETE'],
  ])('%s is sent as %s with override %s', (method, sent, override) => {
    const result = sentMethod(method);
    expect(result.method).toBe(sent);
    expect(result.headers['X-HTTP-Method-Override']).toBe(override);
  });
});

describe('attachmentToPostProcess', () => {
  it.each<[string, number | undefined, string | null | undefined, number | null]>([
    ['500 naming the attachment', 500, '42', 42],
    ['502 with spaces around the id', 502, ' 7 ', 7],
    ['599 is still a server error', 599, '3', 3],
    ['500 without the header', 500, null, null],
    ['500 with an empty header', 500, '', null],
    ['500 with id 0', 500, '0', null],
    ['500 with a negative id', 500, '-4', null],
    ['500 with a list', 500, '4, 5', null],
    ['500 with a huge number', 500, '12345678901234567890', null],
    ['403 with the header (a refusal is the answer)', 403, '42', null],
    ['201 with the header (done)', 201, '42', null],
    ['no answer at all (offline)', undefined, '42', null],
  ])('%s', (_name, status, header, id) => expect(attachmentToPostProcess(status, header)).toBe(id));
});

describe('retryPostProcess', () => {
  it('allows the spec’s five attempts, then no more', () => {
    expect(MEDIA_POST_PROCESS_RETRIES).toBe(5);
    expect([0, 1, 2, 3, 4, 5, 6].map(retryPostProcess)).toEqual([true, true, true, true, true, false, false]);
  });
});

describe('firstPageUrl', () => {
  const base = 'https://shop.test/produkt/';
  it.each<[string, string, string | null]>([
    ['per_page=-1 becomes page 1 of 100', '/wp-json/wp/v2/media?per_page=-1', `https://shop.test/wp-json/wp/v2/media?per_page=${REST_PAGE_SIZE}&page=1`],
    ['other parameters are kept', '/wp-json/wp/v2/media?author=1&per_page=-1&page=3', 'https://shop.test/wp-json/wp/v2/media?author=1&per_page=100&page=1'],
    ['another page size is one call', '/wp-json/wp/v2/media?per_page=10', null],
    ['no page size is one call', '/wp-json/wp/v2/media', null],
  ])('%s', (_name, url, first) => expect(firstPageUrl(url, base)).toBe(first));
});

describe('nextPageUrl', () => {
  const current = 'https://shop.test/wp-json/wp/v2/media?per_page=100&page=1';
  it.each<[string, string | null, string | null]>([
    ['WordPress’s next link', '<https://shop.test/wp-json/wp/v2/media?per_page=100&page=2>; rel="next"', 'https://shop.test/wp-json/wp/v2/media?per_page=100&page=2'],
    ['prev and next', '<https://shop.test/wp-json/wp/v2/media?page=1>; rel="prev", <https://shop.test/wp-json/wp/v2/media?page=3>; rel="next"', 'https://shop.test/wp-json/wp/v2/media?page=3'],
    ['a relative link', '</wp-json/wp/v2/media?page=2>; rel=next', 'https://shop.test/wp-json/wp/v2/media?page=2'],
    ['rel with more than one value', '<https://shop.test/m?page=2>; rel="next last"', 'https://shop.test/m?page=2'],
    ['only prev (the last page)', '<https://shop.test/wp-json/wp/v2/media?page=1>; rel="prev"', null],
    ['no header', null, null],
    ['nonsense', 'next', null],
    ['a "nextpage" relation is not next', '<https://shop.test/m?page=2>; rel="nextpage"', null],
    ['another origin (the nonce stays home)', '<https://evil.test/wp-json/wp/v2/media?page=2>; rel="next"', null],
  ])('%s', (_name, link, next) => expect(nextPageUrl(link, current)).toBe(next));
});
