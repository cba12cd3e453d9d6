/** Fault settings and the registry of endpoints that can fail. */
import { describe, expect, it } from 'vitest';
import { cartTotals } from '../cart/model.ts';
import { dom } from '../test-helpers.ts';
import { controlPage } from './control-page.ts';
import { describeFaults, parseFaultRequest, takeFault, type FaultSetting } from './modes.ts';
import { FaultRegistry } from './registry.ts';

describe('faults', () => {
  it('parses requests and counts down times', () => {
    const registry = new FaultRegistry();
    registry.register({ name: 'add_to_cart', label: 'In den Warenkorb legen' });
    expect(parseFaultRequest(registry, { endpoint: '*', mode: 'slow' })).toMatchObject({ ok: true, delayMs: 3000, endpoints: expect.arrayContaining(['add_to_cart']) });
    expect(parseFaultRequest(registry, { endpoint: 'add_to_cart', mode: 'slow', delayMs: 999999 }).ok).toBe(false);
    const faults = new Map<string, FaultSetting>([['add_to_cart', { mode: 'http500', delayMs: 0, times: 2 }]]);
    expect(takeFault(faults, 'add_to_cart')?.mode).toBe('http500');
    expect(takeFault(faults, 'add_to_cart')?.mode).toBe('http500');
    expect(takeFault(faults, 'add_to_cart')).toBeUndefined();
  });
});

describe('fault registry', () => {
  function shopLikeRegistry(): FaultRegistry {
    const registry = new FaultRegistry();
    registry.register({ name: 'add_to_cart', label: 'In den Warenkorb legen' });
    registry.register({ name: 'images', label: 'Produktbilder', inStar: false });
    return registry;
  }

  it('lists endpoints in registration order; * leaves out those registered outside it', () => {
    const registry = shopLikeRegistry();
    registry.register({ name: 'wallet_create_order', label: 'Bestellung anlegen' });
    expect(registry.names()).toEqual(['add_to_cart', 'images', 'wallet_create_order']);
    expect(registry.starNames()).toEqual(['add_to_cart', 'wallet_create_order']);
    expect(parseFaultRequest(registry, { endpoint: '*', mode: 'hang' })).toMatchObject({ ok: true, endpoints: ['add_to_cart', 'wallet_create_order'] });
    expect(parseFaultRequest(registry, { endpoint: 'nope', mode: 'hang' })).toEqual({
      ok: false,
      message: 'Unbekannter Endpunkt. Erlaubt: add_to_cart, images, wallet_create_order oder * (alle außer images).',
    });
  });

  it("fills in the PHP-like failures and keeps an endpoint's own error answer", () => {
    const registry = new FaultRegistry();
    const plain = registry.register({ name: 'remove_from_cart', label: 'Artikel entfernen' });
    const own = registry.register({ name: 'flatsome_quickview', label: 'Schnellansicht', errorBody: () => ({ status: 200, type: 'html', body: '0' }) });
    expect(plain.inStar).toBe(true);
    expect(plain.serverError).toMatchObject({ status: 500, type: 'text/html' });
    expect(plain.brokenBody).toMatchObject({ status: 200, type: 'text/html' });
    expect(plain.errorBody({}, undefined)).toEqual({ status: 200, json: { success: false, data: { message: 'Simulierter Fehler' } } });
    expect(own.errorBody({}, undefined)).toEqual({ status: 200, type: 'html', body: '0' });
    expect(() => registry.register({ name: 'remove_from_cart', label: 'noch einmal' })).toThrow(/twice/);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('knows no endpoint %s', (name) => {
    const registry = shopLikeRegistry();
    expect([registry.has(name), registry.get(name)]).toEqual([false, undefined]);
    expect(parseFaultRequest(registry, { endpoint: name, mode: 'http500' }).ok).toBe(false);
  });

  it('describes and shows on the control page whatever is registered', () => {
    const registry = shopLikeRegistry();
    registry.register({ name: 'wallet_create_order', label: 'Bestellung anlegen' });
    const faults = new Map<string, FaultSetting>([['wallet_create_order', { mode: 'slow', delayMs: 500 }]]);
    expect(describeFaults(registry, faults)).toEqual({
      add_to_cart: { mode: 'none' },
      images: { mode: 'none' },
      wallet_create_order: { mode: 'slow', delayMs: 500 },
    });
    const page = dom(
      `<!doctype html><body>${controlPage({ endpoints: registry.list(), faults, totals: cartTotals(new Map()), build: 'preact', bundle: 'module', theme: 'flatsome', distAvailable: { preact: true, react: false } }).value}`,
    );
    const rows = [...page.querySelectorAll('tbody tr')];
    expect(rows.map((row) => row.querySelector('th')!.textContent)).toEqual(['add_to_cartIn den Warenkorb legen', 'imagesProduktbilder', 'wallet_create_orderBestellung anlegen']);
    expect((page.querySelector('select[name="faults[wallet_create_order][mode]"]') as HTMLSelectElement).value).toBe('slow');
    expect(page.querySelector('input[name="faults[wallet_create_order][delayMs]"]')!.getAttribute('value')).toBe('500');
    expect(page.querySelector('label[for="mode-wallet_create_order"]')!.textContent).toBe('Modus für wallet_create_order');
    // What is built, and how to build the rest (npm start builds it in the background).
    expect(page.body.textContent).toContain('Gebaut: preact ja, react nein. npm start baut die übrigen Bundles nach dem Start im Hintergrund');
  });
});
