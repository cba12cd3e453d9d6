import { containerTags, loadOnScrollTags, widgetLoaders } from './widget-registry';

/**
 * The module entry (`dist/<build>/loader.js`). Loads a widget's code only when its tag is on
 * the page and shown, now or later: markup added by cart fragments or other scripts, and
 * elements that were hidden (the drawer on wide screens, the mini-cart on narrow ones, fields
 * inside a closed dropdown) once they show. A chunk that fails to load is reported and tried
 * again the next time its tag is added. Widgets inside a container widget (the product tabs)
 * wait until it has upgraded: it may hide them (the review form in a closed tab). Widgets
 * that only act once the page is scrolled (the sticky add-to-cart bar) load on the first scroll.
 */
export function startLoader(
  registry = widgetLoaders,
  root: Document = document,
  // Every widget needs the shared runtime: it is asked for alongside the first widget instead
  // of after it (a widget chunk names it only once downloaded), saving a round trip.
  requestRuntime: () => Promise<unknown> = () => import('./element/define-widget'),
  containers: readonly string[] = containerTags,
  onScroll: readonly string[] = loadOnScrollTags,
) {
  const waiting = new Set(Object.keys(registry));
  let scrolled = false;
  const hidden = new Set<Element>();

  let runtimeRequested = false;
  const load = (tag: string) => {
    waiting.delete(tag);
    if (!runtimeRequested) {
      runtimeRequested = true;
      requestRuntime().catch(() => undefined); // a failure is reported with the widget
    }
    registry[tag]().catch((error: unknown) => {
      // The spec's wording; kept out of the i18n catalogue so the loader stays tiny.
      console.error(`Loading chunk ${tag} failed.`, error);
      waiting.add(tag);
    });
  };

  const pendingContainer = containers.map((tag) => `${tag}:not([data-sf-upgraded])`).join(',');
  const shown = (element: Element) =>
    (scrolled || !onScroll.includes(element.localName)) &&
    !(pendingContainer && element.parentElement?.closest(pendingContainer)) &&
    (element.checkVisibility?.() ?? true);

  const consider = (element: Element) => {
    if (!waiting.has(element.localName)) return;
    if (shown(element)) load(element.localName);
    else hidden.add(element);
  };

  const scan = (node: Element | Document) => {
    if (!waiting.size) return;
    if ('localName' in node) consider(node);
    if (waiting.size) node.querySelectorAll([...waiting].join(',')).forEach(consider);
    watchHidden();
  };

  let frame = 0;
  const recheck = () => {
    frame = 0;
    for (const element of [...hidden]) {
      if (!element.isConnected || !waiting.has(element.localName)) hidden.delete(element);
      else if (shown(element)) {
        hidden.delete(element);
        load(element.localName);
      }
    }
    watchHidden();
  };
  const scheduleRecheck = () => (frame ||= requestAnimationFrame(() => recheck()));

  // What can reveal a hidden element: a resize (media queries), hover and focus (CSS
  // dropdowns), and attribute changes (dialog open, classes, hidden, style, a container's
  // upgrade).
  const attributes = new MutationObserver(scheduleRecheck);
  let watching = false;
  function watchHidden() {
    if (hidden.size && !watching) {
      watching = true;
      attributes.observe(root.documentElement, { attributes: true, subtree: true, attributeFilter: ['open', 'class', 'hidden', 'style', 'data-open', 'data-sf-upgraded'] });
      for (const type of ['resize', 'pointerover', 'focusin']) window.addEventListener(type, scheduleRecheck, true);
    } else if (!hidden.size && watching) {
      watching = false;
      attributes.disconnect();
      for (const type of ['resize', 'pointerover', 'focusin']) window.removeEventListener(type, scheduleRecheck, true);
    }
  }

  // A page opened scrolled (restored position, #fragment) counts as scrolled.
  const onFirstScroll = () => {
    scrolled = true;
    window.removeEventListener('scroll', onFirstScroll);
    scheduleRecheck();
  };
  if (onScroll.length) {
    if (window.scrollY > 0) scrolled = true;
    else window.addEventListener('scroll', onFirstScroll, { passive: true });
  }

  const additions = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node.nodeType === 1) scan(node as Element);
  });
  additions.observe(root.documentElement, { childList: true, subtree: true });
  scan(root);
  return () => {
    additions.disconnect();
    attributes.disconnect();
    window.removeEventListener('scroll', onFirstScroll);
    hidden.clear();
    watchHidden();
  };
}

if (typeof document !== 'undefined' && !(globalThis as { __SF_NO_AUTOSTART__?: boolean }).__SF_NO_AUTOSTART__) {
  startLoader();
}
