import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import './element';

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
    Element.prototype.scrollIntoView = () => {};
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
