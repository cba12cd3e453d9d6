import type { VariationEventMap } from './variation-events';

/**
 * The cart's page events. Each is a bubbling CustomEvent on document.body. Names are prefixed
 * so they never collide with the jQuery events of the same meaning (see jquery-bridge.ts),
 * which legacy shop scripts still listen for and trigger.
 */
export interface CartEventMap {
  'sf:adding-to-cart': { button: HTMLElement | null; data: Record<string, string> };
  'sf:added-to-cart': { fragments: Fragments; cartHash: string; button: HTMLElement | null };
  'sf:removed-from-cart': { fragments: Fragments; cartHash: string; button: HTMLElement | null };
  /** A request: "the cart changed elsewhere, fetch fresh fragments". */
  'sf:fragment-refresh': Record<string, never>;
  'sf:fragments-refreshed': { fragments: Fragments; cartHash: string };
  'sf:fragments-loaded': Record<string, never>;
  'sf:fragments-ajax-error': { reason: string };
  'sf:cart-button-updated': { button: HTMLElement };
  /** The cart page's form and totals were replaced (WooCommerce's updated_wc_div). */
  'sf:cart-updated': Record<string, never>;
}

/** Page-region selector → replacement HTML, as the shop sends it. */
export type Fragments = Record<string, string>;

export type CartEventName = keyof CartEventMap;

/** Every event relayed to jQuery: the cart's on document.body, the variation form's on its form. */
export interface PageEventMap extends CartEventMap, VariationEventMap {}
export type PageEventName = keyof PageEventMap;

export interface BridgedDetail {
  /** True when the event came from a jQuery trigger, so the bridge does not echo it back. */
  fromJQuery?: boolean;
}

type Listener<N extends PageEventName> = (detail: PageEventMap[N] & BridgedDetail, event: Event) => void;

type Relay = (name: PageEventName, detail: PageEventMap[PageEventName] & BridgedDetail, target: HTMLElement) => void;
const outbound = new Set<Relay>();
/** Events emitted while the jQuery bridge is still loading, relayed once it is there. */
let held: Array<Parameters<Relay>> | null = null;

/** Dispatch a cart event on document.body (and, through the bridge, to jQuery listeners). */
export function emit<N extends CartEventName>(name: N, detail: PageEventMap[N] & BridgedDetail): void {
  emitOn(document.body, name, detail);
}

/** Dispatch a page event on the element it concerns, bubbling, and relay it to jQuery there. */
export function emitOn<N extends PageEventName>(target: HTMLElement, name: N, detail: PageEventMap[N] & BridgedDetail): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
  if (held) held.push([name, detail, target]);
  for (const relay of outbound) relay(name, detail, target);
}

/** Keep emitted events for a relay that is about to be registered (the lazy jQuery bridge). */
export function holdEventsForRelay(): void {
  held ??= [];
}

/** Listen for a page event (they all bubble to document.body); returns the function that stops listening. */
export function on<N extends PageEventName>(name: N, listener: Listener<N>): () => void {
  const handler = (event: Event) => listener((event as CustomEvent).detail, event);
  document.body.addEventListener(name, handler);
  return () => document.body.removeEventListener(name, handler);
}

/** Used by the jQuery bridge to relay our events; returns the unsubscribe function. */
export function onEmit(relay: Relay) {
  outbound.add(relay);
  const missed = held ?? [];
  held = null;
  for (const [name, detail, target] of missed) relay(name, detail, target);
  return () => outbound.delete(relay);
}
