/**
 * The consent blocker: a small classic script the shop prints FIRST in <head> (before any other
 * script; inline with the CSP nonce or as `consent-blocker.js`), so it is in place before anything
 * it must hold back. Like the vendor's script it
 * - writes the initial consent cookie on a first view and exposes `window.getCkyConsent()`;
 * - holds back scripts, iframes and images of blocked providers, found by URL (the configured
 *   provider list → category) or by the vendor's data attribute (`data-cookieyes="cookieyes-analytics"`),
 *   including inline `<script type="text/plain" data-cookieyes=…>` and tags added later;
 * - refuses fetch, XMLHttpRequest, sendBeacon and pixel (Image src) requests to blocked providers;
 * - restores what it held, attributes intact, once the category is accepted (scripts are
 *   re-inserted so they run, iframes and images get their src back);
 * - puts an accessible placeholder that offers consent in front of held video iframes.
 *
 * How tags are caught, and why each way (measured in Chromium, e2e/tests/consent-*.spec.ts):
 * - setters: `src` of script/iframe/img and setAttribute('src'|'type') are patched on the
 *   prototypes. An Image starts loading when its src is set, a script when it is inserted with
 *   a src: only a hook that runs before the assignment or the insertion stops the request. A
 *   patch per created element (createElement) would miss `new Image()`, cloneNode and importNode.
 * - insertion: appendChild, insertBefore, replaceChild, append, prepend, before, after,
 *   replaceWith check the inserted node and its descendants (a tag made with a data attribute
 *   and inline code, or a src set before this script ran).
 * - a MutationObserver catches parser-inserted tags (the microtask checkpoint before the
 *   parser runs a script lets it change the type first) and markup from innerHTML. It comes
 *   after the fact for requests: an `<img src>`/`<script src>` in the server's HTML is fetched by
 *   Chromium's preload scanner before any script sees it, and innerHTML's images load while it
 *   parses. So the server prints embeds in the held form (`type="text/plain"`, `data-sf-src`), as
 *   the vendor's server side does; the observer is the safety net, not the mechanism.
 */
import { REVISIT_SELECTOR, showConsentState } from '../banner-view';
import { CATEGORY_LABELS, isCategorySlug, OPTIONAL_CATEGORIES, type OptionalCategory } from '../categories';
import { newConsentId, previewRequested, runConsentEffects, storedConsent } from '../commit';
import { consentConfig, type ConsentProvider } from '../config';
import { consentCookieName, parseConsentCookie, type ConsentCookie } from '../cookie';
import { consentTransition, startConsent, type ConsentState } from '../machine';
import { consentSummary } from '../summary';

const HELD = 'data-sf-consent-held';
const HELD_SRC = 'data-sf-src';
const HELD_TYPE = 'data-sf-type';
const PLACEHOLDER = 'sf-consent-placeholder';

const config = consentConfig();
const categoryAttribute = `data-${config.vendor}`;

// Scripts run on this page: the first thing in <head>, so the stylesheet can show what only
// scripts make usable (the banner's collapsed description and its 'Mehr anzeigen') from the
// first paint on, and the page does not move when the widgets' code comes.
document.documentElement.classList.add('sf-js');

/**
 * The visitor's consent, once read. The first `document.cookie` read of a page is a synchronous
 * call to the browser's network process, and while the page's requests are under way it blocks
 * the parser (far less once the page is idle). Where the browser has the Cookie Store API (secure contexts; every engine since June 2025,
 * https://developer.mozilla.org/docs/Web/API/Window/cookieStore) the cookie is read
 * without blocking; until the answer nothing optional counts as accepted, so what a blocked
 * provider sends is held, and released once the answer says its category was accepted. Whoever
 * needs the state before that (getCkyConsent, the banner's early 'Cookie-Einstellungen',
 * DOMContentLoaded) reads the cookie synchronously, as without the API. It is asked in a task
 * after this script's: reaching `window.cookieStore` and its first `get()` are not free, and
 * in the task that parses the head they would lengthen the page's longest early task
 * (bench/ready.ts shows the blocker's share).
 */
