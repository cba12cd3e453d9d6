import { emit, onEmit, type CartEventMap, type CartEventName, type Fragments } from './cart-events';
import type { VariationEventMap, VariationEventName } from './variation-events';

/**
 * Two-way bridge to the jQuery events that existing shop scripts listen for and trigger
 * (`$(document.body).on('added_to_cart', (e, fragments, hash, $button) => …)`), and one-way
 * for the variation form's (`$form.on('found_variation', (e, variation) => …)`): those are
 * the form's own news, which scripts only listen to. jQuery is never imported: the bridge is
 * a no-op on pages without `window.jQuery`.
 */
interface JQueryLike {
  (target: unknown): {
    trigger(name: string, args?: unknown[]): unknown;
    on(names: string, handler: (event: { isTrigger?: unknown }, ...args: unknown[]) => void): unknown;
    off(names: string): unknown;
    get?(index: number): HTMLElement | undefined;
  };
}

type Mapping = {
  [N in CartEventName]: {
    jquery: string;
    toArgs(detail: CartEventMap[N], $: JQueryLike): unknown[];
    fromArgs(args: unknown[]): CartEventMap[N];
  };
};

const element = (value: unknown): HTMLElement | null => {
  const candidate = (value as { get?: (i: number) => unknown } | undefined)?.get?.(0) ?? value;
  return candidate instanceof HTMLElement ? candidate : null;
};
const none = () => ({}) as Record<string, never>;

const mapping: Mapping = {
  'sf:adding-to-cart': {
    jquery: 'adding_to_cart',
    toArgs: (d, $) => [$(d.button), d.data],
    fromArgs: ([button, data]) => ({ button: element(button), data: (data as Record<string, string>) ?? {} }),
  },
  'sf:added-to-cart': {
    jquery: 'added_to_cart',
    toArgs: (d, $) => [d.fragments, d.cartHash, $(d.button)],
    fromArgs: ([fragments, cartHash, button]) => ({
      fragments: (fragments as Fragments) ?? {},
      cartHash: String(cartHash ?? ''),
      button: element(button),
    }),
  },
  'sf:removed-from-cart': {
    jquery: 'removed_from_cart',
    toArgs: (d, $) => [d.fragments, d.cartHash, $(d.button)],
    fromArgs: ([fragments, cartHash, button]) => ({
      fragments: (fragments as Fragments) ?? {},
      cartHash: String(cartHash ?? ''),
      button: element(button),
    }),
  },
  'sf:fragment-refresh': { jquery: 'wc_fragment_refresh', toArgs: () => [], fromArgs: none },
  'sf:fragments-refreshed': {
    jquery: 'wc_fragments_refreshed',
    toArgs: (d) => [d.fragments, d.cartHash],
    fromArgs: ([fragments, cartHash]) => ({ fragments: (fragments as Fragments) ?? {}, cartHash: String(cartHash ?? '') }),
  },
  'sf:fragments-loaded': { jquery: 'wc_fragments_loaded', toArgs: () => [], fromArgs: none },
  'sf:fragments-ajax-error': {
    jquery: 'wc_fragments_ajax_error',
    toArgs: () => [],
    fromArgs: () => ({ reason: 'jquery' }),
  },
  'sf:cart-button-updated': {
    jquery: 'wc_cart_button_updated',
    toArgs: (d, $) => [$(d.button)],
    fromArgs: ([button]) => ({ button: element(button) ?? document.body }),
  },
  'sf:cart-updated': { jquery: 'updated_wc_div', toArgs: () => [], fromArgs: none },
};

/** null: ours only, WooCommerce has no such event. */
type VariationMapping = {
  [N in VariationEventName]: { jquery: string; toArgs(detail: VariationEventMap[N]): unknown[] } | null;
};

const noArgs = () => [];

/** Triggered where WooCommerce triggers them, with its arguments. */
const variationMapping: VariationMapping = {
  'sf:found-variation': { jquery: 'found_variation', toArgs: (d) => [d.variation] },
  'sf:show-variation': { jquery: 'show_variation', toArgs: (d) => [d.variation, d.purchasable] },
  'sf:hide-variation': { jquery: 'hide_variation', toArgs: noArgs },
  'sf:reset-data': { jquery: 'reset_data', toArgs: noArgs },
  'sf:reset-image': { jquery: 'reset_image', toArgs: noArgs },
  'sf:check-variations': { jquery: 'check_variations', toArgs: noArgs },
  'sf:variation-select-change': { jquery: 'woocommerce_variation_select_change', toArgs: noArgs },
  'sf:variation-has-changed': { jquery: 'woocommerce_variation_has_changed', toArgs: noArgs },
  'sf:reset-variation': null,
  'sf:add-blocked': null,
};

type Outbound = { jquery: string; toArgs(detail: never, $: JQueryLike): unknown[] } | null;
const outbound: Record<string, Outbound> = { ...mapping, ...variationMapping };

let installed = false;
let relaying = false;

/** Install once per page; safe to call from every widget. */
export function installJQueryBridge(win: Window & { jQuery?: JQueryLike } = window): void {
  const $ = win.jQuery;
  if (installed || typeof $ !== 'function') return;
  installed = true;
  const names = Object.keys(mapping) as CartEventName[];

  onEmit((name, detail, target) => {
    const map = outbound[name];
    if (detail.fromJQuery || !map) return;
    relaying = true;
    try {
      $(target).trigger(map.jquery, map.toArgs(detail as never, $));
    } finally {
      relaying = false;
    }
  });

  for (const name of names) {
    const map = mapping[name] as Mapping[CartEventName];
    $(document.body).on(map.jquery, (event, ...args) => {
      // Relay only what other scripts trigger; `relaying` is set while we trigger ourselves.
      if (!event.isTrigger || relaying) return;
      relaying = true;
      try {
        emit(name, { ...(map.fromArgs(args) as object), fromJQuery: true } as never);
      } finally {
        relaying = false;
      }
    });
  }
}

/** For tests: forget the installation so a fresh fake jQuery can be bridged. */
export function resetJQueryBridgeForTests(): void {
  installed = false;
}
