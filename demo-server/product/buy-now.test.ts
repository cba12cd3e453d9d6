/** 'Buy now' in the purchase form: add, then on to the checkout. */
import { describe, expect, it } from 'vitest';
import { dom, testShop } from '../test-helpers.ts';

const shop = testShop();

const SPOILER = '/product/universal-frontspoiler/';
const RIM_CLEANER = '/product/felgenreiniger-konzentrat/';
const LIGHTS = '/product/led-tagfahrlicht-set/';

describe("'buy now' button", () => {
  it.each([
    [SPOILER, '101'],
    [RIM_CLEANER, '114'],
  ])('%s offers it in the purchase form, after the add button, naming the product', async (path, id) => {
    const doc = await shop.client.pageDocument(path);
    const buyNow = doc.querySelector<HTMLButtonElement>('form.cart button.buy-now-button')!;
    expect(buyNow.textContent).toBe('Jetzt kaufen');
    expect([buyNow.type, buyNow.name, buyNow.value]).toEqual(['submit', 'sf-buy-now', id]);
    expect(buyNow.previousElementSibling!.matches('.single_add_to_cart_button')).toBe(true);
  });

  it('is left out where the product does not offer it', async () => {
    const doc = await shop.client.pageDocument(LIGHTS);
    expect(doc.querySelector('form.cart')).not.toBeNull();
    expect(doc.querySelector('.buy-now-button')).toBeNull();
  });

  it('posts: adds the quantity and goes on to the checkout, which lists it', async () => {
    const res = await shop.client.post(SPOILER, { quantity: 2, 'sf-buy-now': 101 });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/checkout/');
    expect((await shop.client.state()).items).toEqual([expect.objectContaining({ productId: 101, quantity: 2 })]);
    const doc = await shop.client.pageDocument('/checkout/');
    expect(doc.querySelector('table.woocommerce-checkout-review-order-table')!.textContent).toContain('Universal Frontspoiler');
  });

  it('posts a chosen variation as the variations form sends it', async () => {
    const res = await shop.client.post(RIM_CLEANER, { attribute_pa_inhalt: '1-l', quantity: 3, 'add-to-cart': 114, product_id: 114, variation_id: 1142, 'sf-buy-now': 114 });
    expect(res.headers.get('location')).toBe('/checkout/');
    expect((await shop.client.state()).items).toEqual([expect.objectContaining({ productId: 114, variationId: 1142, quantity: 3 })]);
  });

  it('an add the cart refuses stays on the product page and says why', async () => {
    const res = await shop.client.post(RIM_CLEANER, { attribute_pa_inhalt: '5-l', quantity: 1, 'add-to-cart': 114, product_id: 114, variation_id: 0, 'sf-buy-now': 114 });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(RIM_CLEANER);
    expect((await shop.client.state()).count).toBe(0);
    const doc = await shop.client.pageDocument(RIM_CLEANER);
    expect(doc.querySelector('.woocommerce-error')!.textContent).toMatch(/nicht/);
  });

  it.each([
    [SPOILER, { 'sf-buy-now': 'ja' }, 'Ungültiger Wert für „sf-buy-now“ übermittelt.'],
    [SPOILER, { 'sf-buy-now': '' }, 'Ungültiger Wert für „sf-buy-now“ übermittelt.'],
    [SPOILER, { 'sf-buy-now': 114 }, 'Das Produkt 114 gehört nicht zu „Universal Frontspoiler“.'],
    [LIGHTS, { 'sf-buy-now': 108 }, 'Für „LED-Tagfahrlicht Set“ gibt es „Jetzt kaufen“ nicht.'],
    [RIM_CLEANER, { 'sf-buy-now': 114, 'add-to-cart': 101 }, '„Jetzt kaufen“ und „In den Warenkorb“ nennen verschiedene Produkte.'],
  ])('%s refuses %o with a German 400 page and adds nothing', async (path, form, message) => {
    const res = await shop.client.post(path, { quantity: 1, ...form });
    expect(res.status).toBe(400);
    const doc = dom(await res.text());
    expect(doc.querySelector('h1')!.textContent).toBe('„Jetzt kaufen“ war nicht möglich');
    expect([...doc.querySelectorAll('[role=alert] ul.woocommerce-error li')].map((li) => li.textContent)).toEqual([message]);
    expect(doc.querySelector('main p a')!.getAttribute('href')).toBe(path);
    expect((await shop.client.state()).count).toBe(0);
  });
});
