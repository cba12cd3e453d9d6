import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadPolicy, RegisteredWidget } from '../core/loader/policy';

(globalThis as { __SF_NO_AUTOSTART__?: boolean }).__SF_NO_AUTOSTART__ = true;
const { startLoader, CHUNK_LOAD_TIMEOUT_MS } = await import('./loader');
const { WITHOUT_CONSENT_SYSTEM } = await import('../core/loader/consent-presence');

/** A widget whose `define` records each load. */
function widget(tag: `sf-${string}`, when: LoadPolicy = 'visible', extra: Partial<RegisteredWidget> = {}) {
  return { tag, when, define: vi.fn(async () => {}), ...extra } satisfies RegisteredWidget;
}

/**
 * Negative checks need no waiting where the loader looks synchronously (on each interaction,
 * 'in-page'); whether an element is shown it asks once the page has been laid out (after the first
 * frame), and where it rechecks in a later frame, a widget that loads in the same pass (a
 * sentinel) says the pass has happened.
 */

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  document.cookie = 'cookieyes-consent=; max-age=0';
});

describe('loader', () => {
  it('loads a widget only when its tag is on the page, also when added later, and once', async () => {
    const a = widget('sf-a');
    const b = widget('sf-b');
    const c = widget('sf-c');
    document.body.innerHTML = '<sf-a></sf-a>';
    stop = startLoader([a, b, c], document, {});
    await waitFor(() => expect(a.define).toHaveBeenCalledTimes(1));
    expect(b.define).not.toHaveBeenCalled();
    document.body.insertAdjacentHTML('beforeend', '<div><sf-b></sf-b><sf-b></sf-b></div>');
    await waitFor(() => expect(b.define).toHaveBeenCalledTimes(1));
    // A second sf-a and a new tag: once sf-c loads, the second sf-a has been looked at.
    document.body.insertAdjacentHTML('beforeend', '<sf-a></sf-a><sf-c></sf-c>');
    await waitFor(() => expect(c.define).toHaveBeenCalledTimes(1));
    expect(a.define).toHaveBeenCalledTimes(1);
  });

  it('requests the chunks a widget imports together with it, each once', async () => {
    const a = widget('sf-a');
    const b = widget('sf-b');
    document.body.innerHTML = '<sf-a></sf-a><sf-b></sf-b>';
    const request = vi.fn(async (_url: string) => {});
    stop = startLoader([a, b], document, { '*': ['chunks/runtime.js'], a: ['chunks/domain-x.js'] }, request);
    await waitFor(() => expect(b.define).toHaveBeenCalledTimes(1));
    expect(request.mock.calls.map(([url]) => String(url).split('/').slice(-2).join('/'))).toEqual(['chunks/runtime.js', 'chunks/domain-x.js']);
    expect(a.define).toHaveBeenCalledTimes(1);
    expect(b.define).toHaveBeenCalledTimes(1);
  });

  it("'visible' waits for a hidden element to show", async () => {
    const hidden = widget('sf-hidden');
    document.body.innerHTML = '<div id="box" hidden><sf-hidden></sf-hidden></div>';
    const element = document.querySelector('sf-hidden')!;
    let visible = false;
    element.checkVisibility = () => visible;
    stop = startLoader([hidden], document, {});
    expect(hidden.define).not.toHaveBeenCalled();
    visible = true;
    document.getElementById('box')!.hidden = false;
    await waitFor(() => expect(hidden.define).toHaveBeenCalledTimes(1));
  });

  it('asks whether an element is shown and where the page is scrolled only after the first frame, not while the scripts run', async () => {
    const shown = widget('sf-shown');
    document.body.innerHTML = '<sf-shown></sf-shown>';
    const checkVisibility = vi.fn(() => true);
    document.querySelector('sf-shown')!.checkVisibility = checkVisibility;
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    stop = startLoader([shown], document, {});
    // Either question, asked now, would lay out the page inside the task that runs its scripts.
    expect(checkVisibility).not.toHaveBeenCalled();
    expect(scrollY).not.toHaveBeenCalled();
    await waitFor(() => expect(shown.define).toHaveBeenCalledTimes(1));
    expect(checkVisibility).toHaveBeenCalled();
    expect(scrollY).toHaveBeenCalled();
    scrollY.mockRestore();
  });

  it("'in-page' loads a widget that is not shown", () => {
    const listener = widget('sf-listener', 'in-page');
    document.body.innerHTML = '<sf-listener></sf-listener>';
    document.querySelector('sf-listener')!.checkVisibility = () => false;
    stop = startLoader([listener], document, {});
    expect(listener.define).toHaveBeenCalledTimes(1);
  });

  it('tries a failed chunk again when its tag is added again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const flaky = widget('sf-c', 'visible', { define: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined) });
    document.body.innerHTML = '<sf-c></sf-c>';
    stop = startLoader([flaky], document, {});
    await waitFor(() => expect(error).toHaveBeenCalledWith('Loading chunk sf-c failed.', expect.any(Error)));
    document.body.insertAdjacentHTML('beforeend', '<sf-c></sf-c>');
    await waitFor(() => expect(flaky.define).toHaveBeenCalledTimes(2));
    error.mockRestore();
  });

  it('a chunk that has not come in 120 s (spec §9) counts as failed: reported, a held click given back to the markup', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const hanging = widget('sf-hanging', 'interaction', { define: vi.fn(() => new Promise<void>(() => {})) });
      document.body.innerHTML = '<sf-hanging><a href="#followed">Öffnen</a></sf-hanging>';
      stop = startLoader([hanging], document, {});
      const link = document.querySelector('a')!;
      const given = vi.fn();
      link.addEventListener('click', given);
      link.click();
      expect(hanging.define).toHaveBeenCalledTimes(1);
      expect(given).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
      expect(error).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(error).toHaveBeenCalledWith('Loading chunk sf-hanging failed.', expect.any(Error));
      expect(given).toHaveBeenCalledTimes(1);
      error.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads widgets inside one that holds its children only after it upgraded, and only if still shown', async () => {
    const box = widget('sf-box', 'visible', { holdsChildren: true });
    const open = widget('sf-open');
    const closed = widget('sf-closed');
    document.body.innerHTML = '<sf-box><div id="first"><sf-open></sf-open></div><div id="second"><sf-closed></sf-closed></div></sf-box>';
    const closedElement = document.querySelector('sf-closed')!;
    let closedShown = true;
    closedElement.checkVisibility = () => closedShown;
    stop = startLoader([box, open, closed], document, {});
    await waitFor(() => expect(box.define).toHaveBeenCalledTimes(1));
    expect(open.define).not.toHaveBeenCalled();
    // The container upgrades and hides its second panel.
    closedShown = false;
    document.getElementById('second')!.hidden = true;
    document.querySelector('sf-box')!.setAttribute('data-sf-upgraded', '');
    // Both are looked at in the same pass once the container upgraded.
    await waitFor(() => expect(open.define).toHaveBeenCalledTimes(1));
    expect(closed.define).not.toHaveBeenCalled();
    closedShown = true;
    document.getElementById('second')!.hidden = false;
    await waitFor(() => expect(closed.define).toHaveBeenCalledTimes(1));
  });

  it("'scroll' loads on the first scroll", async () => {
    const bar = widget('sf-bar', 'scroll');
    document.body.innerHTML = '<sf-bar></sf-bar>';
    stop = startLoader([bar], document, {});
    expect(bar.define).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(bar.define).toHaveBeenCalledTimes(1));
  });

  it("'idle' loads a shown widget once the page has loaded and the browser is idle, and marks it", async () => {
    const buttons = widget('sf-buttons', 'idle');
    const hidden = widget('sf-hidden', 'idle');
    document.body.innerHTML = '<sf-buttons></sf-buttons><sf-hidden hidden></sf-hidden>';
    document.querySelector('sf-hidden')!.checkVisibility = () => false;
    // jsdom has no performance.mark: this one records the benchmark's mark.
    const mark = vi.fn();
    Object.assign(performance, { mark });
    stop = startLoader([buttons, hidden], document, {});
    expect(buttons.define).not.toHaveBeenCalled();
    await waitFor(() => expect(buttons.define).toHaveBeenCalledTimes(1));
    expect(mark).toHaveBeenCalledWith('sf-idle-prefetch');
    expect(hidden.define).not.toHaveBeenCalled();
    delete (performance as { mark?: unknown }).mark;
  });

  it("'idle' asks for an idle callback at most 3 s after load, so a page kept busy still gets its idle widgets", async () => {
    const fragments = widget('sf-fragments', 'idle');
    document.body.innerHTML = '<sf-fragments></sf-fragments>';
    const requestIdle = vi.fn((_run: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    Object.assign(window, { requestIdleCallback: requestIdle });
    stop = startLoader([fragments], document, {});
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(fragments.define).not.toHaveBeenCalled();
    requestIdle.mock.calls[0]![0]({ didTimeout: true, timeRemaining: () => 0 });
    await waitFor(() => expect(fragments.define).toHaveBeenCalledTimes(1));
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it("'idle': a click on the shown widget before the browser is idle loads it at once and is held until it upgraded", async () => {
    let defined = () => {};
    const loaded = new Promise<void>((resolve) => (defined = resolve));
    const banner = widget('sf-banner', 'idle', { define: vi.fn(() => loaded) });
    document.body.innerHTML = '<sf-banner><button type="button" id="accept">Alle akzeptieren</button></sf-banner>';
    const clicks: boolean[] = [];
    document.getElementById('accept')!.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    stop = startLoader([banner], document, {});
    // Before any idle callback could run: the click itself asks for the code.
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('accept')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(banner.define).toHaveBeenCalledTimes(1);
    defined();
    await loaded;
    expect(clicks).toEqual([]);
    document.querySelector('sf-banner')!.setAttribute('data-sf-upgraded', '');
    await waitFor(() => expect(clicks).toEqual([false]));
  });

  it("'interaction' loads on the first pointer or focus inside the element, not elsewhere", async () => {
    const lazy = widget('sf-lazy', 'interaction');
    document.body.innerHTML = '<button id="elsewhere">x</button><sf-lazy><button id="inside">y</button></sf-lazy>';
    stop = startLoader([lazy], document, {});
    // An interaction is looked at as it happens.
    document.getElementById('elsewhere')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(lazy.define).not.toHaveBeenCalled();
    document.getElementById('inside')!.focus();
    await waitFor(() => expect(lazy.define).toHaveBeenCalledTimes(1));
  });

  it('a consent category: loads once the visitor accepted it (cookie and the vendor event), the cookie read only after the first layout', async () => {
    const tracker = widget('sf-tracker', { consent: 'analytics' });
    const sentinel = widget('sf-sentinel');
    document.cookie = 'cookieyes-consent=consentid:abc,consent:no,action:yes,necessary:yes,analytics:no';
    document.body.innerHTML = '<sf-tracker></sf-tracker><sf-sentinel></sf-sentinel>';
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const reads = vi.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(function (this: Document) {
      return cookie.get!.call(this) as string;
    });
    stop = startLoader([tracker, sentinel], document, {});
    expect(reads).not.toHaveBeenCalled();
    // Laid out: the sentinel loads in the same pass in which the cookie is read and says no.
    await waitFor(() => expect(sentinel.define).toHaveBeenCalledTimes(1));
    expect(reads).toHaveBeenCalled();
    reads.mockRestore();
    expect(tracker.define).not.toHaveBeenCalled();
    document.cookie = 'cookieyes-consent=consentid:abc,consent:yes,action:yes,necessary:yes,analytics:yes';
    document.dispatchEvent(new CustomEvent('cookieyes_consent_update'));
    await waitFor(() => expect(tracker.define).toHaveBeenCalledTimes(1));
  });

  it('a consent category: the cookie is read once, and again only after the vendor event, not on every recheck', async () => {
    const tracker = widget('sf-tracker', { consent: 'analytics' });
    const later = widget('sf-later');
    document.cookie = 'cookieyes-consent=consentid:abc,consent:no,action:yes,necessary:yes,analytics:no';
    document.body.innerHTML = '<sf-tracker></sf-tracker><div id="box" hidden><sf-later></sf-later></div>';
    let laterShown = false;
    document.querySelector('sf-later')!.checkVisibility = () => laterShown;
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const reads = vi.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(function (this: Document) {
      return cookie.get!.call(this) as string;
    });
    stop = startLoader([tracker, later], document, {});
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    // A recheck (an attribute change on the page) that loads the other widget: the tracker was
    // looked at in the same pass, from the cookie as read.
    laterShown = true;
    document.getElementById('box')!.hidden = false;
    await waitFor(() => expect(later.define).toHaveBeenCalledTimes(1));
    expect(reads).toHaveBeenCalledTimes(1);
    expect(tracker.define).not.toHaveBeenCalled();
    document.cookie = 'cookieyes-consent=consentid:abc,consent:yes,action:yes,necessary:yes,analytics:yes';
    document.dispatchEvent(new CustomEvent('cookieyes_consent_update'));
    await waitFor(() => expect(tracker.define).toHaveBeenCalledTimes(1));
    expect(reads).toHaveBeenCalledTimes(2);
    reads.mockRestore();
  });

  it.each([
    ['no consent system on the page: loads once the page is idle, not before', false, 1],
    ["the vendor's API on the page (the blocker or the vendor's script): waits for consent", true, 0],
  ])('a consent category, no consent cookie, %s', async (_name, vendorApi, loads) => {
    const tracker = widget('sf-tracker', { consent: 'analytics' });
    const sentinel = widget('sf-sentinel', 'idle');
    document.body.innerHTML = '<sf-tracker></sf-tracker><sf-sentinel></sf-sentinel>';
    if (vendorApi) Object.assign(window, { getCkyConsent: () => ({}) });
    const requestIdle = vi.fn((_run: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    Object.assign(window, { requestIdleCallback: requestIdle });
    stop = startLoader([tracker, sentinel], document, {});
    await waitFor(() => expect(requestIdle).toHaveBeenCalled());
    expect(tracker.define).not.toHaveBeenCalled();
    requestIdle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    // The idle sentinel loads in the pass that looks at the tracker again.
    await waitFor(() => expect(sentinel.define).toHaveBeenCalledTimes(1));
    expect(tracker.define).toHaveBeenCalledTimes(loads);
    // The element says why it loaded without consent, for its code to know (order attribution).
    expect(document.querySelector('sf-tracker')!.hasAttribute(WITHOUT_CONSENT_SYSTEM)).toBe(loads === 1);
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { getCkyConsent?: unknown }).getCkyConsent;
  });

  it("'inside' another widget: loads once that widget has upgraded", async () => {
    const host = widget('sf-host', 'in-page');
    const part = widget('sf-part', { inside: 'sf-host' });
    document.body.innerHTML = '<sf-part id="alone"></sf-part><sf-host><sf-part></sf-part></sf-host>';
    stop = startLoader([host, part], document, {});
    expect(part.define).not.toHaveBeenCalled();
    document.querySelector('sf-host')!.setAttribute('data-sf-upgraded', '');
    await waitFor(() => expect(part.define).toHaveBeenCalledTimes(1));
  });

  it("'interaction': a click before the code is held, and given again once the widget upgraded", async () => {
    let defined = () => {};
    const loaded = new Promise<void>((resolve) => (defined = resolve));
    const lazy = widget('sf-lazy', 'interaction', { define: vi.fn(() => loaded) });
    document.body.innerHTML = '<sf-lazy><a href="#weiter" id="link">Schnellansicht</a></sf-lazy>';
    const clicks: boolean[] = [];
    document.getElementById('link')!.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    stop = startLoader([lazy], document, {});
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    expect(lazy.define).toHaveBeenCalledTimes(1);
    // The code is there, but the click waits for the widget to upgrade.
    defined();
    await loaded;
    expect(clicks).toEqual([]);
    document.querySelector('sf-lazy')!.setAttribute('data-sf-upgraded', '');
    await waitFor(() => expect(clicks).toEqual([false]));
  });

  it('loads the widgets a widget asks for ahead of use (sf:prefetch-widgets), whether shown or not', () => {
    const quantity = widget('sf-qty');
    const other = widget('sf-other');
    document.body.innerHTML = '<div hidden><sf-qty></sf-qty><sf-other></sf-other></div>';
    for (const element of document.querySelectorAll('div > *')) (element as HTMLElement).checkVisibility = () => false;
    stop = startLoader([quantity, other], document, {});
    expect(quantity.define).not.toHaveBeenCalled();
    document.dispatchEvent(new CustomEvent('sf:prefetch-widgets', { detail: ['sf-qty', 'sf-unknown'] }));
    document.dispatchEvent(new CustomEvent('sf:prefetch-widgets', { detail: ['sf-qty'] }));
    expect(quantity.define).toHaveBeenCalledTimes(1);
    expect(other.define).not.toHaveBeenCalled();
  });

  it("'interaction' with a trigger: only clicks on the trigger wait, others inside go on at once", () => {
    const lazy = widget('sf-lazy', 'interaction', { trigger: 'a.quick-view', define: vi.fn(() => new Promise<void>(() => {})) });
    document.body.innerHTML = '<sf-lazy><a href="#a" class="quick-view" id="quick">Schnellansicht</a><button type="button" id="add">In den Warenkorb</button></sf-lazy>';
    stop = startLoader([lazy], document, {});
    const other = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('add')!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    const onTrigger = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('quick')!.dispatchEvent(onTrigger);
    expect(onTrigger.defaultPrevented).toBe(true);
  });

  it("'interaction': when the code fails to load, the held click does what the markup does", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = widget('sf-broken', 'interaction', { define: vi.fn().mockRejectedValue(new Error('offline')) });
    document.body.innerHTML = '<sf-broken><a href="#weiter" id="link">Schnellansicht</a></sf-broken>';
    const clicks: boolean[] = [];
    document.getElementById('link')!.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    stop = startLoader([broken], document, {});
    document.getElementById('link')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(clicks).toEqual([false]));
    error.mockRestore();
  });
});
