import { eachJQueryEventMap, emit, onEmit, type JQueryEvent, type JQueryLike, type PageEventName } from './bus';

/**
 * Two-way bridge to the jQuery events that existing shop scripts listen for and trigger
 * (`$(document.body).on('added_to_cart', (e, fragments, hash, $button) => …)`), for whatever
 * events the domains on the page registered (src/<domain>/jquery-events.ts). Ours are
 * triggered on the element they were emitted on, with WooCommerce's arguments; jQuery triggers
 * by other scripts on document.body come back as ours for the two-way ones. jQuery is never
 * imported: this chunk loads only on pages with `window.jQuery`.
 */
type AnyJQueryEvent = JQueryEvent<never> & { fromArgs?(args: unknown[]): unknown };
let installed: Promise<void> | undefined;

/**
 * Install once per page; safe to call from every widget. Resolves once the maps of the
 * domains loaded so far are in place (events emitted meanwhile are relayed then, in order).
 */
export function installJQueryBridge(win: Window & { jQuery?: JQueryLike } = window): Promise<void> {
  const $ = win.jQuery;
  if (installed || typeof $ !== 'function') return installed ?? Promise.resolve();
  const maps = new Map<string, AnyJQueryEvent>();
  let relaying = false;
  let loading = 0;
  let waiting: Array<[PageEventName, { fromJQuery?: boolean }, HTMLElement]> = [];
  let allLoaded = () => {};
  installed = new Promise((resolve) => (allLoaded = resolve));

  const trigger = (name: PageEventName, detail: { fromJQuery?: boolean }, target: HTMLElement) => {
    const map = maps.get(name);
    if (detail.fromJQuery || !map) return;
    relaying = true;
    try {
      $(target).trigger(map.jquery, map.toArgs(detail as never, $));
    } finally {
      relaying = false;
    }
  };

  const listen = (name: PageEventName, map: AnyJQueryEvent) => {
    const fromArgs = map.fromArgs;
    if (!fromArgs) return;
    $(document.body).on(map.jquery, (event, ...args) => {
      // Relay only what other scripts trigger; `relaying` is set while we trigger ourselves.
      if (!event.isTrigger || relaying) return;
      relaying = true;
      try {
        emit(name, { ...(fromArgs(args) as object), fromJQuery: true } as never);
      } finally {
        relaying = false;
      }
    });
  };

  eachJQueryEventMap((load) => {
    loading++;
    load()
      .then(({ default: map }) => {
        for (const [name, event] of Object.entries(map) as Array<[PageEventName, AnyJQueryEvent | null]>) {
          if (!event || maps.has(name)) continue;
          maps.set(name, event);
          listen(name, event);
        }
      })
      .catch((error: unknown) => console.error('Schaufenster: jQuery events could not be loaded', error))
      .finally(() => {
        if (--loading) return;
        const missed = waiting;
        waiting = [];
        for (const args of missed) trigger(...args);
        allLoaded();
      });
  });
  // While a domain's map is loading, keep events in order until it is there.
  onEmit((name, detail, target) => (loading ? waiting.push([name, detail, target]) : trigger(name, detail, target)));
  if (!loading) allLoaded();
  return installed;
}
