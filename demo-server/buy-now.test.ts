/** Product page: the 'buy now' button and its no-JS post, and the sticky add-to-cart bar's markup. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getProduct } from './catalogue.ts';
import { axeViolations, Client, dom, duplicateIds, startServer, type TestServer } from './test-helpers.ts';

let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startServer({ distDir: '/nonexistent-dist' });
});
afterAll(() => server.close());
beforeEach(() => {
  client = new Client(server.baseUrl);
});

const SPOILER = '/product/universal-frontspoiler/';
const RIM_CLEANER = '/product/felgenreiniger-konzentrat/';
const LIGHTS = '/product/led-tagfahrlicht-set/';

async function page(path: string): Promise<{ doc: Document; text: string }> {
  const { res, text } = await client.getPage(path);
  expect(res.status, path).toBe(200);
  return { doc: dom(text), text };
}

describe("'buy now' button", () => {
  it.each([
    [SPOILER, '101'],
    [RIM_CLEANER, '114'],
  ])('%s offers it in the purchase form, after the add button, naming the product', async (path, id) => {
    const { doc } = await page(path);
    const buyNow = doc.querySelector<HTMLButtonElement>('form.cart button.buy-now-button')!;
    expect(buyNow.textContent).toBe('Jetzt kaufen');
    expect([buyNow.type, buyNow.name, buyNow.value]).toEqual(['submit', 'sf-buy-now', id]);
    expect(buyNow.previousElementSibling!.matches('.single_add_to_cart_button')).toBe(true);
  });

  it('is left out where the product does not offer it', async () => {
    const { doc } = await page(LIGHTS);
    expect(doc.querySelector('form.cart')).not.toBeNull();
    expect(doc.querySelector('.buy-now-button')).toBeNull();
  });

  it('posts: adds the quantity and goes on to the checkout, which lists it', async () => {
    const res = await client.post(SPOILER, { quantity: 2, 'sf-buy-now': 101 });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/checkout/');
    expect((await client.state()).items).toEqual([expect.objectContaining({ productId: 101, quantity: 2 })]);
    const { doc } = await page('/checkout/');
    expect(doc.querySelector('table.woocommerce-checkout-review-order-table')!.textContent).toContain('Universal Frontspoiler');
  });

  it('posts a chosen variation as the variations form sends it', async () => {
    const res = await client.post(RIM_CLEANER, { attribute_pa_inhalt: '1-l', quantity: 3, 'add-to-cart': 114, product_id: 114, variation_id: 1142, 'sf-buy-now': 114 });
    expect(res.headers.get('location')).toBe('/checkout/');
    expect((await client.state()).items).toEqual([expect.objectContaining({ productId: 114, variationId: 1142, quantity: 3 })]);
  });

  it('an add the cart refuses stays on the product page and says why', async () => {
    const res = await client.post(RIM_CLEANER, { attribute_pa_inhalt: '5-l', quantity: 1, 'add-to-cart': 114, product_id: 114, variation_id: 0, 'sf-buy-now': 114 });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(RIM_CLEANER);
    expect((await client.state()).count).toBe(0);
    const { doc } = await page(RIM_CLEANER);
    expect(doc.querySelector('.woocommerce-error')!.textContent).toMatch(/nicht/);
  });

  it.each([
    [SPOILER, { 'sf-buy-now': 'ja' }, 'Ungültiger Wert für „sf-buy-now“ übermittelt.'],
    [SPOILER, { 'sf-buy-now': '' }, 'Ungültiger Wert für „sf-buy-now“ übermittelt.'],
    [SPOILER, { 'sf-buy-now': 114 }, 'Das Produkt 114 gehört nicht zu „Universal Frontspoiler“.'],
    [LIGHTS, { 'sf-buy-now': 108 }, 'Für „LED-Tagfahrlicht Set“ gibt es „Jetzt kaufen“ nicht.'],
    [RIM_CLEANER, { 'sf-buy-now': 114, 'add-to-cart': 101 }, '„Jetzt kaufen“ und „In den Warenkorb“ nennen verschiedene Produkte.'],
  ])('%s refuses %o with a German 400 page and adds nothing', async (path, form, message) => {
    const res = await client.post(path, { quantity: 1, ...form });
    expect(res.status).toBe(400);
    const doc = dom(await res.text());
    expect(doc.querySelector('h1')!.textContent).toBe('„Jetzt kaufen“ war nicht möglich');
    expect([...doc.querySelectorAll('[role=alert] ul.woocommerce-error li')].map((li) => li.textContent)).toEqual([message]);
    expect(doc.querySelector('main p a')!.getAttribute('href')).toBe(path);
    expect((await client.state()).count).toBe(0);
  });
});

describe('sticky add-to-cart bar markup', () => {
  it('follows the product, printed hidden, with image, name, price, its own quantity and button', async () => {
    const { doc, text } = await page(SPOILER);
    const element = doc.querySelector('sf-sticky-add-to-cart')!;
    expect(element.getAttribute('for')).toBe('product-101');
    expect(element.previousElementSibling!.id).toBe('product-101');
    const bar = element.querySelector<HTMLElement>('section.sticky-add-to-cart')!;
    // Without JavaScript it never shows (and so duplicates nothing).
    expect(bar.hidden).toBe(true);
    expect(bar.getAttribute('aria-label')).toBe('Kaufleiste');
    expect(bar.querySelector('img.sticky-add-to-cart__image')!.getAttribute('alt')).toBe('');
    expect(bar.querySelector('.sticky-add-to-cart__name')!.textContent).toBe('Universal Frontspoiler');
    expect(bar.querySelector('.sticky-add-to-cart__price')!.innerHTML).toBe(doc.querySelector('.summary p.price')!.innerHTML);
    const quantity = bar.querySelector<HTMLInputElement>('sf-quantity input[type=number]')!;
    expect(doc.querySelector(`label[for="${quantity.id}"]`)!.textContent).toBe('Menge für „Universal Frontspoiler“ (Kaufleiste)');
    // Never posted: no name, in no form.
    expect([quantity.name, quantity.form]).toEqual(['', null]);
    expect([quantity.min, quantity.step, quantity.value]).toEqual(['1', '1', '1']);
    const button = bar.querySelector<HTMLButtonElement>('button.sticky-add-to-cart__button')!;
    expect([button.type, button.textContent]).toEqual(['button', 'In den Warenkorb (Kaufleiste)']);
    expect(duplicateIds(text)).toEqual([]);
  });

  it('carries the form field’s rules (decimal step) and the shown price', async () => {
    const { doc } = await page('/product/carbon-folie-meterware/');
    const [form, bar] = [doc.querySelector<HTMLInputElement>('form.cart input[name=quantity]')!, doc.querySelector<HTMLInputElement>('.sticky-add-to-cart input')!];
    expect([bar.min, bar.max, bar.step, bar.value, bar.inputMode]).toEqual([form.min, form.max, form.step, form.value, 'decimal']);
  });

  it('has no quantity when the product is sold individually, and no bar when it cannot be bought', async () => {
    const inspection = getProduct(106)!;
    const { doc } = await page(`/product/${inspection.slug}/`);
    expect(doc.querySelector('.sticky-add-to-cart button')).not.toBeNull();
    expect(doc.querySelector('.sticky-add-to-cart input')).toBeNull();
    const soldOut = getProduct(107)!;
    expect((await page(`/product/${soldOut.slug}/`)).doc.querySelector('sf-sticky-add-to-cart')).toBeNull();
  });

  it('keeps the product page axe-clean (jsdom, no colour contrast)', async () => {
    expect(await axeViolations((await page(RIM_CLEANER)).text)).toEqual([]);
  }, 30_000);
});
