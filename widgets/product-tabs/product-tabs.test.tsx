import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './element';
import { ACCORDION_MEDIA_QUERY } from './use-product-tabs';

const markup = `<a href="#reviews" class="woocommerce-review-link">(2 Kundenbewertungen)</a>
  <sf-product-tabs><div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs">
    <li id="tab-title-description"><a href="#tab-description">Beschreibung</a></li>
    <li id="tab-title-additional_information"><a href="#tab-additional_information">Zusätzliche Informationen</a></li>
    <li id="tab-title-reviews"><a href="#tab-reviews">Bewertungen (2)</a></li>
  </ul>
  <div id="tab-description" class="woocommerce-Tabs-panel">Text</div>
  <div id="tab-additional_information" class="woocommerce-Tabs-panel">Gewicht</div>
  <div id="tab-reviews" class="woocommerce-Tabs-panel"><div id="reviews">Bewertungen</div></div>
  </div></sf-product-tabs>`;

const tab = (name: string) => document.querySelector<HTMLAnchorElement>(`a[href="#tab-${name}"]`)!;
const panel = (name: string) => document.getElementById(`tab-${name}`)!;
const upgraded = () => waitFor(() => expect(document.querySelector('sf-product-tabs[data-sf-upgraded]')).not.toBeNull());