let state: ConsentState | undefined;
function settle(stored: ConsentCookie | null): ConsentState {
  if (state) return state;
  const start = startConsent(stored, { preview: previewRequested(), newId: newConsentId, defaultConsent: config.defaultConsent });
  state = start.state;
  runConsentEffects(start.effects, null, config);
  return state;
}
const current = (): ConsentState => state ?? settle(storedConsent(config));
/** Accepted: read now if the answer has not come (a tag that would run or load needs the decision before it does). */
const accepted = (category: OptionalCategory) => current().cookie.categories[category];
/** Accepted as far as known: what is held already waits for the answer. */
const acceptedSoFar = (category: OptionalCategory) => state?.cookie.categories[category] ?? false;
const cookieStore = () => (window as { cookieStore?: { get(name: string): Promise<{ value?: string } | null> } }).cookieStore;
if ('cookieStore' in window) {
  setTimeout(() =>
    cookieStore()!
      .get(consentCookieName(config.vendor))
      .then(
        (cookie) => {
          if (state) return; // read synchronously in the meantime
          settle(parseConsentCookie(cookie?.value ?? null));
          if (OPTIONAL_CATEGORIES.some(acceptedSoFar)) sweep(); // what was held while the answer was on its way
        },
        () => current(),
      ),
  );
} else current();

/**
 * Providers by URL: a page asks about the same image and script URLs over and over (insertions,
 * src setters, the observer). A relative URL is keyed with the base it resolves against (a
 * `<base>` or history.pushState can change that).
 */
const providers = new Map<string, ConsentProvider | undefined>();
function providerOf(url: string | null | undefined): ConsentProvider | undefined {
  if (!url) return undefined;
  const key = /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `${document.baseURI} ${url}`;
  if (providers.has(key)) return providers.get(key);
  if (providers.size > 1000) providers.clear(); // bounded: a page that makes URLs up (cache busters) cannot grow it
  const provider = resolveProvider(url);
  providers.set(key, provider);
  return provider;
}
function resolveProvider(url: string): ConsentProvider | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, document.baseURI);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(parsed.protocol)) return undefined;
  const key = parsed.host + parsed.pathname;
  return config.providers.find((provider) => key.startsWith(provider.match));
}

/** The category a URL needs that is not accepted yet, or null. */
function blockedUrl(url: string | null | undefined): OptionalCategory | null {
  const category = providerOf(url)?.category;
  return category && !accepted(category) ? category : null;
}

function attributeCategory(element: Element): OptionalCategory | null {
  const value = element.getAttribute(categoryAttribute);
  const slug = value?.startsWith(`${config.vendor}-`) ? value.slice(config.vendor.length + 1) : null;
  return slug && isCategorySlug(slug) && slug !== 'necessary' ? slug : null;
}

const native = {
  setAttribute: Element.prototype.setAttribute,
  getAttribute: Element.prototype.getAttribute,
  removeAttribute: Element.prototype.removeAttribute,
};
type Tag = HTMLScriptElement | HTMLIFrameElement | HTMLImageElement;
const isTag = (node: unknown): node is Tag => node instanceof HTMLScriptElement || node instanceof HTMLIFrameElement || node instanceof HTMLImageElement;

/** Hold an element for a category: a script gets a type that never runs, iframes and images lose their src. */
function hold(element: Tag, category: OptionalCategory, src?: string): void {
  if (!element.hasAttribute(HELD)) native.setAttribute.call(element, HELD, category);
  if (element instanceof HTMLScriptElement) {
    const type = native.getAttribute.call(element, 'type');
    if (type !== 'text/plain') {
      if (type !== null) native.setAttribute.call(element, HELD_TYPE, type);
      native.setAttribute.call(element, 'type', 'text/plain');
    }
    if (src !== undefined) native.setAttribute.call(element, 'src', src);
  } else {
    const current = src ?? native.getAttribute.call(element, 'src');
    if (current !== null) native.setAttribute.call(element, HELD_SRC, current);
    native.removeAttribute.call(element, 'src');
    if (element instanceof HTMLImageElement && element.hasAttribute('srcset')) {
      native.setAttribute.call(element, 'data-sf-srcset', element.getAttribute('srcset')!);
      native.removeAttribute.call(element, 'srcset');
    }
  }
}

