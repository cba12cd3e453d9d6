// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ShopAnswer } from '../core/http/client';
import { isSearchable, normaliseQuery, parseSearch, safeUrl, type SearchResult } from './contracts';
import { decodeEntities, visibleText } from './html-text';

const BASE = 'https://shop.example/shop/';
const ok = (body: unknown, status = 200): ShopAnswer<unknown> => ({ ok: true, status, body });
const shapeFailure: SearchResult = { kind: 'failed', aborted: false, reason: 'shape' };

describe('search suggestions contract', () => {
  it.each<[string, unknown, SearchResult]>([
    [
      'a product with image and price HTML',
      {
        suggestions: [
          {
            value: 'LED-Blinker &amp; Co',
            url: '/product/led/',
            id: 112,
            img: '/images/led.svg',
            price: '<span class="woocommerce-Price-amount amount"><bdi>44,90&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>',
          },
        ],
      },
      { kind: 'suggestions', suggestions: [{ id: 112, name: 'LED-Blinker & Co', url: 'https://shop.example/product/led/', image: 'https://shop.example/images/led.svg', price: '44,90\u00a0€' }] },
    ],
    [
      "the theme's no-results line leads nowhere",
      { suggestions: [{ id: -1, value: 'Keine Produkte gefunden.', url: '/ignored/' }] },
      { kind: 'suggestions', suggestions: [{ id: -1, name: 'Keine Produkte gefunden.', url: null, image: null, price: null }] },
    ],
    [
      'markup in the name stays text; a javascript: URL leads nowhere; an HTML data: URL is no picture',
      { suggestions: [{ value: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)', id: '7', img: 'data:text/html,<script>alert(1)</script>', price: '<script>alert(1)</script>9 €' }] },
      { kind: 'suggestions', suggestions: [{ id: 7, name: '<img src=x onerror=alert(1)>', url: null, image: null, price: '9 €' }] },
    ],
    [
      'an inline picture is kept (an img runs nothing)',
      { suggestions: [{ value: 'a', url: '/a/', id: 1, img: 'data:image/svg+xml,%3Csvg%3E' }] },
      { kind: 'suggestions', suggestions: [{ id: 1, name: 'a', url: 'https://shop.example/a/', image: 'data:image/svg+xml,%3Csvg%3E', price: null }] },
    ],
    ['an empty list', { suggestions: [] }, { kind: 'suggestions', suggestions: [] }],
    ['no suggestions field', { success: false, data: { message: 'x' } }, shapeFailure],
    ['a list that is not one', { suggestions: 'nope' }, shapeFailure],
    ['a suggestion without a name', { suggestions: [{ id: 1, url: '/' }] }, shapeFailure],
    ['an id that is not a number', { suggestions: [{ value: 'a', url: '/', id: '1; drop' }] }, shapeFailure],
    ['an image that is not a string', { suggestions: [{ value: 'a', url: '/', id: 1, img: { src: 'x' } }] }, shapeFailure],
    ['admin-ajax "0"', 0, shapeFailure],
    ['null', null, shapeFailure],
  ])('%s', (_name, body, expected) => {
    expect(parseSearch(ok(body), BASE)).toEqual(expected);
  });

  it('a 4xx with a suggestions body is still a failure; transport failures keep their reason, aborts are marked', () => {
    expect(parseSearch(ok({ suggestions: [] }, 400), BASE)).toEqual(shapeFailure);
    expect(parseSearch({ ok: false, reason: 'timeout', message: '' }, BASE)).toEqual({ kind: 'failed', aborted: false, reason: 'timeout' });
    expect(parseSearch({ ok: false, reason: 'aborted', message: '' }, BASE)).toEqual({ kind: 'failed', aborted: true, reason: 'aborted' });
  });

  it('at most 50 suggestions are kept', () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ value: `P${i}`, url: `/p/${i}/`, id: i + 1 }));
    const result = parseSearch(ok({ suggestions: many }), BASE);
    expect(result.kind === 'suggestions' && result.suggestions.length).toBe(50);
  });
});

describe('price HTML to text', () => {
  it.each([
    ['<span class="amount"><bdi>89,50&nbsp;<span>€</span></bdi></span>', '89,50\u00a0€'],
    // WooCommerce's sale markup: the struck-through and new prices are aria-hidden, the words say both.
    [
      '<del aria-hidden="true"><span class="amount"><bdi>149,00&nbsp;<span>€</span></bdi></span></del> <span class="screen-reader-text">Ursprünglicher Preis war: 149,00 €.</span><ins aria-hidden="true"><span class="amount"><bdi>129,00&nbsp;<span>€</span></bdi></span></ins><span class="screen-reader-text">Aktueller Preis ist: 129,00 €.</span>',
      'Ursprünglicher Preis war: 149,00 €. Aktueller Preis ist: 129,00 €.',
    ],
    ['<span>9,90&nbsp;€</span><span aria-hidden="true"> – </span><span>14,90&nbsp;€</span>', '9,90\u00a0€ 14,90\u00a0€'],
    ['<img src=x onerror=alert(1)>12 €<br>netto', '12 € netto'],
    ['<style>b{}</style><script>alert("</b>")</script>ok', 'ok'],
    ['a < b &amp;&lt;i&gt; <!-- <b> -->c', 'a < b &<i> c'],
    ['unclosed <span title="a>b">x', 'unclosed x'],
    ['', ''],
  ])('%j → %j', (markup, text) => {
    expect(visibleText(markup)).toBe(text);
  });

  it.each([
    ['&#8211; &#x20AC; &euro; &auml;', '– € € ä'],
    ['&unknown; &#0; &#xD800; &#1114112;', '&unknown; \ufffd \ufffd \ufffd'],
  ])('decodes %j', (text, decoded) => {
    expect(decodeEntities(text)).toBe(decoded);
  });
});

describe('query rules', () => {
  it.each([
    ['  LED  Blinker ', 'LED Blinker', true],
    ['ab', 'ab', false],
    [' ab ', 'ab', false],
    ['abc', 'abc', true],
    // Three characters as a reader counts them, not UTF-16 units.
    ['😀😀', '😀😀', false],
    ['Öl ', 'Öl', false],
    ['x'.repeat(150), 'x'.repeat(100), true],
  ])('%j → %j, searchable %s', (typed, query, searchable) => {
    expect(normaliseQuery(typed)).toBe(query);
    expect(isSearchable(normaliseQuery(typed))).toBe(searchable);
  });

  it.each([
    ['/product/a/', 'https://shop.example/product/a/'],
    ['http://other.example/x', 'http://other.example/x'],
    ['javascript:alert(1)', null],
    [' JAVASCRIPT:alert(1)', null],
    ['data:text/html,x', null],
    ['', null],
    ['http://[bad', null],
  ])('safeUrl(%j) → %j', (raw, url) => {
    expect(safeUrl(raw, BASE)).toBe(url);
  });
});
