/**
 * The page's event bus: typed, bubbling CustomEvents, named `sf:…` so they never collide with
 * the jQuery events of the same meaning that legacy shop scripts listen for and trigger.
 *
 * Domains own their events: `src/<domain>/events.ts` adds its names to PageEventMap (by
 * declaration merging) and registers how each maps to jQuery (registerJQueryEvents). The core
 * knows no domain's events; the jQuery bridge (jquery-bridge.ts, loaded only on pages with
 * jQuery) relays whatever the domains on the page registered.
 */

/** Event name → detail. Empty here; each domain's events.ts adds its own. */
export interface PageEventMap {}
export type PageEventName = keyof PageEventMap;

/**
 * DOM events a domain dispatches under another plugin's own names (Contact Form 7's `wpcf7…`),
 * because shop scripts already listen for those: name → detail. Empty here; a domain's events.ts
 * adds its own by declaration merging. They are plain bubbling CustomEvents, never relayed to
 * jQuery; the generated types give integrators' listeners their detail.
 */
export interface PluginEventMap {}

export interface BridgedDetail {
  /** True when the event came from a jQuery trigger, so the bridge does not echo it back. */
  fromJQuery?: boolean;
}

type Detail<N extends PageEventName> = PageEventMap[N] & BridgedDetail;
type Relay = (name: PageEventName, detail: Detail<PageEventName>, target: HTMLElement) => void;
const outbound = new Set<Relay>();
/** Events emitted while the jQuery bridge is still loading, relayed once it is there. */
let held: Array<Parameters<Relay>> | null = null;

/** Dispatch a page-wide event on document.body (and, through the bridge, to jQuery listeners). */
export function emit<N extends PageEventName>(name: N, detail: Detail<N>): void {
  emitOn(document.body, name, detail);
}

/** Dispatch an event on the element it concerns, bubbling, and relay it to jQuery there. */
export function emitOn<N extends PageEventName>(target: HTMLElement, name: N, detail: Detail<N>): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
  if (held) held.push([name, detail, target]);
  for (const relay of outbound) relay(name, detail, target);
}

/** Listen for a page event (they all bubble to document.body); returns the function that stops listening. */
export function on<N extends PageEventName>(name: N, listener: (detail: Detail<N>, event: Event) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent).detail, event);
  const listening = new AbortController();
  document.body.addEventListener(name, handler, { signal: listening.signal });
  return () => listening.abort();
}

/** Keep emitted events for a relay that is about to be registered (the lazy jQuery bridge). */
export function holdEventsForRelay(): void {
  held ??= [];
}

/** Used by the jQuery bridge to relay our events; returns the unsubscribe function. */
export function onEmit(relay: Relay) {
  outbound.add(relay);
  const missed = held ?? [];
  held = null;
  for (const [name, detail, target] of missed) relay(name, detail, target);
  return () => outbound.delete(relay);
}

/** Just the part of jQuery the bridge uses; jQuery itself is never imported. */
export interface JQueryLike {
  (target: unknown): {
    trigger(name: string, args?: unknown[]): unknown;
    on(names: string, handler: (event: { isTrigger?: unknown }, ...args: unknown[]) => void): unknown;
    get?(index: number): HTMLElement | undefined;
  };
}

/**
 * How one of our events maps to the jQuery event WooCommerce scripts use: its name and
 * arguments. With `fromArgs` it is two-way: a trigger by another script on document.body
 * becomes our event. Without it, ours is only announced (the event is the widget's own news).
 */
export interface JQueryEvent<D> {
  jquery: string;
  toArgs(detail: D, $: JQueryLike): unknown[];
  fromArgs?(args: unknown[]): D;
}

/** A domain's events and their jQuery counterparts; null: ours only, WooCommerce has none. */
export type JQueryEventMap<M> = { [N in keyof M]: JQueryEvent<M[N]> | null };

/**
 * A domain's jQuery map comes from its own module (src/<domain>/jquery-events.ts), built into
 * the bridge's chunk: pages without jQuery never download any of them.
 */
export type JQueryEventMapLoader = () => Promise<{ default: JQueryEventMap<object> }>;
const mapLoaders: JQueryEventMapLoader[] = [];
let onMapRegistered: ((load: JQueryEventMapLoader) => void) | undefined;

/** Called once by each domain's events module when it loads. */
export function registerJQueryEvents(load: JQueryEventMapLoader): void {
  mapLoaders.push(load);
  onMapRegistered?.(load);
}

/** For the bridge: every domain's map loader now, and each one registered later (domains load on demand). */
export function eachJQueryEventMap(visit: (load: JQueryEventMapLoader) => void): void {
  onMapRegistered = visit;
  mapLoaders.forEach(visit);
}