/**
 * Whether this element must be held now (by data attribute or URL), and holds it. A tag that
 * would run or load as it is needs the visitor's answer now (accepted); one printed held waits as
 * it is, and runs or loads at once only if its category is known to be accepted (acceptedSoFar;
 * the cookie's answer releases the rest), so a page whose tags are all printed held is parsed
 * without a synchronous cookie read.
 */
function check(element: Element): void {
  if (!isTag(element)) return;
  const heldFor = element.getAttribute(HELD);
  if (heldFor) {
    if (isCategorySlug(heldFor) && heldFor !== 'necessary' && acceptedSoFar(heldFor)) release(element);
    return;
  }
  // Printed held: a script as text (a type="text/plain" tag without our category attribute is
  // someone else's text, not ours to run), an image or iframe with its src in data-sf-src, e.g. in
  // HTML a widget inserts later (the photo feed).
  const printedHeld = element instanceof HTMLScriptElement ? element.type === 'text/plain' : element.hasAttribute(HELD_SRC);
  const isAccepted = printedHeld ? acceptedSoFar : accepted;
  const byAttribute = attributeCategory(element);
  if (byAttribute && !isAccepted(byAttribute)) return hold(element, byAttribute);
  if (byAttribute && printedHeld) {
    hold(element, byAttribute);
    return release(element);
  }
  const byUrl = providerOf(native.getAttribute.call(element, 'src') ?? native.getAttribute.call(element, HELD_SRC))?.category;
  if (byUrl && !isAccepted(byUrl)) hold(element, byUrl);
}

/** The node and the tags inside it (a node without child elements, most of what is inserted, needs no query). */
function checkTree(node: Node): void {
  if (node instanceof Element) check(node);
  if ((node instanceof Element || node instanceof DocumentFragment) && node.firstElementChild) {
    node.querySelectorAll('script, iframe, img').forEach(check);
  }
}

/** Give back what was held: the same tag with its attributes, scripts re-inserted so they run. */
function release(element: Tag): void {
  if (element instanceof HTMLScriptElement) {
    const script = document.createElement('script');
    for (const { name, value } of Array.from(element.attributes)) {
      if (name !== 'type' && name !== HELD && name !== HELD_TYPE) native.setAttribute.call(script, name, value);
    }
    const type = element.getAttribute(HELD_TYPE);
    if (type) native.setAttribute.call(script, 'type', type);
    script.text = element.text;
    if (element.isConnected) element.replaceWith(script);
    else {
      // Not inserted yet: make this very element runnable, its insertion will run it.
      native.removeAttribute.call(element, HELD);
      if (type) native.setAttribute.call(element, 'type', type);
      else native.removeAttribute.call(element, 'type');
    }
    return;
  }
  native.removeAttribute.call(element, HELD);
  const src = element.getAttribute(HELD_SRC);
  const srcset = element.getAttribute('data-sf-srcset');
  native.removeAttribute.call(element, HELD_SRC);
  if (srcset !== null) native.setAttribute.call(element, 'srcset', srcset);
  if (src !== null) native.setAttribute.call(element, 'src', src);
  if (element instanceof HTMLIFrameElement) {
    const placeholder = element.previousElementSibling;
    if (placeholder?.classList.contains(PLACEHOLDER)) {
      const hadFocus = placeholder.contains(document.activeElement);
      placeholder.remove();
      element.hidden = false;
      if (hadFocus) element.focus();
    }
  }
}

function patchSrc(proto: { prototype: Tag }): void {
  const descriptor = Object.getOwnPropertyDescriptor(proto.prototype, 'src');
  if (!descriptor?.set || !descriptor.get) return;
  const { get, set } = descriptor;
  Object.defineProperty(proto.prototype, 'src', {
    configurable: true,
    enumerable: descriptor.enumerable,
    get,
    set(this: Tag, value: unknown) {
      const url = String(value);
      const category = this.hasAttribute(HELD) ? (this.getAttribute(HELD) as OptionalCategory) : blockedUrl(url);
      if (category && !accepted(category)) hold(this, category, url);
      else set.call(this, value);
    },
  });
}
patchSrc(HTMLScriptElement);
patchSrc(HTMLIFrameElement);
patchSrc(HTMLImageElement);

