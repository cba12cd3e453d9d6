import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeShop, json } from '../../src/test/fake-shop';
import type { Variation } from './rules';
import './element';
import '../add-to-cart/element';

const base = { is_purchasable: true, is_in_stock: true, variation_is_visible: true, variation_is_active: true, is_sold_individually: 'no', min_qty: 1, max_qty: 10, display_price: 9.9 };
const variations: Variation[] = [
  {
    ...base,
    variation_id: 11,
    attributes: { attribute_pa_inhalt: '500-ml' },
    sku: 'FR-500',
    weight_html: '0,6 kg',
    dimensions_html: '6 × 6 × 20 cm',
    deposit_amount: '0,25 €',
    price_html: '<span class="price"><span class="amount">9,90 €</span></span>',
    delivery_time: '1–3 Werktage',
    unit_price: '19,80 € / 1 l',
    image: { src: '/images/500.svg', alt: '500 ml', full_src: '/images/500-big.svg' },
  },
  {
    ...base,
    variation_id: 12,
    attributes: { attribute_pa_inhalt: '1-l' },
    sku: 'FR-1L',
    price_html: '<span class="price"><span class="amount">16,90 €</span></span>',
    is_sold_individually: 'yes',
    display_price: '',
    tax_info: 'inkl. MwSt.',
  },
  { ...base, variation_id: 13, attributes: { attribute_pa_inhalt: '5-l' }, sku: 'FR-5L', is_in_stock: false, availability_html: '<p class="stock out-of-stock">Nicht vorrätig</p>' },
];

const page = (data: string) => `<div class="product">
  <div class="woocommerce-product-gallery__image" data-thumb="/t.svg"><a href="/big.svg"><img src="/main.svg" alt="Hauptbild"></a></div>
  <p class="price"><span class="amount">9,90 € – 59,00 €</span></p>
  <p class="price-unit"><span data-sf-field="unit_price"></span></p>
  <p class="wc-gzd-additional-info tax-info" data-sf-field="tax_info">inkl. 19 % MwSt.</p>
  <p>Lieferzeit: <span data-sf-field="delivery_time">3–5 Werktage</span></p>
  <p data-sf-block="deposit_amount" hidden>Pfand: <span data-sf-field="deposit_amount"></span></p>
  <sf-variation-form><form class="variations_form cart" data-product_id="10" data-product_variations="${data}">
    <label for="pa_inhalt">Inhalt</label><select id="pa_inhalt" name="attribute_pa_inhalt"><option value="">Wähle eine Option</option><option value="500-ml">500 ml</option><option value="1-l">1 l</option><option value="5-l">5 l</option></select>
    <div class="reset_variations_alert screen-reader-text" role="alert"></div><a class="reset_variations" href="#" hidden>Auswahl zurücksetzen</a>
    <div class="single_variation"></div>
    <div class="quantity"><input type="number" class="qty" name="quantity" value="1" min="1"></div>
    <button type="submit" class="single_add_to_cart_button button alt ajax_add_to_cart disabled wc-variation-selection-needed" data-product_id="10">In den Warenkorb</button>
    <input type="hidden" name="variation_id" value="0">
  </form></sf-variation-form>
  <div class="product_meta"><span class="sku">FR</span></div>
  <table class="woocommerce-product-attributes shop_attributes"><tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th>Gewicht</th><td class="woocommerce-product-attributes-item__value">0,6 – 5,5 kg</td></tr><tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--dimensions"><th>Abmessungen</th><td class="woocommerce-product-attributes-item__value">k. A.</td></tr></table></div>`;

const escaped = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');
const RESET = 'Deine Auswahl wurde zurückgesetzt. Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.';
const upgraded = () => waitFor(() => expect(document.querySelector('sf-variation-form[data-sf-upgraded]')).not.toBeNull());
const choose = (value: string) => {
  const select = document.querySelector<HTMLSelectElement>('select')!;
  select.value = value;
  fireEvent.change(select);
};
const button = () => document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
const alertText = () => document.querySelector('.sf-variation-alert')?.textContent;

afterEach(() => vi.unstubAllGlobals()); // the fake shop

