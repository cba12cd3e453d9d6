import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../../cart/events';
import '../../product/events';
import '../../checkout/events';
import { emit, emitOn, on } from './bus';
import { installJQueryBridge } from './jquery-bridge';

/**
 * Just enough of jQuery's event API: on() with extra trigger args, trigger() with isTrigger;
 * `triggered` says on what each trigger was called.
 */
function fakeJQuery() {
  const handlers = new Map<string, Array<(event: { isTrigger?: unknown }, ...args: unknown[]) => void>>();
  const triggered: Array<{ target: unknown; name: string; args: unknown[] }> = [];
  const $ = (target: unknown) => ({
    get: (index: number) => (index === 0 ? target : undefined),
    on(names: string, handler: (event: { isTrigger?: unknown }, ...args: unknown[]) => void) {
      for (const name of names.split(' ')) handlers.set(name, [...(handlers.get(name) ?? []), handler]);
    },
    off() {},
    trigger(name: string, args: unknown[] = []) {
      triggered.push({ target, name, args });
      for (const handler of handlers.get(name) ?? []) handler({ isTrigger: 3 }, ...args);
    },
  });
  return Object.assign($, { triggered });
}

describe('jQuery bridge', () => {
  const $ = fakeJQuery();
  beforeAll(() => installJQueryBridge({ jQuery: $ } as unknown as Window & { jQuery: never }));

  it('triggers the jQuery event with WooCommerce arguments for our events', () => {
    const legacy = vi.fn();
    $(document.body).on('added_to_cart', legacy);
    const button = document.createElement('a');
    emit('sf:added-to-cart', { fragments: { a: '<a></a>' }, cartHash: 'h1', button });
    expect(legacy).toHaveBeenCalledTimes(1);
    const [, fragments, hash, $button] = legacy.mock.calls[0];
    expect(fragments).toEqual({ a: '<a></a>' });
    expect(hash).toBe('h1');
    expect($button.get(0)).toBe(button);
  });

  it('turns jQuery triggers from shop scripts into our events, without echo', () => {
    const ours = vi.fn();
    const legacy = vi.fn();
    on('sf:fragment-refresh', ours);
    $(document.body).on('wc_fragment_refresh', legacy);
    $(document.body).trigger('wc_fragment_refresh');
    expect(ours).toHaveBeenCalledTimes(1);
    expect(ours.mock.calls[0][0]).toMatchObject({ fromJQuery: true });
    expect(legacy).toHaveBeenCalledTimes(1);
  });

  it('carries fragments and hash from a jQuery added_to_cart', () => {
    const ours = vi.fn();
    on('sf:added-to-cart', ours);
    $(document.body).trigger('added_to_cart', [{ x: '<p></p>' }, 'h9', $(null)]);
    expect(ours.mock.calls.at(-1)![0]).toMatchObject({ fragments: { x: '<p></p>' }, cartHash: 'h9', button: null, fromJQuery: true });
  });

  it("triggers the variation form's events where WooCommerce does, with its arguments", () => {
    document.body.innerHTML = '<form class="variations_form"><div class="single_variation"></div></form>';
    const form = document.querySelector<HTMLFormElement>('form')!;
    const details = form.querySelector<HTMLElement>('.single_variation')!;
    const variation = { variation_id: 11, attributes: { attribute_pa_inhalt: '500-ml' } };
    $.triggered.length = 0;
    emitOn(form, 'sf:check-variations', {});
    emitOn(form, 'sf:found-variation', { variation });
    emitOn(details, 'sf:show-variation', { variation, purchasable: false });
    emitOn(form, 'sf:reset-data', {});
    emitOn(form, 'sf:reset-image', {});
    emitOn(details, 'sf:hide-variation', {});
    emitOn(form, 'sf:variation-select-change', {});
    emitOn(form, 'sf:variation-has-changed', {});
    emitOn(form, 'sf:reset-variation', {});
    expect($.triggered).toEqual([
      { target: form, name: 'check_variations', args: [] },
      { target: form, name: 'found_variation', args: [variation] },
      { target: details, name: 'show_variation', args: [variation, false] },
      { target: form, name: 'reset_data', args: [] },
      { target: form, name: 'reset_image', args: [] },
      { target: details, name: 'hide_variation', args: [] },
      { target: form, name: 'woocommerce_variation_select_change', args: [] },
      { target: form, name: 'woocommerce_variation_has_changed', args: [] },
    ]);
  });

  it("triggers WooCommerce's checkout events on document.body with checkout.js's arguments", () => {
    $.triggered.length = 0;
    emit('sf:update-checkout', {});
    emit('sf:updated-checkout', { fragments: { '.woocommerce-checkout-payment': '<div></div>' } });
    emit('sf:checkout-error', { messages: '<ul class="woocommerce-error"><li>Fehler</li></ul>' });
    emit('sf:payment-method-selected', { method: 'cod' });
    expect($.triggered).toEqual([
      { target: document.body, name: 'update_checkout', args: [] },
      { target: document.body, name: 'updated_checkout', args: [{ fragments: { '.woocommerce-checkout-payment': '<div></div>' } }] },
      { target: document.body, name: 'checkout_error', args: ['<ul class="woocommerce-error"><li>Fehler</li></ul>'] },
      { target: document.body, name: 'payment_method_selected', args: [] },
    ]);
  });

  it('a payment plugin triggering update_checkout asks the checkout for a review', () => {
    const ours = vi.fn();
    on('sf:update-checkout', ours);
    $(document.body).trigger('update_checkout');
    expect(ours).toHaveBeenCalledTimes(1);
    expect(ours.mock.calls[0][0]).toMatchObject({ fromJQuery: true });
  });
});

describe('jQuery bridge with domains that load later', () => {
  /** A fresh bus and bridge (both keep page-wide state), and a domain map that loads when released. */
  async function freshBridge() {
    vi.resetModules();
    const bus = await import('./bus');
    const { installJQueryBridge: install } = await import('./jquery-bridge');
    const $ = fakeJQuery();
    const lateDomain = () => {
      let release = () => {};
      const map = { 'sf:one': { jquery: 'one', toArgs: () => [1] }, 'sf:two': { jquery: 'two', toArgs: () => [2] } };
      bus.registerJQueryEvents(() => new Promise((resolve) => (release = () => resolve({ default: map }))));
      return () => release();
    };
    return { bus, $, install: () => install({ jQuery: $ } as unknown as Window & { jQuery: never }), lateDomain };
  }

  it('keeps events emitted while a map loads and relays them in order once it is there', async () => {
    const { bus, $, install, lateDomain } = await freshBridge();
    const release = lateDomain();
    const ready = install();
    bus.emit('sf:two' as never, {} as never);
    bus.emit('sf:one' as never, {} as never);
    expect($.triggered).toEqual([]);
    release();
    await ready;
    expect($.triggered.map(({ name, args }) => [name, args])).toEqual([
      ['two', [2]],
      ['one', [1]],
    ]);
  });

  it('relays the events of a domain registered after the bridge was installed', async () => {
    const { bus, $, install, lateDomain } = await freshBridge();
    await install();
    const release = lateDomain();
    bus.emit('sf:one' as never, {} as never);
    release();
    await vi.waitFor(() => expect($.triggered.map(({ name }) => name)).toEqual(['one']));
  });
});
