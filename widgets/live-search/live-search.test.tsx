import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../src/core/element/navigate';
import { installFakeShop, type SeenRequest } from '../../src/test/fake-shop';
import type { SearchSuggestionsBody } from '../../src/search/contracts';
import './element';

vi.mock('../../src/core/element/navigate', () => ({ navigate: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals(); // the fake shop
  vi.useRealTimers();
  vi.restoreAllMocks(); // console spies
  vi.mocked(navigate).mockClear();
});

const FORM = `<sf-live-search><form role="search" method="get" class="searchform" action="/"><select name="product_cat" aria-label="Kategorie"><option value="">Alle</option><option value="pflege">Pflege</option></select><label for="s">Suche nach:</label><input type="search" id="s" name="s" autocomplete="off"><input type="hidden" name="post_type" value="product"><button type="submit">Suchen</button><div class="live-search-results"></div></form></sf-live-search><a href="/elsewhere/">woanders</a>`;

const PRICE = '<span class="woocommerce-Price-amount amount"><bdi>44,90&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>';
const LED: SearchSuggestionsBody = {
  suggestions: [
    { id: 108, value: 'LED-Tagfahrlicht Set', url: '/product/led-tagfahrlicht-set/', img: '/images/led-tagfahrlicht-set.svg', price: PRICE },
    { id: 112, value: 'LED-Blinker dynamisch', url: '/product/led-blinker-dynamisch/', img: '/images/led-blinker-dynamisch.svg', price: PRICE },
    { id: 109, value: 'LED-Kennzeichenbeleuchtung', url: '/product/led-kennzeichenbeleuchtung/', price: PRICE },
  ],
};

const field = () => document.querySelector<HTMLInputElement>('input[name="s"]')!;
const listbox = () => document.querySelector<HTMLElement>('[role="listbox"]')!;
const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];
const region = () => document.getElementById('sf-live-region');

async function mount(): Promise<void> {
  document.body.innerHTML = FORM;
  await waitFor(() => expect(document.querySelector('sf-live-search[data-sf-upgraded]')).not.toBeNull());
}

function type(text: string): void {
  field().focus();
  field().value = text;
  fireEvent.input(field());
}

const key = (name: string) => fireEvent.keyDown(field(), { key: name });

/** The form upgraded, 'led' typed, the shop's three LED suggestions shown. */
async function showLed() {
  const shop = installFakeShop({ flatsome_ajax_search_products: () => LED });
  await mount();
  type('led');
  await waitFor(() => expect(options()).toHaveLength(3));
  return shop;
}

