/**
 * The demo shop's live search endpoint (admin-ajax flatsome_ajax_search_products), its German
 * matching and the search results page the header form leads to without JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, dom, testShop } from '../test-helpers.ts';
import { foldGerman, nameMatches, searchCatalogue } from './matching.ts';

const shop = testShop();

const ENDPOINT = '/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products';
async function suggest(
  query: string,
  category?: string,
): Promise<{ status: number; body: { suggestions?: { value: string; id: number; url: string; img?: string; price?: string }[]; success?: boolean } }> {
  const params = new URLSearchParams(category === undefined ? { query } : { product_cat: category, query });
  const res = await shop.client.get(`${ENDPOINT}&${params}`);
  return { status: res.status, body: await res.json() };
}
const names = (body: { suggestions?: { value: string }[] }) => body.suggestions?.map((s) => s.value);

describe('German matching', () => {
  it.each([
    ['LED', 'LED-Blinker dynamisch', true],
    ['led-blinker', 'LED-Blinker dynamisch', true],
    ['KÜHL', 'Kühlmittel-Konzentrat 1 l', true],
    ['kuehl', 'Kühlmittel-Konzentrat 1 l', true],
    ['kuhl', 'Kühlmittel-Konzentrat 1 l', true],
    ['Kuehlmittel', 'Kühlmittel-Konzentrat', true],
    ['Kühl', 'Kuehlbox', true],
    ['strasse', 'Straßenreifen', true],
    ['STRAẞE', 'Strassenreifen', true],
    // A decomposed ü (u + combining diaeresis), as some keyboards and pastes send it.
    ['ku\u0308hl', 'Kühlmittel', true],
    ['blinker led', 'LED-Blinker dynamisch', true],
    ['blinker xenon', 'LED-Blinker dynamisch', false],
    ['kohl', 'Kühlmittel', false],
    ['   ', 'Kühlmittel', false],
  ])('%j in %j: %s', (query, name, matches) => {
    expect(nameMatches(name, query)).toBe(matches);
  });

  it('folds both spellings', () => {
    expect(foldGerman('Öl Größe ÄRA ẞ')).toEqual({ spelled: 'oel groesse aera ss', plain: 'ol grosse ara ss' });
  });

  it('lists names that begin with the query first; a category narrows; an unknown one holds nothing', () => {
    const led = searchCatalogue('led').map((p) => p.name);
    expect(led.slice(0, 3).every((name) => name.startsWith('LED'))).toBe(true);
    expect(searchCatalogue('led', 'pflege')).toEqual([]);
    expect(searchCatalogue('reiniger', 'pflege').map((p) => p.categorySlug)).not.toContain('universal');
    expect(searchCatalogue('led', 'gibt-es-nicht')).toEqual([]);
  });
});

describe('flatsome_ajax_search_products', () => {
  it('answers suggestions with name, product URL, image and the price as WooCommerce prints it', async () => {
    const { status, body } = await suggest('Frontspoiler');
    expect(status).toBe(200);
    expect(body.suggestions).toEqual([
      {
        value: 'Universal Frontspoiler',
        url: '/product/universal-frontspoiler/',
        id: 101,
        img: '/images/universal-frontspoiler.svg',
        price: expect.stringContaining('89,50&nbsp;<span class="woocommerce-Price-currencySymbol">€</span>'),
      },
    ]);
  });

  it('matches umlauts and case the German way', async () => {
    expect(names((await suggest('KÜHLMITTEL')).body)).toEqual(['Kühlmittel-Konzentrat 1 l']);
    expect(names((await suggest('kuehlmittel')).body)).toEqual(['Kühlmittel-Konzentrat 1 l']);
    expect(names((await suggest('würstchen')).body)).toEqual(['Boxenstopp-Würstchen im Glas']);
  });

  it('filters by category; "" is every category; an unknown one finds nothing', async () => {
    expect(names((await suggest('reiniger', 'pflege')).body)).toEqual(expect.arrayContaining(['Innenraumreiniger 500 ml', 'Scheibenreiniger Winter 3 l']));
    expect((await suggest('led', 'pflege')).body.suggestions).toEqual([{ id: -1, value: 'Keine Produkte gefunden.', url: '' }]);
    expect(names((await suggest('led', '')).body)?.length).toBeGreaterThan(1);
    expect((await suggest('led', 'gibt-es-nicht')).body.suggestions).toEqual([{ id: -1, value: 'Keine Produkte gefunden.', url: '' }]);
  });

  it("answers the theme's no-results line when nothing matches", async () => {
    expect((await suggest('<img src=x onerror=alert(1)>')).body).toEqual({ suggestions: [{ id: -1, value: 'Keine Produkte gefunden.', url: '' }] });
  });

  it('answers no suggestions below 3 characters, and at most 10', async () => {
    expect((await suggest('le')).body).toEqual({ suggestions: [] });
    expect((await suggest('  le  ')).body).toEqual({ suggestions: [] });
    expect((await suggest('')).body).toEqual({ suggestions: [] });
    // 'e' is in nearly every name: the answer is cut at 10.
    expect((await suggest('e e e')).body.suggestions).toHaveLength(10);
  });

  it('refuses a query over 100 characters, a repeated field, and POST-less methods with 4xx, never 5xx', async () => {
    const long = await suggest('x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ success: false, data: { message: 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.' } });
    expect((await suggest('x'.repeat(100))).status).toBe(200);
    const twice = await shop.client.get(`${ENDPOINT}&query=abc&query=def`);
    expect(twice.status).toBe(400);
    const posted = await shop.client.post('/wp-admin/admin-ajax.php', { action: 'flatsome_ajax_search_products', query: 'led' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET');
  });

  it('can be faulted from the control API like the cart endpoints', async () => {
    expect((await shop.client.postJson('/__demo/faults', { endpoint: 'flatsome_ajax_search_products', mode: 'http500', times: 1 })).status).toBe(200);
    expect((await shop.client.get(`${ENDPOINT}&query=led`)).status).toBe(500);
    expect((await suggest('led')).status).toBe(200); // once
  });
});

describe('the header search form and the search results page', () => {
  it('every page has the GET form: s, post_type=product, the category select with "Alle"', async () => {
    const page = await shop.client.pageDocument('/versand/');
    const form = page.querySelector('sf-live-search form[role="search"]')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/');
    expect(form.querySelector('input[name="s"]')?.getAttribute('type')).toBe('search');
    expect(form.querySelector('input[name="post_type"]')?.getAttribute('value')).toBe('product');
    expect([...form.querySelectorAll('select[name="product_cat"] option')].map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Alle'],
      ['universal', 'UNIVERSAL'],
      ['beleuchtung', 'Beleuchtung'],
      ['pflege', 'Pflege'],
      ['innenraum', 'Innenraum'],
    ]);
  });

  it('answers /?s=…&post_type=product with the listing, the heading escaped, the form filled in', async () => {
    const { res, text } = await shop.client.getPage('/?s=led&post_type=product&product_cat=beleuchtung');
    expect(res.status).toBe(200);
    const page = dom(text);
    expect(page.querySelector('h1')?.textContent).toBe('Suchergebnisse für „led“');
    const found = [...page.querySelectorAll('ul.products li .woocommerce-loop-product__title')].map((h) => h.textContent);
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((name) => /led/i.test(name ?? ''))).toBe(true);
    expect(page.querySelector<HTMLInputElement>('sf-live-search input[name="s"]')?.value).toBe('led');
    expect(page.querySelector<HTMLSelectElement>('sf-live-search select')?.value).toBe('beleuchtung');
    // Sorting keeps the search.
    const ordering = page.querySelector('form.woocommerce-ordering')!;
    expect(ordering.querySelector<HTMLInputElement>('input[name="s"]')?.value).toBe('led');
    expect(ordering.querySelector<HTMLInputElement>('input[name="product_cat"]')?.value).toBe('beleuchtung');
  });

  it('prints a markup payload as text', async () => {
    const { text } = await shop.client.getPage(`/?s=${encodeURIComponent('<img src=x onerror=alert(1)>')}&post_type=product`);
    expect(text).not.toContain('<img src=x');
    const page = dom(text);
    expect(page.querySelector('h1')?.textContent).toBe('Suchergebnisse für „<img src=x onerror=alert(1)>“');
    expect(page.querySelector('.woocommerce-result-count')?.textContent).toBe('Keine Produkte gefunden');
  });

  it('refuses a query over 100 characters with a German 400 page', async () => {
    const { res, text } = await shop.client.getPage(`/?s=${'x'.repeat(101)}&post_type=product`);
    expect(res.status).toBe(400);
    expect(dom(text).querySelector('[role="alert"]')?.textContent).toContain('höchstens 100 Zeichen');
  });

  it('the results page is axe clean', async () => {
    const { text } = await shop.client.getPage('/?s=reiniger&post_type=product');
    expect(await axeViolations(text)).toEqual([]);
  });
});
