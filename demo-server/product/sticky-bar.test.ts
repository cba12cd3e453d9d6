/** The sticky add-to-cart bar: printed hidden after the product, never posted. */
import { describe, expect, it } from 'vitest';
import { getProduct } from './catalogue.ts';
import { dom, duplicateIds, testShop } from '../test-helpers.ts';

const shop = testShop();

const SPOILER = '/product/universal-frontspoiler/';

describe('sticky add-to-cart bar markup', () => {
  it('follows the product, printed hidden, with image, name, price, its own quantity and button', async () => {
    const { text } = await shop.client.getPage(SPOILER);
    const doc = dom(text);
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
    const doc = await shop.client.pageDocument('/product/carbon-folie-meterware/');
    const [form, bar] = [doc.querySelector<HTMLInputElement>('form.cart input[name=quantity]')!, doc.querySelector<HTMLInputElement>('.sticky-add-to-cart input')!];
    expect([bar.min, bar.max, bar.step, bar.value, bar.inputMode]).toEqual([form.min, form.max, form.step, form.value, 'decimal']);
  });

  it('has no quantity when the product is sold individually, and no bar when it cannot be bought', async () => {
    const inspection = getProduct(106)!;
    const doc = await shop.client.pageDocument(`/product/${inspection.slug}/`);
    expect(doc.querySelector('.sticky-add-to-cart button')).not.toBeNull();
    expect(doc.querySelector('.sticky-add-to-cart input')).toBeNull();
    const soldOut = getProduct(107)!;
    expect((await shop.client.pageDocument(`/product/${soldOut.slug}/`)).querySelector('sf-sticky-add-to-cart')).toBeNull();
  });
});
