import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../../src/test/intersection-observer';
import '../quantity/element';
import '../variation-form/element';
import './element';

const quantity = (id: string, label: string, name = '') =>
  `<sf-quantity><div class="quantity"><label class="screen-reader-text" for="${id}">${label}</label><input type="number" id="${id}" class="input-text qty text"${name ? ` name="${name}"` : ''} value="1" min="1" max="10" step="0.5"></div></sf-quantity>`;

const bar = `<sf-sticky-add-to-cart for="product-105"><section class="sticky-add-to-cart" aria-label="Kaufleiste" hidden>
  <img class="sticky-add-to-cart__image" src="/t.svg" alt=""><div class="sticky-add-to-cart__product"><p class="sticky-add-to-cart__name">Carbon-Folie</p><p class="sticky-add-to-cart__price"><span class="amount">12,90 €</span></p></div>
  ${quantity('sticky-quantity_105', 'Menge für „Carbon-Folie“ (Kaufleiste)')}
  <button type="button" class="sticky-add-to-cart__button button alt">In den Warenkorb</button></section></sf-sticky-add-to-cart>`;

const simplePage = `<div id="product-105" class="product"><div class="summary"><p class="price"><span class="amount">12,90 €</span></p>
  <form class="cart" action="/product/carbon-folie/" method="post">${quantity('quantity_105', 'Menge von „Carbon-Folie“', 'quantity')}
  <button type="submit" name="add-to-cart" value="105" class="single_add_to_cart_button button alt">In den Warenkorb</button></form></div></div>${bar}`;

const variations = [
  {
    variation_id: 1051,
    attributes: { attribute_pa_breite: 'schmal' },
    is_purchasable: true,
    is_in_stock: true,
    variation_is_visible: true,
    variation_is_active: true,
    min_qty: 1,
    max_qty: 4,
    display_price: 9.9,
    price_html: '<span class="price"><span class="amount">9,90 €</span></span>',
  },
];
const variablePage = `<div id="product-105" class="product"><div class="summary"><p class="price"><span class="amount">9,90 € – 19,90 €</span></p>
  <sf-variation-form><form class="variations_form cart" data-product_id="105" data-product_variations="${JSON.stringify(variations).replace(/"/g, '&quot;')}">
  <select id="pa_breite" name="attribute_pa_breite"><option value="">Wähle eine Option</option><option value="schmal">schmal</option></select>
  <div class="single_variation"></div>${quantity('quantity_105', 'Menge von „Carbon-Folie“', 'quantity')}
  <button type="submit" class="single_add_to_cart_button button alt ajax_add_to_cart disabled wc-variation-selection-needed" data-product_id="105">In den Warenkorb</button>
  <input type="hidden" name="variation_id" value="0"></form></sf-variation-form></div></div>${bar}`;

let viewport: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  viewport = installFakeIntersectionObserver();
});
afterEach(() => viewport.restore());

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const barElement = () => $('.sticky-add-to-cart');
const mainButton = () => $('#product-105 form.cart .single_add_to_cart_button');
const barButton = () => $('.sticky-add-to-cart__button');
const mainQuantity = () => $<HTMLInputElement>('#quantity_105');
const barQuantity = () => $<HTMLInputElement>('#sticky-quantity_105');

async function mount(markup: string) {
  document.body.innerHTML = markup;
  await waitFor(() => expect(document.querySelectorAll('[data-sf-upgraded]').length).toBe(document.querySelectorAll('sf-sticky-add-to-cart, sf-quantity, sf-variation-form').length));
  await waitFor(() => expect(viewport.watching(mainButton())).toBe(1));
}