describe('sf-variation-form with inline variations', () => {
  it('shows a match: SKU, price, image, legal fields, variation id; the button turns purchasable', async () => {
    document.body.innerHTML = page(escaped(variations));
    await upgraded();
    expect(button().getAttribute('aria-disabled')).toBe('true');
    choose('500-ml');
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value).toBe('11'));
    expect(document.querySelector('.sku')!.textContent).toBe('FR-500');
    expect(document.querySelector('.woocommerce-product-attributes-item--weight td')!.textContent).toBe('0,6 kg');
    expect(document.querySelector('.woocommerce-product-attributes-item--dimensions td')!.textContent).toBe('6 × 6 × 20 cm');
    expect(document.querySelector('p.price')!.textContent).toBe('9,90 €');
    expect(document.querySelector('[data-sf-field="delivery_time"]')!.textContent).toBe('1–3 Werktage');
    expect(document.querySelector('[data-sf-field="unit_price"]')!.textContent).toBe('19,80 € / 1 l');
    expect(document.querySelector('.woocommerce-product-gallery__image img')!.getAttribute('src')).toBe('/images/500.svg');
    expect(document.querySelector<HTMLElement>('[data-sf-block="deposit_amount"]')!.hidden).toBe(false);
    expect(button().getAttribute('aria-disabled')).toBe('false');
    expect(button().classList.contains('disabled')).toBe(false);
    expect(document.querySelector<HTMLElement>('.reset_variations')!.hidden).toBe(false);
  });

  it('disables nothing that can match, blocks an add without a choice and says why', async () => {
    document.body.innerHTML = page(escaped(variations));
    await upgraded();
    const submitted = vi.fn();
    document.body.addEventListener('submit', submitted);
    button().click();
    await waitFor(() => expect(alertText()).toBe('Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.'));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('an out-of-stock variation is unavailable: the shop says so, pressing add says why', async () => {
    document.body.innerHTML = page(escaped(variations));
    await upgraded();
    choose('5-l');
    await waitFor(() => expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true));
    expect(document.querySelector('.single_variation')!.textContent).toBe('Nicht vorrätig');
    expect(alertText()).toBeUndefined();
    button().click();
    await waitFor(() => expect(alertText()).toBe('Dieses Produkt ist leider nicht verfügbar. Bitte wähle eine andere Kombination.'));
  });

  it("'buy now' wears the add button's state; pressing it blocked says why and tells the page", async () => {
    document.body.innerHTML = page(escaped(variations)).replace(
      '<input type="hidden" name="variation_id"',
      '<button type="submit" name="sf-buy-now" value="1" class="button buy-now-button">Jetzt kaufen</button><input type="hidden" name="variation_id"',
    );
    await upgraded();
    const buyNow = document.querySelector<HTMLButtonElement>('.buy-now-button')!;
    const blocked = vi.fn();
    document.body.addEventListener('sf:add-blocked', (event) => blocked((event as CustomEvent).detail));
    expect(buyNow.getAttribute('aria-disabled')).toBe('true');
    expect(buyNow.classList.contains('wc-variation-selection-needed')).toBe(true);
    buyNow.click();
    await waitFor(() => expect(alertText()).toBe('Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.'));
    expect(blocked).toHaveBeenCalledWith({ reason: 'selection-needed', message: alertText() });

    choose('5-l');
    await waitFor(() => expect(buyNow.classList.contains('wc-variation-is-unavailable')).toBe(true));
    expect(buyNow.getAttribute('aria-disabled')).toBe('true');
    choose('500-ml');
    await waitFor(() => expect(buyNow.getAttribute('aria-disabled')).toBe('false'));
    expect(buyNow.className).toBe('button buy-now-button');
  });

  it('sold individually forces 1 and hides the quantity; no display price empties the price-dependent fields', async () => {
    document.body.innerHTML = page(escaped(variations));
    await upgraded();
    document.querySelector<HTMLInputElement>('input.qty')!.value = '4';
    choose('1-l');
    await waitFor(() => expect(document.querySelector<HTMLElement>('.quantity')!.hidden).toBe(true));
    expect(document.querySelector<HTMLInputElement>('input.qty')!.value).toBe('1');
    expect(document.querySelector('[data-sf-field="tax_info"]')!.textContent).toBe('');
  });

  it('reset restores the page', async () => {
    document.body.innerHTML = page(escaped(variations));
    await upgraded();
    choose('500-ml');
    await waitFor(() => expect(document.querySelector('.sku')!.textContent).toBe('FR-500'));
    fireEvent.click(document.querySelector('.reset_variations')!);
    expect(document.querySelector('.sku')!.textContent).toBe('FR');
    expect(document.querySelector('.woocommerce-product-attributes-item--weight td')!.textContent).toBe('0,6 – 5,5 kg');
    expect(document.querySelector('.woocommerce-product-attributes-item--dimensions td')!.textContent).toBe('k. A.');
    expect(document.querySelector('p.price')!.textContent).toBe('9,90 € – 59,00 €');
    expect(document.querySelector('.woocommerce-product-gallery__image img')!.getAttribute('src')).toBe('/main.svg');
    expect(document.querySelector('[data-sf-field="delivery_time"]')!.textContent).toBe('3–5 Werktage');
    expect(document.querySelector<HTMLElement>('[data-sf-block="deposit_amount"]')!.hidden).toBe(true);
    expect(document.querySelector<HTMLSelectElement>('select')!.value).toBe('');
    expect(document.querySelector<HTMLElement>('.reset_variations')!.hidden).toBe(true);
    expect(button().getAttribute('aria-disabled')).toBe('true');
  });

  it('announces the reset 300 ms after it (spec §9 swatch reset time), after focus has moved to the first select; a choice meanwhile cancels it', async () => {
    document.body.innerHTML = page(escaped(variations));
    await upgraded();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const announcement = document.querySelector('.reset_variations_alert')!;
      choose('500-ml');
      fireEvent.click(document.querySelector('.reset_variations')!);
      expect(document.activeElement).toBe(document.querySelector('select'));
      vi.advanceTimersByTime(299);
      expect(announcement.textContent).toBe('');
      vi.advanceTimersByTime(1);
      expect(announcement.textContent).toBe(RESET);

      choose('1-l');
      expect(announcement.textContent).toBe('');
      fireEvent.click(document.querySelector('.reset_variations')!);
      vi.advanceTimersByTime(100);
      choose('500-ml');
      vi.advanceTimersByTime(300);
      expect(announcement.textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('disables options that cannot match', async () => {
    const twoAttributes = [
      { ...base, variation_id: 1, attributes: { attribute_pa_inhalt: '500-ml', attribute_pa_duft: 'zitrone' } },
      { ...base, variation_id: 2, attributes: { attribute_pa_inhalt: '1-l', attribute_pa_duft: 'kirsche' } },
    ];
    document.body.innerHTML = page(escaped(twoAttributes)).replace(
      '<div class="reset_variations_alert',
      '<label for="pa_duft">Duft</label><select id="pa_duft" name="attribute_pa_duft"><option value="">Wähle</option><option value="zitrone">Zitrone</option><option value="kirsche">Kirsche</option></select><div class="reset_variations_alert',
    );
    await upgraded();
    choose('500-ml');
    const duft = document.querySelector<HTMLSelectElement>('#pa_duft')!;
    await waitFor(() => expect(duft.querySelector<HTMLOptionElement>('option[value="kirsche"]')!.disabled).toBe(true));
    expect(duft.querySelector<HTMLOptionElement>('option[value="zitrone"]')!.disabled).toBe(false);
  });
});

/** The form's sf:* events from now on: name, where it was dispatched, its detail. */
function recordEvents() {
  const seen: Array<[string, string, unknown]> = [];
  const names = ['check-variations', 'variation-select-change', 'variation-has-changed', 'found-variation', 'show-variation', 'hide-variation', 'reset-data', 'reset-image', 'reset-variation'];
  for (const name of names) {
    document.addEventListener(`sf:${name}`, (event) => seen.push([name, (event.target as Element).className.split(' ')[0], (event as CustomEvent).detail]));
  }
  return seen;
}

describe('sf-variation-form events (bridged to jQuery as WooCommerce names them)', () => {
  const seen = recordEvents();
  const names = () => seen.map(([name, target]) => `${name} on ${target}`);

  it('on load: the choice is checked and the product data stays', async () => {
    seen.length = 0;
    document.body.innerHTML = page(escaped(variations));
    await upgraded();
    expect(names()).toEqual(['check-variations on variations_form', 'reset-data on variations_form', 'reset-image on variations_form', 'hide-variation on single_variation']);
  });

  it('a change: select change, check, found and shown with the variation, then has-changed; reset says reset_data', async () => {
    document.body.innerHTML = page(escaped(variations));
    await upgraded();
    seen.length = 0;
    choose('500-ml');
    await waitFor(() => expect(names()).toContain('variation-has-changed on variations_form'));
    expect(names()).toEqual([
      'variation-select-change on variations_form',
      'check-variations on variations_form',
      'found-variation on variations_form',
      'show-variation on single_variation',
      'variation-has-changed on variations_form',
    ]);
    expect(seen[2][2]).toEqual({ variation: variations[0] });
    expect(seen[3][2]).toEqual({ variation: variations[0], purchasable: true });

    seen.length = 0;
    choose('5-l');
    await waitFor(() => expect(names()).toContain('show-variation on single_variation'));
    expect(seen.find(([name]) => name === 'show-variation')![2]).toEqual({ variation: variations[2], purchasable: false });

    seen.length = 0;
    fireEvent.click(document.querySelector('.reset_variations')!);
    expect(names()).toEqual(['reset-data on variations_form', 'reset-image on variations_form', 'hide-variation on single_variation', 'reset-variation on variations_form']);
  });

  it('without inline data there is no select change, and found_variation waits for the shop', async () => {
    installFakeShop({ get_variation: () => json(variations[0]) });
    document.body.innerHTML = page('false');
    await upgraded();
    seen.length = 0;
    choose('500-ml');
    expect(names()).toEqual(['check-variations on variations_form', 'variation-has-changed on variations_form']);
    await waitFor(() => expect(names()).toContain('found-variation on variations_form'));
  });
});

describe('sf-variation-form without inline data (more than 30 variations)', () => {
  it("sends an extension's data-custom_data with the lookup", async () => {
    const shop = installFakeShop({ get_variation: () => json(variations[0]) });
    document.body.innerHTML = page('false').replace('data-product_id="10"', 'data-product_id="10" data-custom_data="gravur:ja"');
    await upgraded();
    choose('500-ml');
    await waitFor(() => expect(shop.requests).toHaveLength(1));
    expect(shop.requests[0].form.get('custom_data')).toBe('gravur:ja');
  });

  it('asks the shop once every attribute is chosen', async () => {
    const shop = installFakeShop({ get_variation: ({ form }) => json(form.get('attribute_pa_inhalt') === '500-ml' ? variations[0] : false) });
    document.body.innerHTML = page('false');
    await upgraded();
    choose('500-ml');
    await waitFor(() => expect(document.querySelector('.sku')!.textContent).toBe('FR-500'));
    // Spec §7: custom_data too, empty when no extension put any on the form (as WooCommerce's script sends it).
    expect(Object.fromEntries(shop.requests[0].form)).toEqual({ product_id: '10', attribute_pa_inhalt: '500-ml', custom_data: '' });
    choose('1-l');
    await waitFor(() => expect(alertText()).toBe('Es entsprechen leider keine Produkte deiner Auswahl. Bitte wähle eine andere Kombination.'));
    expect(document.querySelector('.sku')!.textContent).toBe('FR');
  });

  it('says so when the lookup fails', async () => {
    installFakeShop({ get_variation: () => new Response('kaputt', { status: 500 }) });
    document.body.innerHTML = page('false');
    await upgraded();
    choose('500-ml');
    await waitFor(() => expect(alertText()).toBe('Die Ausführung konnte nicht geladen werden. Bitte versuche es erneut.'));
    expect(button().getAttribute('aria-disabled')).toBe('true');
  });

  it('an error body is a failed lookup, not a combination that does not exist', async () => {
    installFakeShop({ get_variation: () => json({ success: false, data: { message: 'Fehler' } }) });
    document.body.innerHTML = page('false');
    await upgraded();
    choose('500-ml');
    await waitFor(() => expect(alertText()).toBe('Die Ausführung konnte nicht geladen werden. Bitte versuche es erneut.'));
  });

  it('shows it is busy while the shop is asked; add pressed meanwhile waits for the answer, then adds', async () => {
    let answer!: (variation: Variation) => void;
    let answered = false;
    /** For each add the shop saw: whether the variation had been answered by then. */
    const addsAfterAnswer: boolean[] = [];
    const shop = installFakeShop({
      get_variation: () => new Promise<Variation>((resolve) => (answer = resolve)),
      add_to_cart: () => (addsAfterAnswer.push(answered), json({ fragments: {}, cart_hash: 'h' })),
    });
    (window as unknown as { wc_add_to_cart_params: object }).wc_add_to_cart_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_url: '/cart/', cart_redirect_after_add: 'no' };
    document.body.innerHTML = `<sf-add-to-cart>${page('false')}</sf-add-to-cart>`;
    await waitFor(() => expect(document.querySelectorAll('[data-sf-upgraded]')).toHaveLength(2));
    const form = document.querySelector('form')!;
    expect(form.hasAttribute('aria-busy')).toBe(false);
    choose('500-ml');
    await waitFor(() => expect(shop.requests).toHaveLength(1));
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(button().classList.contains('loading')).toBe(true);

    // The press is held, not refused: no alert, and the add the shop sees comes after the answer.
    button().click();
    expect(alertText()).toBeUndefined();

    answered = true;
    answer(variations[0]);
    await waitFor(() => expect(shop.requests).toHaveLength(2));
    expect(addsAfterAnswer).toEqual([true]);
    const sent = Object.fromEntries(shop.requests[1].form);
    expect(sent).toMatchObject({ product_id: '11', attribute_pa_inhalt: '500-ml' });
    expect(sent).not.toHaveProperty('variation_id');
    expect(form.hasAttribute('aria-busy')).toBe(false);
    await waitFor(() => expect(button().classList.contains('added')).toBe(true));
    expect(button().classList.contains('loading')).toBe(false);
    expect(alertText()).toBeUndefined();
  });
});