describe('sf-live-search', () => {
  it('makes the field a combobox that controls a listbox, keeping the markup', async () => {
    await mount();
    expect(field().getAttribute('role')).toBe('combobox');
    expect(field().getAttribute('aria-autocomplete')).toBe('list');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(field().getAttribute('aria-controls')!)).toBe(listbox());
    expect(listbox().hidden).toBe(true);
    expect(document.querySelector('select[name="product_cat"]')).not.toBeNull();
    expect(document.querySelector('input[name="post_type"]')).not.toBeNull();
  });

  it('asks from the third character (GET admin-ajax, the theme action) and shows name, image and price as text', async () => {
    const shop = installFakeShop({ flatsome_ajax_search_products: () => LED });
    await mount();
    type('le');
    type('led');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(shop.requests).toHaveLength(1);
    const [request] = shop.requests as [SeenRequest];
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect([...request.url.searchParams]).toEqual([
      ['action', 'flatsome_ajax_search_products'],
      ['query', 'led'],
    ]);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(listbox().hidden).toBe(false);
    const first = options()[0]!;
    expect(first.querySelector('.sf-live-search__name')!.textContent).toBe('LED-Tagfahrlicht Set');
    expect(first.querySelector('.sf-live-search__price')!.textContent).toBe('44,90\u00a0€');
    expect(first.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(options()[2]!.querySelector('img')).toBeNull();
    await waitFor(() => expect(region()?.textContent).toBe('3 Vorschläge verfügbar.'));
  });

  it('arrows move the active option (wrapping), Enter goes to it', async () => {
    await showLed();
    key('ArrowDown');
    await waitFor(() => expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id));
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowUp');
    await waitFor(() => expect(field().getAttribute('aria-activedescendant')).toBe(options()[2]!.id));
    key('ArrowDown');
    await waitFor(() => expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id));
    key('ArrowDown');
    await waitFor(() => expect(field().getAttribute('aria-activedescendant')).toBe(options()[1]!.id));
    const enter = fireEvent.keyDown(field(), { key: 'Enter' });
    expect(enter).toBe(false); // handled: the form is not submitted
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/product/led-blinker-dynamisch/');
  });

  it('Enter without an active option, or on the no-results line, submits the form normally', async () => {
    installFakeShop({ flatsome_ajax_search_products: () => ({ suggestions: [{ id: -1, value: 'Keine Produkte gefunden.', url: '' }] }) });
    await mount();
    type('xyz');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]!.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(region()?.textContent).toBe('Keine Vorschläge.'));
    expect(fireEvent.keyDown(field(), { key: 'Enter' })).toBe(true);
    key('ArrowDown');
    await waitFor(() => expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id));
    expect(fireEvent.keyDown(field(), { key: 'Enter' })).toBe(true);
    fireEvent.click(options()[0]!);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('Escape closes, a second Escape clears; a click on an option navigates', async () => {
    await showLed();
    key('Escape');
    await waitFor(() => expect(field().getAttribute('aria-expanded')).toBe('false'));
    expect(field().value).toBe('led');
    key('ArrowDown');
    await waitFor(() => expect(field().getAttribute('aria-expanded')).toBe('true'));
    fireEvent.click(options()[2]!);
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/product/led-kennzeichenbeleuchtung/');
    key('ArrowDown');
    key('Escape');
    await waitFor(() => expect(field().getAttribute('aria-expanded')).toBe('false'));
    key('Escape');
    expect(field().value).toBe('');
  });

  it('hides 200 ms after focus leaves the form, not when it stays inside', async () => {
    await showLed();
    vi.useFakeTimers();
    document.querySelector<HTMLSelectElement>('select')!.focus(); // inside the form
    vi.advanceTimersByTime(500);
    field().focus();
    document.querySelector<HTMLAnchorElement>('a[href="/elsewhere/"]')!.focus();
    vi.advanceTimersByTime(199);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await waitFor(() => expect(field().getAttribute('aria-expanded')).toBe('false'));
    expect(listbox().hidden).toBe(true);
  });

  it('a newer query aborts the one still running; only its answer shows', async () => {
    const aborted = vi.fn();
    const shop = installFakeShop({
      flatsome_ajax_search_products: (request) => {
        if (request.url.searchParams.get('query') === 'led') return 'never';
        return { suggestions: [LED.suggestions[1]!] };
      },
    });
    await mount();
    type('led');
    await waitFor(() => expect(shop.requests).toHaveLength(1));
    const firstSignal = (shop.fetchMock.mock.calls[0]![0] as Request).signal;
    firstSignal.addEventListener('abort', aborted);
    type('led-b');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(aborted).toHaveBeenCalled();
    expect(options()[0]!.textContent).toContain('LED-Blinker dynamisch');
  });

  it('the category select asks again in that category', async () => {
    const shop = installFakeShop({ flatsome_ajax_search_products: () => LED });
    await mount();
    type('led');
    await waitFor(() => expect(shop.requests).toHaveLength(1));
    const select = document.querySelector<HTMLSelectElement>('select')!;
    select.value = 'pflege';
    fireEvent.change(select);
    await waitFor(() => expect(shop.requests).toHaveLength(2));
    expect([...shop.requests[1]!.url.searchParams]).toEqual([
      ['action', 'flatsome_ajax_search_products'],
      ['product_cat', 'pflege'],
      ['query', 'led'],
    ]);
  });

  it.each([
    ['HTTP 500', () => new Response('<p>Fehler</p>', { status: 500 })],
    ['a PHP error instead of JSON', () => new Response('<b>Fatal error</b>', { headers: { 'Content-Type': 'text/html' } })],
    ['an error body', () => ({ success: false, data: { message: 'Simulierter Fehler' } }) as unknown as SearchSuggestionsBody],
  ])('%s: the list stays closed, a polite German message, the form still submits', async (_name, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeShop({ flatsome_ajax_search_products: answer });
    await mount();
    type('led');
    const message = 'Vorschläge sind gerade nicht verfügbar. Drücke die Eingabetaste, um zu suchen.';
    await waitFor(() => expect(document.querySelector('.sf-live-search__message')?.textContent).toBe(message));
    await waitFor(() => expect(region()?.textContent).toBe(message));
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(fireEvent.keyDown(field(), { key: 'Enter' })).toBe(true);
  });

  it('renders markup in a name or price as text, and never loads a javascript: URL', async () => {
    installFakeShop({
      flatsome_ajax_search_products: () => ({
        suggestions: [{ id: 5, value: '<img src=x onerror="window.__pwned=1">', url: 'javascript:window.__pwned=2', img: 'javascript:1', price: '<img src=y onerror="window.__pwned=3">1 €' }],
      }),
    });
    await mount();
    type('<img');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(listbox().querySelectorAll('img')).toHaveLength(0);
    expect(options()[0]!.querySelector('.sf-live-search__name')!.textContent).toBe('<img src=x onerror="window.__pwned=1">');
    expect(options()[0]!.querySelector('.sf-live-search__price')!.textContent).toBe('1 €');
    fireEvent.click(options()[0]!);
    expect(navigate).not.toHaveBeenCalled();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('searches for what was typed before the code loaded, and lets go on disconnect', async () => {
    installFakeShop({ flatsome_ajax_search_products: () => LED });
    document.body.innerHTML = FORM.replace('<sf-live-search>', '<div id="later">').replace('</sf-live-search>', '</div>');
    field().focus();
    field().value = 'led';
    const host = document.createElement('sf-live-search');
    const later = document.getElementById('later')!;
    host.append(...later.childNodes);
    later.replaceWith(host);
    field().focus();
    // Moved nodes lose focus in jsdom as in browsers: the widget sees focus and a typed text.
    await waitFor(() => expect(options()).toHaveLength(3));
    const input = field();
    host.remove();
    await waitFor(() => expect(input.hasAttribute('role')).toBe(false));
    expect(input.hasAttribute('aria-expanded')).toBe(false);
    expect(host.querySelector('[role="listbox"]')).toBeNull();
  });
});
