/** Listings: the shop page and the categories. */
import { describe, expect, it } from 'vitest';
import { dom, testShop } from '../test-helpers.ts';

const shop = testShop();

describe('listing pages', () => {
  it('shows all products with count, ordering form and sidebar cart widget', async () => {
    const doc = dom((await shop.client.getPage('/shop/')).text);
    expect(doc.querySelector('h1')!.textContent).toBe('Shop');
    expect(doc.querySelector('p.woocommerce-result-count[role=status]')!.textContent).toBe('Zeige alle 24 Ergebnisse');
    const select = doc.querySelector('sf-shop-ordering form.woocommerce-ordering[method=get] select.orderby[name=orderby][aria-label="Shop-Reihenfolge"]') as HTMLSelectElement;
    expect([...select.options].map((o) => `${o.value}:${o.textContent}`)).toEqual([
      'menu_order:Standardsortierung',
      'popularity:Nach Beliebtheit sortiert',
      'date:Nach Neuheit sortieren',
      'price:Nach Preis sortiert: niedrig nach hoch',
      'price-desc:Nach Preis sortiert: hoch nach niedrig',
    ]);
    expect(doc.querySelector('form.woocommerce-ordering input[type=hidden][name=paged]')!.getAttribute('value')).toBe('1');
    expect(doc.querySelector('form.woocommerce-ordering button.orderby-submit')!.textContent).toBe('Sortieren');
    expect(doc.querySelectorAll('ul.products.columns-3 > li.product')).toHaveLength(24);
    expect(doc.querySelector('aside .widget_shopping_cart .hide_cart_widget_if_empty > .widget_shopping_cart_content')).not.toBeNull();
    expect(doc.querySelector('main aside')).toBeNull();
  });

  it('renders the WooCommerce loop item markup', async () => {
    const { text } = await shop.client.getPage('/shop/');
    expect(text).toContain(
      '<li class="product type-product post-101 instock product_cat-universal product-type-simple"><a href="/product/universal-frontspoiler/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img src="/images/universal-frontspoiler.svg" width="300" height="300" alt="Universal Frontspoiler" loading="lazy"><h2 class="woocommerce-loop-product__title">Universal Frontspoiler</h2><span class="price"><span class="woocommerce-Price-amount amount"><bdi>89,50&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span></span></a><p class="wc-gzd-additional-info tax-info">inkl. 19 % MwSt.</p><a href="?add-to-cart=101" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="101" data-product_sku="UFS-01" aria-label="In den Warenkorb legen: „Universal Frontspoiler“" data-success_message="„Universal Frontspoiler“ wurde deinem Warenkorb hinzugefügt" rel="nofollow">In den Warenkorb</a><a href="/product/universal-frontspoiler/" class="quick-view" data-prod="101" aria-label="Schnellansicht: „Universal Frontspoiler“">Schnellansicht</a></li>',
    );
    const doc = dom(text);
    const variable = doc.querySelector('li.post-114 a.product_type_variable')!;
    expect(variable.classList.contains('ajax_add_to_cart')).toBe(false);
    expect(variable.getAttribute('href')).toBe('/product/felgenreiniger-konzentrat/');
    expect(variable.textContent).toBe('Ausführung wählen');
    expect(variable.getAttribute('aria-label')).toBe('Ausführung wählen für „Felgenreiniger Konzentrat“');
    const oos = doc.querySelector('li.post-107')!;
    expect(oos.classList.contains('outofstock')).toBe(true);
    expect(oos.querySelector('a.button')!.textContent).toBe('Weiterlesen');
    expect(oos.querySelector('.ajax_add_to_cart')).toBeNull();
    // One element of each widget around the loop, none per product.
    expect(doc.querySelectorAll('sf-quick-view > sf-add-to-cart > ul.products')).toHaveLength(1);
    expect(doc.querySelectorAll('ul.products :is(sf-add-to-cart, sf-quick-view)')).toHaveLength(0);
    expect(doc.querySelector('li.post-106 a.ajax_add_to_cart')).not.toBeNull();
    expect(doc.querySelector('li.post-105 a.ajax_add_to_cart')!.getAttribute('data-quantity')).toBe('1');
    expect(doc.querySelector('li.post-105 p.price-unit')!.textContent).toBe('12,90\u00a0€ / 1 m');
  });

  it('sorts server-side', async () => {
    const ids = async (q: string) => [...dom((await shop.client.getPage(`/shop/?orderby=${q}`)).text).querySelectorAll('ul.products > li')].map((li) => Number(/post-(\d+)/.exec(li.className)![1]));
    const byPrice = await ids('price');
    expect(byPrice[0]).toBe(114); // Felgenreiniger from 8,95 €
    expect(byPrice.at(-1)).toBe(120); // Sportlenkrad 189 €
    const byPriceDesc = await ids('price-desc');
    expect(byPriceDesc[0]).toBe(120);
    expect((await ids('popularity'))[0]).toBe(116);
    expect((await ids('menu_order'))[0]).toBe(101);
    expect(await ids('date')).not.toEqual(await ids('menu_order'));
    const selected = dom((await shop.client.getPage('/shop/?orderby=price-desc')).text).querySelector('select.orderby option[selected]');
    expect(selected!.getAttribute('value')).toBe('price-desc');
  });

  it('filters categories and 404s unknown ones', async () => {
    const doc = dom((await shop.client.getPage('/product-category/pflege/')).text);
    expect(doc.querySelector('h1')!.textContent).toBe('Pflege');
    const items = [...doc.querySelectorAll('ul.products > li')];
    expect(items).toHaveLength(6);
    expect(items.every((li) => li.classList.contains('product_cat-pflege'))).toBe(true);
    expect(doc.querySelector('.woocommerce-result-count')!.textContent).toBe('Zeige alle 6 Ergebnisse');
    const missing = await shop.client.get('/product-category/gibtsnicht/');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Seite nicht gefunden');
  });
});
