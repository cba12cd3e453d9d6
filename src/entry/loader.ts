import type { SchaufensterConfigWindow } from '../core/config/schaufenster-config';
import type { RegisteredWidget } from '../core/loader/policy';
import { hasConsentSystem, WITHOUT_CONSENT_SYSTEM } from '../core/loader/consent-presence';
import { loadsNow, strategyOf, type PageFacts } from './load-strategies';
import { registeredWidgets } from './registry';

/**
 * The module entry (`dist/<build>/loader.js`). Loads a widget's code only when an element of
 * its tag is on the page and the widget's load policy (widgets/<name>/widget.ts, see
 * policy.ts) says so, now or later: markup added by cart fragments or other scripts, elements
 * that were hidden (the drawer on wide screens, the mini-cart on narrow ones, fields inside a
 * closed dropdown) once they show. A chunk that fails to load is reported and tried again the
 * next time its tag is added. Widgets inside one that holds its children (the product tabs)
 * wait until it has upgraded: it may hide them (the review form in a closed tab).
 */

/**
 * Per widget (its folder name, the tag without `sf-`), the chunks its chunk imports (domains;
 * what every widget imports, the runtime, under '*'), written in by the build (rollup.config.mjs,
 * chunkPreloads). They are requested together with the widget instead of after it has
 * downloaded and named them: one round trip less. Unbuilt (tests): none.
 */
const BUILD_PRELOADS = '{"__sf_preloads__":[]}';
const buildPreloads = (): Record<string, string[]> => JSON.parse(BUILD_PRELOADS);

/**
 * What can make a waiting element ready: a pointer, focus or touch on it ('interaction'), and
 * the same reveal hidden ones (CSS dropdowns that open on hover or focus).
 */
const INTERACTIONS = ['pointerover', 'focusin', 'touchstart'];

const requestChunk = (url: string) => import(/* @vite-ignore */ url);