Element.prototype.setAttribute = function setAttribute(this: Element, name: string, value: string) {
  const lower = String(name).toLowerCase();
  if (isTag(this) && (lower === 'src' || lower === 'type')) {
    const heldFor = this.getAttribute(HELD) as OptionalCategory | null;
    if (lower === 'type' && heldFor && this instanceof HTMLScriptElement) return native.setAttribute.call(this, HELD_TYPE, value);
    const category = lower === 'src' ? (heldFor ?? blockedUrl(value)) : null;
    if (category && !accepted(category)) return hold(this, category, String(value));
  }
  return native.setAttribute.call(this, name, value);
};

// Insertion: check what is about to be connected before the browser starts loading it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wraps any native method
type Method = (this: unknown, ...args: any[]) => any;
function guard(target: object, method: string, nodesOf: (args: unknown[]) => unknown[]): void {
  const original = (target as Record<string, Method>)[method];
  if (typeof original !== 'function') return;
  (target as Record<string, Method>)[method] = function (this: unknown, ...args: unknown[]) {
    for (const node of nodesOf(args)) if (node instanceof Node) checkTree(node);
    return original.apply(this, args);
  };
}
const first = (args: unknown[]) => [args[0]];
const all = (args: unknown[]) => args;
guard(Node.prototype, 'appendChild', first);
guard(Node.prototype, 'insertBefore', first);
guard(Node.prototype, 'replaceChild', first);
for (const method of ['append', 'prepend', 'before', 'after', 'replaceWith']) {
  guard(Element.prototype, method, all);
  if (method === 'append' || method === 'prepend') guard(DocumentFragment.prototype, method, all);
}
guard(Element.prototype, 'insertAdjacentElement', (args) => [args[1]]);

// Requests: refused while their provider's category is not accepted.
const refused = (url: string) => new TypeError(`Blockiert bis zur Einwilligung: ${url}`);
const nativeFetch = window.fetch;
window.fetch = function fetch(input: RequestInfo | URL, init?: RequestInit) {
  const url = input instanceof Request ? input.url : String(input);
  return blockedUrl(url) ? Promise.reject(refused(url)) : nativeFetch.call(this, input, init);
};
const xhrUrls = new WeakMap<XMLHttpRequest, string>();
const nativeOpen = XMLHttpRequest.prototype.open;
const nativeSend = XMLHttpRequest.prototype.send;
XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, ...args: unknown[]) {
  xhrUrls.set(this, String(args[1]));
  return (nativeOpen as Method).apply(this, args);
};
XMLHttpRequest.prototype.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
  if (blockedUrl(xhrUrls.get(this))) {
    // What a network error looks like to the caller: no request, an error event.
    queueMicrotask(() => this.dispatchEvent(new ProgressEvent('error')));
    return;
  }
  return nativeSend.call(this, body);
};
if (navigator.sendBeacon) {
  const nativeBeacon = navigator.sendBeacon;
  navigator.sendBeacon = function sendBeacon(url: string | URL, data?: BodyInit | null) {
    // false is the API's own "could not queue it".
    return blockedUrl(String(url)) ? false : nativeBeacon.call(navigator, url, data);
  };
}

// Video iframes: a placeholder in front that says what loading means and offers consent.
function placeholderFor(iframe: HTMLIFrameElement): void {
  const category = iframe.getAttribute(HELD) as OptionalCategory | null;
  if (!category || iframe.previousElementSibling?.classList.contains(PLACEHOLDER)) return;
  const provider = providerOf(iframe.getAttribute(HELD_SRC));
  if (!provider?.video) return;
  const name = provider.name ?? new URL(iframe.getAttribute(HELD_SRC)!, document.baseURI).host;
  const box = document.createElement('div');
  box.className = PLACEHOLDER;
  native.setAttribute.call(box, 'role', 'group');
  native.setAttribute.call(box, 'aria-label', `Blockiertes Video: ${iframe.title || name}`);
  const text = document.createElement('p');
  text.textContent = `Dieses Video von ${name} wird erst geladen, wenn du der Kategorie „${CATEGORY_LABELS[category]}“ zustimmst. Dabei werden Daten an ${name} übertragen.`;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = 'Inhalt laden und Einwilligung erteilen';
  button.addEventListener('click', () => decide({ type: 'accept-category', category }));
  box.append(text, button);
  iframe.hidden = true;
  iframe.before(box);
}