describe('sf-sticky-add-to-cart', () => {
  it('shows while the add button is above the viewport, never while it is below, and keeps its markup', async () => {
    await mount(simplePage);
    expect(barElement().hidden).toBe(true);
    viewport.move(mainButton(), 'below');
    expect(barElement().hidden).toBe(true);
    viewport.move(mainButton(), 'above');
    expect(barElement().hidden).toBe(false);
    expect($('.sticky-add-to-cart__name').textContent).toBe('Carbon-Folie');
    viewport.move(mainButton(), 'in-view');
    expect(barElement().hidden).toBe(true);
  });

  it('stays while focus is inside, and goes once focus leaves', async () => {
    await mount(simplePage);
    viewport.move(mainButton(), 'above');
    barButton().focus();
    viewport.move(mainButton(), 'in-view');
    expect(barElement().hidden).toBe(false);
    expect(document.activeElement).toBe(barButton());
    // Within the bar: still there.
    barQuantity().focus();
    expect(barElement().hidden).toBe(false);
    mainQuantity().focus();
    expect(barElement().hidden).toBe(true);
  });

  it('keeps both quantities one value, with the events the form listens for', async () => {
    await mount(simplePage);
    const formEvents = vi.fn();
    $('#product-105 form.cart').addEventListener('input', (event) => formEvents(`input:${(event.target as HTMLInputElement).value}`));
    $('#product-105 form.cart').addEventListener('change', (event) => formEvents(`change:${(event.target as HTMLInputElement).value}`));

    // The bar's own plus button (sf-quantity rules: step 0.5).
    fireEvent.click(barQuantity().parentElement!.querySelector('.sf-quantity__button.plus')!);
    expect(barQuantity().value).toBe('1.5');
    expect(mainQuantity().value).toBe('1.5');
    expect(formEvents.mock.calls.map(([call]) => call)).toEqual(['input:1.5', 'change:1.5']);

    // Typing in the form reaches the bar, and the bar's buttons follow its new value.
    mainQuantity().value = '10';
    fireEvent.input(mainQuantity());
    expect(barQuantity().value).toBe('10');
    await waitFor(() => expect(barQuantity().parentElement!.querySelector('.sf-quantity__button.plus')!.getAttribute('aria-disabled')).toBe('true'));
    expect(formEvents).toHaveBeenCalledTimes(3); // the echo into the bar does not come back

    // Limits the form's field gets later (a variation) are the bar's too.
    mainQuantity().setAttribute('max', '4');
    mainQuantity().value = '4';
    await waitFor(() => expect(barQuantity().getAttribute('max')).toBe('4'));
    expect(barQuantity().value).toBe('4');
  });

  it("presses the form's button, so the add goes the form's way", async () => {
    await mount(simplePage);
    const submitted = vi.fn((event: SubmitEvent) => {
      event.preventDefault();
      return event.submitter;
    });
    $('#product-105 form.cart').addEventListener('submit', submitted);
    viewport.move(mainButton(), 'above');
    barQuantity().value = '2.5';
    fireEvent.input(barQuantity());
    fireEvent.click(barButton());
    expect(submitted).toHaveReturnedWith(mainButton());
    expect(new FormData($<HTMLFormElement>('#product-105 form.cart')).get('quantity')).toBe('2.5');
    // The button's busy and done states show on the bar's button too.
    mainButton().classList.add('loading');
    await waitFor(() => expect(barButton().classList.contains('loading')).toBe(true));
  });

  it('wears the variation state, says why a press did not add, and follows the chosen variation', async () => {
    await mount(variablePage);
    viewport.move(mainButton(), 'above');
    expect(barButton().getAttribute('aria-disabled')).toBe('true');
    expect(barButton().classList.contains('wc-variation-selection-needed')).toBe(true);
    fireEvent.click(barButton());
    await waitFor(() => expect($('.sticky-add-to-cart__reason').textContent).toBe('Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.'));
    // The same words the form says, once (the bar's copy is not a second live region).
    expect($('.sf-variation-alert').textContent).toBe($('.sticky-add-to-cart__reason').textContent);
    expect($('.sticky-add-to-cart__reason').closest('[role="alert"], [aria-live]')).toBeNull();

    const select = $<HTMLSelectElement>('select');
    select.value = 'schmal';
    fireEvent.change(select);
    await waitFor(() => expect(barButton().getAttribute('aria-disabled')).toBe('false'));
    expect(barButton().classList.contains('disabled')).toBe(false);
    await waitFor(() => expect(document.querySelector('.sticky-add-to-cart__reason')).toBeNull());
    await waitFor(() => expect($('.sticky-add-to-cart__price').textContent).toBe('9,90 €'));
    expect(barQuantity().getAttribute('max')).toBe('4');
  });

  it('follows the product its for attribute names, not the first on the page', async () => {
    const decoy =
      '<div id="product-999" class="product"><form class="cart"><input type="number" name="quantity" value="7"><button type="submit" class="single_add_to_cart_button">In den Warenkorb</button></form></div>';
    await mount(decoy + simplePage);
    viewport.move(document.querySelector('#product-999 .single_add_to_cart_button')!, 'above');
    expect(barElement().hidden).toBe(true);
    expect(barQuantity().value).toBe('1');
    viewport.move(mainButton(), 'above');
    expect(barElement().hidden).toBe(false);
  });

  it('lets go when removed: hidden again, nothing observed, no more syncing', async () => {
    await mount(simplePage);
    viewport.move(mainButton(), 'above');
    const element = $('sf-sticky-add-to-cart');
    const section = barElement();
    element.remove();
    document.body.append(section);
    await waitFor(() => expect(viewport.watching(mainButton())).toBe(0));
    expect(section.hidden).toBe(true);
    mainQuantity().value = '3';
    fireEvent.input(mainQuantity());
    expect(barQuantity().value).toBe('1');
  });
});
