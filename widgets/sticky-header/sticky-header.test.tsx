import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './element';

const markup = (attributes = 'hide-on-scroll') =>
  `<sf-sticky-header ${attributes}><header id="header"><a href="/">Logo</a></header></sf-sticky-header><main><h2 id="versand">Versand</h2><a class="scroll-to-link" href="#versand">Zum Versand</a></main><footer><a href="#top" id="top-link" class="back-to-top">Nach oben</a></footer>`;
const upgraded = () => waitFor(() => expect(document.querySelector('sf-sticky-header[data-sf-upgraded]')).not.toBeNull());

/** jsdom does not scroll: the page's position is set here, and a scroll event sent. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}
/** jsdom does no layout: the header is `height` tall and starts `pageTop` down the page. */
function placeHeader(height: number, pageTop = 0) {
  const header = document.querySelector('header')!;
  Object.defineProperty(header, 'offsetHeight', { value: height, configurable: true });
  vi.spyOn(document.querySelector('sf-sticky-header')!, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, pageTop - window.scrollY, 1280, height));
  return header;
}
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  scrollPageTo(0);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sf-sticky-header', () => {
  it('sticks past the header, slides away scrolling down, comes back scrolling up and on an add to cart', async () => {
    document.body.innerHTML = markup();
    const header = placeHeader(70);
    await upgraded();
    scrollPageTo(200);
    await waitFor(() => expect(header.className).toBe('stuck sf-header--away'));
    scrollPageTo(150);
    await waitFor(() => expect(header.className).toBe('stuck'));
    scrollPageTo(400);
    await waitFor(() => expect(header.className).toBe('stuck sf-header--away'));
    document.body.dispatchEvent(new CustomEvent('sf:added-to-cart', { detail: { fragments: {}, cartHash: '', button: null } }));
    expect(header.className).toBe('stuck');
    scrollPageTo(20);
    await waitFor(() => expect(header.className).toBe(''));
  });

  it('only sticks without hide-on-scroll', async () => {
    document.body.innerHTML = markup('');
    const header = placeHeader(70);
    await upgraded();
    scrollPageTo(300);
    await nextFrame();
    expect(header.classList.contains('stuck')).toBe(true);
    expect(header.classList.contains('sf-header--away')).toBe(false);
  });

  it('below an open consent banner it sticks only once its own bottom edge has scrolled by: it never slides over the banner', async () => {
    document.body.innerHTML = markup();
    const header = placeHeader(130, 640);
    await upgraded();
    scrollPageTo(393);
    await nextFrame();
    expect(header.className).toBe('');
    scrollPageTo(769);
    await nextFrame();
    expect(header.className).toBe('');
    scrollPageTo(800);
    await waitFor(() => expect(header.className).toBe('stuck sf-header--away'));
  });

  it('drives the back-to-top button: shown past one screen; a scroll link with reduced motion jumps under the header and focuses its target', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.body.innerHTML = markup();
    await upgraded();
    const button = document.getElementById('top-link')!;
    expect(button.classList.contains('sf-back-to-top')).toBe(true);
    expect(button.classList.contains('is-visible')).toBe(false);
    scrollPageTo(window.innerHeight + 1);
    expect(button.classList.contains('is-visible')).toBe(true);

    const link = document.querySelector('.scroll-to-link')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(document.getElementById('versand'));
    expect(location.hash).toBe('#versand');

    fireEvent.click(button);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
    expect(document.activeElement).toBe(document.querySelector('header'));
  });

  it('steps the back-to-top button aside while a control or the order summary lies under it, unless it has the focus', async () => {
    document.body.innerHTML = `${markup()}<section class="sf-order-summary"><h3>Zusammenfassung</h3></section><button type="submit" id="place_order">Zahlungspflichtig bestellen</button>`;
    await upgraded();
    const button = document.getElementById('top-link')!;
    const placeOrder = document.getElementById('place_order')!;
    const summary = document.querySelector<HTMLElement>('.sf-order-summary')!;
    // jsdom does no layout: the button floats in the corner; the summary and the order button are placed by hand.
    vi.spyOn(button, 'getBoundingClientRect').mockImplementation(() => new DOMRect(220, 600, 140, 44));
    const place = (element: HTMLElement, top: number) => vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() => new DOMRect(10, top, 355, 44));
    place(summary, -500);
    place(placeOrder, 620);
    scrollPageTo(window.innerHeight + 1);
    expect(button.classList.contains('is-visible')).toBe(false);
    place(placeOrder, 300);
    place(summary, 590);
    scrollPageTo(window.innerHeight + 2);
    expect(button.classList.contains('is-visible')).toBe(false);
    place(summary, 100);
    scrollPageTo(window.innerHeight + 3);
    expect(button.classList.contains('is-visible')).toBe(true);
    // Focused (a keyboard user reached it), it stays where it is.
    button.focus();
    place(placeOrder, 620);
    scrollPageTo(window.innerHeight + 4);
    expect(button.classList.contains('is-visible')).toBe(true);
  });
});