function decide(event: Parameters<typeof consentTransition>[1]): void {
  const previous = current().cookie.categories;
  const next = consentTransition(current(), event);
  state = next.state;
  runConsentEffects(next.effects, previous, config);
}

function sweep(root: ParentNode = document): void {
  root.querySelectorAll<Tag>('script, iframe, img').forEach(check);
  root.querySelectorAll<HTMLIFrameElement>(`iframe[${HELD}]`).forEach(placeholderFor);
}

/**
 * While the document is parsed, the observer's callback runs at every script the parser meets
 * (the microtask checkpoint before it runs) with every node added since, text nodes included:
 * about 760 records in 24 callbacks on a product page, and reading them made a JavaScript
 * object for each node. Then it looks through the document's own lists of the three tags
 * instead and checks each tag once, however it came (the parser, innerHTML, a script), which
 * roughly halves the callbacks' time (bench/ready.ts, the blocker's part). (A tag is new to the lists or inserted again by a wrapped
 * method, which checks it itself: a WeakSet of the ones looked at is enough.)
 */
const parsedTags = [document.getElementsByTagName('script'), document.getElementsByTagName('iframe'), document.getElementsByTagName('img')];
const lookedAt = new WeakSet<Element>();
function checkParsedTags(): void {
  for (const list of parsedTags) {
    for (const element of list) {
      if (lookedAt.has(element)) continue;
      lookedAt.add(element);
      check(element);
      if (element instanceof HTMLIFrameElement) placeholderFor(element);
    }
  }
}

// Once the document is parsed, insertions are few and come in small batches: each added
// element's subtree is looked through once, by the topmost added element of the batch that holds
// it (a query per added element made the work grow with the depth of the page). An element whose
// parent was added in the same batch is inside that parent's subtree, and so on up to one that is
// looked through.
new MutationObserver((records) => {
  if (document.readyState === 'loading') return checkParsedTags();
  const added = new Set<Element>();
  for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) added.add(node);
  for (const element of added) {
    // Its parent added in this batch too: the topmost of them looks through the subtree.
    if (element.parentElement && added.has(element.parentElement)) continue;
    checkTree(element);
    if (element instanceof HTMLIFrameElement) placeholderFor(element);
    else if (element.firstElementChild) element.querySelectorAll<HTMLIFrameElement>(`iframe[${HELD}]`).forEach(placeholderFor);
  }
}).observe(document.documentElement, { childList: true, subtree: true });

// The cookie is the truth: whoever changed it (the banner, a placeholder, another script),
// the vendor's event says so and what is now accepted is released.
document.addEventListener(`${config.vendor}_consent_update`, () => {
  const cookie = storedConsent(config);
  if (cookie) state = state ? { ...state, cookie } : settle(cookie);
  sweep();
});

(window as unknown as { getCkyConsent: () => unknown }).getCkyConsent = () => consentSummary(storedConsent(config) ?? current().cookie, config.languageCode);

// 'Cookie-Einstellungen' before the banner's code has loaded (it loads once the banner shows):
// the banner opens at once as its code will show it (settings open, heading focused, so it is
// scrolled to and announced), and is asked to stay so when it upgrades.
document.addEventListener('click', (event) => {
  const button = (event.target as Element).closest?.(REVISIT_SELECTOR);
  const banner = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!banner || banner.hasAttribute('data-sf-upgraded')) return;
  native.setAttribute.call(banner, 'data-sf-consent-open', '');
  showConsentState(banner, consentTransition(current(), { type: 'revisit' }).state);
  banner.querySelector<HTMLElement>('.sf-consent__title')?.focus();
});

// A task after DOMContentLoaded, not in it: the browser finishes parsing, lays the page out and
// fires DOMContentLoaded in one task, already long without any script (bench/ready.ts, 'no
// script'). Nothing has waited for this sweep (the observer checked every parsed tag as it came), and
// the vendor's own script sends its event once its banner is in the page, after the event too.
document.addEventListener('DOMContentLoaded', () =>
  setTimeout(() => {
    sweep();
    document.dispatchEvent(new CustomEvent(`${config.vendor}_banner_load`, { detail: consentSummary(current().cookie, config.languageCode) }));
  }),
);