/**
 * Spec §9 (script / chunk load timeout): a widget's code that has not come in 120 s counts as
 * failed, so a click held for it is given back to the markup and the tag is tried again when
 * added, rather than waiting on a connection that hangs. Code that comes later still defines
 * its element (defining is idempotent).
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
const withinTimeout = (loading: Promise<unknown>) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout after ${CHUNK_LOAD_TIMEOUT_MS} ms`)), CHUNK_LOAD_TIMEOUT_MS);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export function startLoader(
  widgets: readonly RegisteredWidget[] = registeredWidgets,
  root: Document = document,
  preloads = buildPreloads(),
  request: (url: string) => Promise<unknown> = requestChunk,
) {
  const byTag = new Map<string, RegisteredWidget>(widgets.map((widget) => [widget.tag, widget]));
  const waiting = new Set<string>(byTag.keys());
  const requested = new Set<string>();
  const notReady = new Set<Element>();
  let scrolled = false; // a page opened scrolled (restored position, #fragment) counts: read after the first layout
  let idle = false;
  const interacted = new WeakSet<Element>();

  /** Each widget's code as it loads: a click held for it is replayed when it settles. */
  const loading = new Map<string, Promise<unknown>>();
  const load = (widget: RegisteredWidget) => {
    waiting.delete(widget.tag);
    for (const chunk of [...(preloads['*'] ?? []), ...(preloads[widget.tag.slice(3)] ?? [])]) {
      if (requested.has(chunk)) continue;
      requested.add(chunk);
      request(new URL(chunk, import.meta.url).href).catch(() => requested.delete(chunk)); // a failure is reported with the widget
    }
    const defined = withinTimeout(widget.define());
    loading.set(widget.tag, defined);
    defined.catch((error: unknown) => {
      // The spec's wording; kept out of the i18n catalogue so the loader stays tiny.
      console.error(`Loading chunk ${widget.tag} failed.`, error);
      waiting.add(widget.tag);
    });
  };

  /** A selector for the not yet upgraded elements of the widgets `which` picks ('' for none). */
  const notUpgraded = (which: (widget: RegisteredWidget) => boolean | undefined) =>
    widgets
      .filter(which)
      .map((widget) => `${widget.tag}:not([data-sf-upgraded])`)
      .join(',');
  const holders = notUpgraded((widget) => widget.holdsChildren);
  // Whether an element is shown, and where the page is scrolled, are asked only once the browser
  // has laid the page out itself: asked before, checkVisibility and scrollY force the page's
  // first style and layout pass into the task that runs the page's module scripts (a long task
  // of ours in a trace of a product page). Until then such an element
  // waits: a frame, or at most 100 ms where the page does not render (a background tab).
  // After a frame has been rendered, not in its animation-frame callbacks: a layout question
  // asked there forces the frame's style and layout pass into our task (a long task after the
  // upgrades, in a trace); once the frame is rendered the answer is ready.
  const afterNextFrame = (run: () => void) => requestAnimationFrame(() => setTimeout(run));
  let laidOut = false;
  const afterFirstLayout = () => {
    if (laidOut) return;
    laidOut = true;
    scrolled ||= window.scrollY > 0;
    recheck();
  };
  afterNextFrame(afterFirstLayout);
  setTimeout(afterFirstLayout, 100);
  // The vendor's cookie holds `category:yes` once the visitor accepted it (spec §3 Consent state:
  // raw, not URL-encoded). It is read once the page is laid out, and again only after the vendor's
  // consent event (whoever changes the choice sends it: the banner, the blocker's placeholders).
  // A `document.cookie` read is a synchronous call to the browser's network process, slow while
  // the page's requests are under way, and a recheck comes with every class or style change on
  // the page: reading it on every recheck cost the variable product page's load noticeably.
  let cookie: string | undefined;
  const consentGiven = (category: string) => new RegExp(`(^|;) ?${consentVendor()}-consent=([^;]*,)?${category}:yes(,|;|$)`).test((cookie ??= document.cookie));
  // Without a consent system on the page (asked once it has loaded and is idle) there is nobody
  // to ask (spec §4): the widget loads, and the element says why, for its code to know.
  const withoutConsentSystem = (element: Element) => {
    if (!idle || hasConsentSystem(consentVendor(), (cookie ??= document.cookie))) return false;
    element.setAttribute(WITHOUT_CONSENT_SYSTEM, '');
    return true;
  };
  const onConsentUpdate = () => {
    cookie = undefined;
    scheduleRecheck();
  };
  /** What the element's policy asks about the page and the element (load-strategies.ts). */
  const factsFor = (element: Element): PageFacts => ({
    scrolled,
    idle,
    laidOut,
    interacted: interacted.has(element),
    consentGiven,
    withoutConsentSystem: () => withoutConsentSystem(element),
    insideUpgraded: (tag) => !!element.parentElement?.closest(`${tag}[data-sf-upgraded]`),
    inHolder: () => !!holders && !!element.parentElement?.closest(holders),
    shown: () => element.checkVisibility?.() ?? true,
  });

  const consider = (element: Element) => {
    const widget = byTag.get(element.localName);
    if (!widget || !waiting.has(widget.tag)) return;
    if (loadsNow(widget.when, factsFor(element))) load(widget);
    else notReady.add(element);
  };

  const scan = (node: Element | Document) => {
    if (!waiting.size) return;
    if ('localName' in node) consider(node);
    if (waiting.size) node.querySelectorAll([...waiting].join(',')).forEach(consider);
    watchNotReady();
  };

  let frame = 0;
  const recheck = () => {
    frame = 0;
    for (const element of [...notReady]) {
      notReady.delete(element);
      if (element.isConnected) consider(element);
    }
    watchNotReady();
  };
  const scheduleRecheck = () => (frame ||= afterNextFrame(recheck));

  const onInteraction = (event: Event) => {
    for (let node = event.target as Element | null; node; node = node.parentElement) interacted.add(node);
    recheck();
  };
  // A click can come before the code of a widget that loads on interaction (a tap right away,
  // a slow network): it is held and given again once the widget has upgraded, or when its code
  // failed to load, so that the markup does what it does without us (the link is followed).
  // 'idle' widgets are shown before their code comes: a pointer, focus or click on one loads it at once, the same way.
  const onInteractionTags = notUpgraded((widget) => strategyOf(widget.when).holdsClick);
  let replaying = false;
  const holdEarlyClick = (event: Event) => {
    const host = !replaying && onInteractionTags && (event.target as Element).closest?.(onInteractionTags);
    const trigger = host && byTag.get(host.localName)?.trigger;
    if (!host || (trigger && !(event.target as Element).closest(trigger))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    onInteraction(event);
    const replay = () => {
      watch.disconnect();
      replaying = true;
      (event.target as HTMLElement).click();
      replaying = false;
    };
    const watch = new MutationObserver(() => host.hasAttribute('data-sf-upgraded') && replay());
    watch.observe(host, { attributeFilter: ['data-sf-upgraded'] });
    loading.get(host.localName)?.catch(replay);
  };
  const listening = new AbortController();
  if (onInteractionTags) root.addEventListener('click', holdEarlyClick, { capture: true, signal: listening.signal });

  // 'idle': once loaded and idle (Safari has no requestIdleCallback: a timeout after load).
  // At the latest 3 s after load: the cart fragments and the header's mini-cart wait for idle,
  // and a page kept busy (animations, third-party scripts) must still get them.
  const onIdle = () => {
    performance.mark?.('sf-idle-prefetch');
    idle = true;
    scheduleRecheck();
  };
  const onLoad = () => ('requestIdleCallback' in window ? requestIdleCallback(onIdle, { timeout: 3000 }) : setTimeout(onIdle));
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true, signal: listening.signal });

  const onFirstScroll = () => {
    if (scrolled) return;
    scrolled = true;
    scheduleRecheck();
  };

  // Attribute changes that can make an element ready: dialog open, classes, hidden, style,
  // a container's or host's upgrade.
  const attributes = new MutationObserver(scheduleRecheck);
  /** The window's listeners while some element waits to be ready; aborted once none does. */
  let watching: AbortController | undefined;
  function watchNotReady() {
    if (notReady.size > 0 === !!watching) return;
    if (watching) {
      watching.abort();
      watching = undefined;
      return attributes.disconnect();
    }
    const passive = { passive: true, signal: (watching = new AbortController()).signal };
    addEventListener('resize', scheduleRecheck, passive); // media queries
    for (const type of INTERACTIONS) addEventListener(type, onInteraction, { ...passive, capture: true });
    addEventListener('scroll', onFirstScroll, passive);
    attributes.observe(root.documentElement, { attributes: true, subtree: true, attributeFilter: ['open', 'class', 'hidden', 'style', 'data-open', 'data-sf-upgraded'] });
  }

  // A widget asks for the code of widgets it will show after a first interaction (src/core/idle.ts).
  const prefetch = (event: Event) => {
    const tags: unknown = (event as CustomEvent).detail;
    if (!Array.isArray(tags)) return; // any page script can send it
    for (const tag of tags) {
      const widget = byTag.get(tag);
      if (widget && waiting.has(tag)) load(widget);
    }
  };
  root.addEventListener('sf:prefetch-widgets', prefetch, { signal: listening.signal });
  root.addEventListener(`${consentVendor()}_consent_update`, onConsentUpdate, { signal: listening.signal });

  const additions = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node.nodeType === 1) scan(node as Element);
  });
  additions.observe(root.documentElement, { childList: true, subtree: true });
  scan(root);
  return () => {
    listening.abort();
    additions.disconnect();
    notReady.clear();
    watchNotReady();
  };
}

/** Brand word of the consent banner (spec {consent-vendor}); cookieyes unless the shop says otherwise. */
const consentVendor = () => (globalThis as SchaufensterConfigWindow).schaufensterConfig?.brand?.consentVendor ?? 'cookieyes';

// In a task of its own: the loader is the page's last module script, and once the page is parsed
// the browser runs it in the task that finishes parsing, with its own style and layout pass and
// DOMContentLoaded, already a long task without any script (bench/ready.ts, 'no script'). The widgets the
// page prints as scripts define themselves; what the loader starts (waiting widgets, listeners,
// observers) needs no answer before that task ends.
if (typeof document !== 'undefined' && !(globalThis as { __SF_NO_AUTOSTART__?: boolean }).__SF_NO_AUTOSTART__) {
  setTimeout(() => startLoader());
}