describe('sf-product-tabs', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('turns the markup into tabs with the first one selected', async () => {
    document.body.innerHTML = markup;
    await upgraded();
    expect(document.querySelector('ul')!.getAttribute('role')).toBe('tablist');
    expect(tab('description').getAttribute('role')).toBe('tab');
    expect(tab('description').getAttribute('aria-selected')).toBe('true');
    expect(tab('reviews').tabIndex).toBe(-1);
    expect(panel('description').getAttribute('role')).toBe('tabpanel');
    expect(panel('description').getAttribute('aria-labelledby')).toBe(tab('description').id);
    expect(panel('description').hidden).toBe(false);
    expect(panel('reviews').hidden).toBe(true);
  });

  it('opens the tab the address asks for', async () => {
    history.replaceState(null, '', '/product/x/#comment-4');
    document.body.innerHTML = markup;
    await upgraded();
    expect(panel('reviews').hidden).toBe(false);
    expect(panel('description').hidden).toBe(true);
  });

  it('moves with arrow keys, Home and End, focusing the tab', async () => {
    document.body.innerHTML = markup;
    await upgraded();
    tab('description').focus();
    fireEvent.keyDown(tab('description'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('additional_information'));
    expect(panel('additional_information').hidden).toBe(false);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(tab('reviews'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('description'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('reviews'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(tab('description'));
  });

  it('keeps the selected tab when the address changes to something that is no tab (the lightbox)', async () => {
    document.body.innerHTML = markup;
    await upgraded();
    fireEvent.click(tab('reviews'));
    for (const hash of ['#&gid=1&pid=2', '']) {
      history.replaceState(null, '', `/product/x/${hash}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      expect(panel('reviews').hidden).toBe(false);
    }
    history.replaceState(null, '', '/product/x/#tab-description');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(panel('description').hidden).toBe(false);
  });

  it('a click selects without following the link', async () => {
    document.body.innerHTML = markup;
    await upgraded();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tab('additional_information').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(tab('additional_information').getAttribute('aria-selected')).toBe('true');
  });

  it('the review link opens Reviews and pushes #reviews', async () => {
    document.body.innerHTML = markup;
    await upgraded();
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    fireEvent.click(document.querySelector('.woocommerce-review-link')!);
    expect(panel('reviews').hidden).toBe(false);
    expect(location.hash).toBe('#reviews');
    expect(document.activeElement).toBe(tab('reviews'));
  });

  it('shows every panel again when removed', async () => {
    document.body.innerHTML = markup;
    await upgraded();
    const reviews = panel('reviews');
    expect(reviews.hidden).toBe(true);
    document.querySelector('sf-product-tabs')!.remove();
    await waitFor(() => expect(reviews.hidden).toBe(false));
    expect(reviews.hasAttribute('role')).toBe(false);
  });
});

/** A screen whose width can cross the accordion breakpoint (jsdom has no matchMedia). */
function stubScreen({ small }: { small: boolean }) {
  // An EventTarget, as a MediaQueryList is: listeners added with a signal go when it aborts.
  const accordionQuery = Object.assign(new EventTarget(), { matches: small, media: ACCORDION_MEDIA_QUERY });
  vi.stubGlobal('matchMedia', (query: string) => (query === ACCORDION_MEDIA_QUERY ? accordionQuery : { matches: false, media: query }));
  return {
    resize({ small: nowSmall }: { small: boolean }) {
      accordionQuery.matches = nowSmall;
      accordionQuery.dispatchEvent(new Event('change'));
    },
  };
}

const header = (name: string) => document.getElementById(`tab-${name}-accordion`) as HTMLButtonElement;
const expanded = () => [...document.querySelectorAll('.sf-accordion__button[aria-expanded="true"]')].map((button) => button.textContent);
const shownPanels = () => [...document.querySelectorAll<HTMLElement>('.woocommerce-Tabs-panel')].filter((element) => !element.hidden).map((element) => element.id);

describe('sf-product-tabs as an accordion on small screens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    history.replaceState(null, '', '/');
  });

  it('puts a heading with a button before each panel; the first is open, the panels are labelled regions', async () => {
    stubScreen({ small: true });
    document.body.innerHTML = markup;
    await upgraded();
    expect(document.querySelector('sf-product-tabs')!.getAttribute('data-sf-presentation')).toBe('accordion');
    expect(document.querySelector('ul')!.hidden).toBe(true);
    expect(document.querySelector('[role="tab"], [role="tablist"], [role="tabpanel"]')).toBeNull();
    for (const name of ['description', 'additional_information', 'reviews']) {
      const button = header(name);
      expect(button.parentElement!.localName).toBe('h2');
      expect(button.parentElement!.nextElementSibling).toBe(panel(name));
      expect(button.getAttribute('aria-controls')).toBe(`tab-${name}`);
      expect(button.textContent).toBe(tab(name).textContent);
      expect(panel(name).getAttribute('role')).toBe('region');
      expect(panel(name).getAttribute('aria-labelledby')).toBe(button.id);
    }
    expect(expanded()).toEqual(['Beschreibung']);
    expect(shownPanels()).toEqual(['tab-description']);
  });

  it('opens and closes each item on its own; several can be open', async () => {
    stubScreen({ small: true });
    document.body.innerHTML = markup;
    await upgraded();
    fireEvent.click(header('reviews'));
    expect(shownPanels()).toEqual(['tab-description', 'tab-reviews']);
    fireEvent.click(header('description'));
    expect(expanded()).toEqual(['Bewertungen (2)']);
    expect(shownPanels()).toEqual(['tab-reviews']);
    fireEvent.click(header('reviews'));
    expect(shownPanels()).toEqual([]);
  });

  it('opens the item the address asks for on load, and the one a later hash names', async () => {
    stubScreen({ small: true });
    history.replaceState(null, '', '/product/x/#tab-additional_information');
    document.body.innerHTML = markup;
    await upgraded();
    expect(shownPanels()).toEqual(['tab-additional_information']);
    history.replaceState(null, '', '/product/x/#comment-7');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shownPanels()).toEqual(['tab-additional_information', 'tab-reviews']);
    history.replaceState(null, '', '/product/x/#main');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shownPanels()).toEqual(['tab-additional_information', 'tab-reviews']);
  });

  it('the review link opens Reviews, pushes #reviews, focuses its button and scrolls there', async () => {
    stubScreen({ small: true });
    document.body.innerHTML = markup;
    await upgraded();
    const scrolled = vi.fn();
    window.scrollTo = scrolled as typeof window.scrollTo;
    document.getElementById('reviews')!.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    fireEvent.click(document.querySelector('.woocommerce-review-link')!);
    expect(shownPanels()).toEqual(['tab-description', 'tab-reviews']);
    expect(location.hash).toBe('#reviews');
    expect(document.activeElement).toBe(header('reviews'));
    // Spec §9: 15 px under what covers the top (no sticky header on this page).
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ top: 485 }));
  });

  it('crossing the breakpoint keeps the open section and moves focus along', async () => {
    const screen = stubScreen({ small: false });
    document.body.innerHTML = markup;
    await upgraded();
    tab('reviews').focus();
    fireEvent.keyDown(tab('reviews'), { key: 'Home' });
    fireEvent.keyDown(tab('description'), { key: 'End' });
    expect(tab('reviews').getAttribute('aria-selected')).toBe('true');

    screen.resize({ small: true });
    expect(document.querySelector('sf-product-tabs')!.getAttribute('data-sf-presentation')).toBe('accordion');
    expect(shownPanels()).toEqual(['tab-reviews']);
    expect(document.activeElement).toBe(header('reviews'));
    fireEvent.click(header('additional_information'));
    fireEvent.click(header('description'));
    fireEvent.click(header('description'));

    screen.resize({ small: false });
    expect(document.querySelectorAll('.sf-accordion__heading')).toHaveLength(0);
    expect(document.querySelector('ul')!.hidden).toBe(false);
    expect(tab('additional_information').getAttribute('aria-selected')).toBe('true');
    expect(panel('additional_information').getAttribute('role')).toBe('tabpanel');
    expect(shownPanels()).toEqual(['tab-additional_information']);
  });

  it('takes the heading level from heading-level', async () => {
    stubScreen({ small: true });
    document.body.innerHTML = markup.replace('<sf-product-tabs>', '<sf-product-tabs heading-level="3">');
    await upgraded();
    expect(header('description').parentElement!.localName).toBe('h3');
  });

  it('gives back the server markup exactly when removed', async () => {
    stubScreen({ small: true });
    document.body.innerHTML = markup;
    await upgraded();
    const widget = document.querySelector('sf-product-tabs')!;
    widget.remove();
    const server = document.createElement('template');
    server.innerHTML = markup;
    await waitFor(() => expect(widget.innerHTML).toBe(server.content.querySelector('sf-product-tabs')!.innerHTML));
  });
});
