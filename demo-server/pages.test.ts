import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, Client, dom, duplicateIds, startServer, type TestServer } from './test-helpers.ts';


let server: TestServer;
let client: Client;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'sf-dist-'));
  for (const build of ['preact', 'react']) {
    mkdirSync(path.join(distDir, build));
    writeFileSync(path.join(distDir, build, 'loader.js'), `export const build = '${build}';\n`);
  }
  server = await startServer({ distDir });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});
beforeEach(() => {
  client = new Client(server.baseUrl);
});


describe('layout', () => {
  it('renders the shared head, globals, header cart controls and footer', async () => {
    const { res, text } = await client.getPage('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html; charset=utf-8/);
    const doc = dom(text);
    expect(doc.documentElement.lang).toBe('de');
    expect(doc.title).toBe('Startseite – Schaufenster Demo-Shop');
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts).toHaveLength(2);
    expect(scripts[0]!.textContent).toContain('var wc_add_to_cart_params={"ajax_url":"/wp-admin/admin-ajax.php","wc_ajax_url":"/?wc-ajax=%%endpoint%%","i18n_view_cart":"Warenkorb anzeigen","cart_url":"/cart/","is_cart":"","cart_redirect_after_add":"no"};');
    expect(scripts[0]!.textContent).toMatch(/"cart_hash_key":"wc_cart_hash_[a-f0-9]{32}","fragment_name":"wc_fragments_[a-f0-9]{32}","request_timeout":"5000"/);
    expect(scripts[0]!.textContent).toContain('var flatsomeVars={"ajaxurl":"/wp-admin/admin-ajax.php","theme":{"version":"3.19.7"},"sticky_height":"70","user":{"can_edit_pages":false}};');
    expect(scripts[1]!.outerHTML).toBe('<script type="module" src="/assets/schaufenster/loader.js"></script>');
    expect([...doc.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/theme.css', '/assets/schaufenster/schaufenster.css']);
    expect(doc.querySelector('a.skip-link')!.getAttribute('href')).toBe('#main');
    expect(doc.querySelector('main#main')).not.toBeNull();
    expect(doc.querySelector('header#header nav[aria-label="Hauptmenü"]')!.textContent).toContain('Beleuchtung');
    expect(doc.querySelector('sf-mini-cart.header-cart--desktop[reveal-on-add] > a.header-cart-link')!.getAttribute('aria-label')).toBe('Warenkorb: 0 Artikel, 0,00 €');
    expect(doc.querySelector('sf-mini-cart #mini-cart-dropdown.nav-dropdown .widget_shopping_cart .widget_shopping_cart_content')).not.toBeNull();
    expect(doc.querySelector('sf-cart-drawer.header-cart--mobile > a.header-cart-link')).not.toBeNull();
    expect(doc.querySelector('sf-cart-drawer dialog#cart-popup.cart-drawer[aria-labelledby="cart-popup-title"] > .widget_shopping_cart_content')).not.toBeNull();
    expect(doc.querySelector('footer.site-footer a[href="/__demo/"]')!.textContent).toBe('Demo-Steuerung');
    expect(doc.body.lastElementChild!.tagName).toBe('SF-CART-FRAGMENTS');
  });

  it('sets is_cart on the cart page only', async () => {
    const { text } = await client.getPage('/cart/');
    expect(text).toContain('"is_cart":"1"');
    expect(dom(text).body.classList.contains('woocommerce-cart')).toBe(true);
  });

  it('shows the cart in the header with items', async () => {
    await (await client.addToCart({ product_id: 101, quantity: 2 })).json();
    const doc = dom((await client.getPage('/shop/')).text);
    const links = doc.querySelectorAll('a.header-cart-link');
    expect(links).toHaveLength(2);
    expect(links[0]!.getAttribute('aria-label')).toBe('Warenkorb: 2 Artikel, 179,00 €');
    expect(links[0]!.querySelector('.header-cart-count')!.textContent).toBe('2');
    expect(links[0]!.querySelector('.header-cart-total')!.textContent).toBe('179,00\u00a0€');
    expect(doc.querySelectorAll('.widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveLength(3); // dropdown, drawer, sidebar
  });
});

describe('bundle switch', () => {
  it('serves the preact build by default and react when chosen (sticky cookie)', async () => {
    expect(await (await client.get('/assets/schaufenster/loader.js')).text()).toContain("'preact'");
    await client.getPage('/?sf_build=react');
    expect(client.cookie('sf_build')).toBe('react');
    expect(dom((await client.getPage('/')).text).body.classList.contains('sf-build-react')).toBe(true);
    expect(await (await client.get('/assets/schaufenster/loader.js')).text()).toContain("'react'");
    await client.getPage('/?sf_build=preact');
    expect(await (await client.get('/assets/schaufenster/loader.js')).text()).toContain("'preact'");
  });

  it('uses SF_BUILD=react as the default', async () => {
    process.env.SF_BUILD = 'react';
    try {
      expect(await (await client.get('/assets/schaufenster/loader.js')).text()).toContain("'react'");
    } finally {
      delete process.env.SF_BUILD;
    }
  });

  it('switches to the classic script with ?sf_bundle=classic and back', async () => {
    await client.getPage('/?sf_bundle=classic');
    let doc = dom((await client.getPage('/shop/')).text);
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(doc.querySelectorAll('script')[1]!.outerHTML).toBe('<script src="/assets/schaufenster/schaufenster.iife.js" defer=""></script>');
    await client.getPage('/?sf_bundle=module');
    doc = dom((await client.getPage('/shop/')).text);
    expect(doc.querySelectorAll('script')[1]!.getAttribute('type')).toBe('module');
  });

  it('404s missing bundle files but serves the theme', async () => {
    expect((await client.get('/assets/schaufenster/schaufenster.css')).status).toBe(404);
    const css = await client.get('/assets/theme.css');
    expect(css.status).toBe(200);
    expect(await css.text()).toContain('.header-cart--desktop');
  });
});

describe('listing pages', () => {
  it('shows all products with count, ordering form and sidebar cart widget', async () => {
    const doc = dom((await client.getPage('/shop/')).text);
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
    const { text } = await client.getPage('/shop/');
    expect(text).toContain(
      '<li class="product type-product post-101 instock product_cat-universal product-type-simple"><a href="/product/universal-frontspoiler/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img src="/images/universal-frontspoiler.svg" width="300" height="300" alt="Universal Frontspoiler" loading="lazy"><h2 class="woocommerce-loop-product__title">Universal Frontspoiler</h2><span class="price"><span class="woocommerce-Price-amount amount"><bdi>89,50&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span></span></a><p class="wc-gzd-additional-info tax-info">inkl. 19 % MwSt.</p><sf-add-to-cart><a href="?add-to-cart=101" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="101" data-product_sku="UFS-01" aria-label="In den Warenkorb legen: „Universal Frontspoiler“" data-success_message="„Universal Frontspoiler“ wurde deinem Warenkorb hinzugefügt" rel="nofollow">In den Warenkorb</a></sf-add-to-cart><sf-quick-view><a href="/product/universal-frontspoiler/" class="quick-view" data-prod="101" aria-label="Schnellansicht: „Universal Frontspoiler“">Schnellansicht</a></sf-quick-view></li>',
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
    expect(doc.querySelector('li.post-106 sf-add-to-cart a.ajax_add_to_cart')).not.toBeNull();
    expect(doc.querySelector('li.post-105 a.ajax_add_to_cart')!.getAttribute('data-quantity')).toBe('1');
    expect(doc.querySelector('li.post-105 p.price-unit')!.textContent).toBe('12,90\u00a0€ / 1 m');
  });

  it('sorts server-side', async () => {
    const ids = async (q: string) =>
      [...dom((await client.getPage(`/shop/?orderby=${q}`)).text).querySelectorAll('ul.products > li')].map((li) =>
        Number(/post-(\d+)/.exec(li.className)![1]),
      );
    const byPrice = await ids('price');
    expect(byPrice[0]).toBe(114); // Felgenreiniger from 8,95 €
    expect(byPrice.at(-1)).toBe(120); // Sportlenkrad 189 €
    const byPriceDesc = await ids('price-desc');
    expect(byPriceDesc[0]).toBe(120);
    expect((await ids('popularity'))[0]).toBe(116);
    expect((await ids('menu_order'))[0]).toBe(101);
    expect(await ids('date')).not.toEqual(await ids('menu_order'));
    const selected = dom((await client.getPage('/shop/?orderby=price-desc')).text).querySelector('select.orderby option[selected]');
    expect(selected!.getAttribute('value')).toBe('price-desc');
  });

  it('filters categories and 404s unknown ones', async () => {
    const doc = dom((await client.getPage('/product-category/pflege/')).text);
    expect(doc.querySelector('h1')!.textContent).toBe('Pflege');
    const items = [...doc.querySelectorAll('ul.products > li')];
    expect(items).toHaveLength(6);
    expect(items.every((li) => li.classList.contains('product_cat-pflege'))).toBe(true);
    expect(doc.querySelector('.woocommerce-result-count')!.textContent).toBe('Zeige alle 6 Ergebnisse');
    const missing = await client.get('/product-category/gibtsnicht/');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Seite nicht gefunden');
  });
});

describe('product pages', () => {
  it('renders the simple product form and legal info', async () => {
    const { text } = await client.getPage('/product/universal-frontspoiler/');
    expect(text).toContain(
      '<sf-add-to-cart><form class="cart" action="/product/universal-frontspoiler/" method="post" enctype="multipart/form-data"><sf-quantity><div class="quantity"><label class="screen-reader-text" for="quantity_101">Menge von „Universal Frontspoiler“</label><input type="number" id="quantity_101" class="input-text qty text" name="quantity" value="1" min="1" max="" step="1" inputmode="numeric" autocomplete="off"></div></sf-quantity><button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button button alt ajax_add_to_cart" data-product_id="101" data-quantity="1" data-success_message="„Universal Frontspoiler“ wurde deinem Warenkorb hinzugefügt">In den Warenkorb</button><button type="submit" name="sf-buy-now" value="101" class="button buy-now-button">Jetzt kaufen</button></form></sf-add-to-cart>',
    );
    const doc = dom(text);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('h1.product_title.entry-title')!.textContent).toBe('Universal Frontspoiler');
    expect(doc.querySelector('.summary p.price')!.textContent).toBe('89,50\u00a0€');
    expect(doc.querySelector('.summary .tax-info')!.textContent).toBe('inkl. 19 % MwSt.');
    expect(doc.querySelector('.summary .shipping-costs-info')!.textContent).toBe('zzgl. Versandkosten');
    expect(doc.querySelector('.summary .delivery-time-info')!.textContent).toBe('Lieferzeit: 3–5 Werktage');
    expect(doc.querySelector('.product_meta .sku')!.textContent).toBe('UFS-01');
    expect(doc.querySelector('.product_meta .posted_in a')!.getAttribute('href')).toBe('/product-category/universal/');
  });

  it('renders unit prices, decimal quantities, sold-individually and out-of-stock variants', async () => {
    const decimal = dom((await client.getPage('/product/carbon-folie-meterware/')).text);
    const input = decimal.querySelector('input#quantity_105')!;
    expect([input.getAttribute('step'), input.getAttribute('min'), input.getAttribute('max'), input.getAttribute('inputmode')]).toEqual(['0.5', '1', '10', 'decimal']);
    expect(decimal.querySelector('p.price.price-unit.smaller.wc-gzd-additional-info .unit-price')!.textContent).toBe('12,90\u00a0€ / 1 m');
    const wax = dom((await client.getPage('/product/hartwachs-premium-250-ml/')).text);
    expect(wax.querySelector('.unit-price')!.textContent).toBe('9,96\u00a0€ / 100 ml');
    const single = dom((await client.getPage('/product/tuning-gutachten-einzelabnahme/')).text);
    expect(single.querySelector('form.cart input.qty')).toBeNull();
    expect(single.querySelector('form.cart input[type=hidden][name=quantity]')!.getAttribute('value')).toBe('1');
    const oos = dom((await client.getPage('/product/kotfluegelverbreiterung-set/')).text);
    expect(oos.querySelector('p.stock.out-of-stock')!.textContent).toBe('Nicht vorrätig');
    expect(oos.querySelector('form.cart')).toBeNull();
  });

  it('renders the variable product form with variation data', async () => {
    const doc = dom((await client.getPage('/product/felgenreiniger-konzentrat/')).text);
    const form = doc.querySelector('form.variations_form.cart')!;
    expect(form.getAttribute('action')).toBe('/product/felgenreiniger-konzentrat/');
    expect(form.getAttribute('data-product_id')).toBe('114');
    const variations = JSON.parse(form.getAttribute('data-product_variations')!) as Record<string, unknown>[];
    expect(variations.map((v) => [v.variation_id, v.display_price, v.is_in_stock])).toEqual([
      [1141, 8.95, true],
      [1142, 14.9, true],
      [1143, 59.9, false],
    ]);
    expect(variations[0]!.attributes).toEqual({ attribute_pa_inhalt: '500-ml' });
    expect(String(variations[0]!.unit_price)).toContain('17,90&nbsp;');
    expect(String(variations[2]!.unit_price)).toContain('11,98&nbsp;');
    const select = form.querySelector('table.variations select[name=attribute_pa_inhalt]') as HTMLSelectElement;
    expect(form.querySelector(`label[for="${select.id}"]`)!.textContent).toBe('Inhalt');
    expect([...select.options].map((o) => o.value)).toEqual(['', '500-ml', '1-l', '5-l']);
    const button = form.querySelector('.single_variation_wrap button.single_add_to_cart_button')!;
    // The add widget sends variation_id and attribute_* with the add; disabled until a variation is chosen.
    expect([...button.classList]).toEqual(['single_add_to_cart_button', 'button', 'alt', 'ajax_add_to_cart', 'disabled', 'wc-variation-selection-needed']);
    expect(button.getAttribute('data-product_id')).toBe('114');
    expect(form.parentElement!.localName).toBe('sf-variation-form');
    expect(form.parentElement!.parentElement!.localName).toBe('sf-add-to-cart');
    expect(form.querySelector('input[name=variation_id]')!.getAttribute('value')).toBe('0');
    expect(form.querySelector('input[name=add-to-cart]')!.getAttribute('value')).toBe('114');
    expect(form.querySelector('input[name=product_id]')!.getAttribute('value')).toBe('114');
  });

  it('404s unknown products', async () => {
    const res = await client.get('/product/gibtsnicht/');
    expect(res.status).toBe(404);
  });
});

describe('non-JS fallbacks', () => {
  it('GET ?add-to-cart adds and redirects to the same page without the parameters', async () => {
    const res = await client.get('/shop/?orderby=price&add-to-cart=101&quantity=2');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/shop/?orderby=price');
    expect(client.cookie('woocommerce_items_in_cart')).toBe('1');
    const doc = dom((await client.getPage('/shop/?orderby=price')).text);
    const notice = doc.querySelector('.woocommerce-notices-wrapper .woocommerce-message[role=status]')!;
    expect(notice.textContent).toBe('2 × „Universal Frontspoiler“ wurden deinem Warenkorb hinzugefügt. Warenkorb anzeigen');
    expect(notice.querySelector('a.button.wc-forward')!.getAttribute('href')).toBe('/cart/');
    expect((await client.state()).items[0]!.quantity).toBe(2);
  });

  it('GET ?add-to-cart of an out-of-stock product shows an error', async () => {
    const { text } = await client.getPage('/?add-to-cart=107');
    const doc = dom(text);
    expect(doc.querySelector('[role=alert] ul.woocommerce-error li')!.textContent).toContain('nicht vorrätig');
    expect((await client.state()).count).toBe(0);
  });

  it('POST of the product form adds (PRG) with the success notice', async () => {
    const res = await client.post('/product/universal-frontspoiler/', { quantity: 3, 'add-to-cart': 101 });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/product/universal-frontspoiler/');
    const { text } = await client.getPage('/product/universal-frontspoiler/');
    expect(text).toContain(
      '<div class="woocommerce-message" role="status">3 × „Universal Frontspoiler“ wurden deinem Warenkorb hinzugefügt. <a href="/cart/" class="button wc-forward">Warenkorb anzeigen</a></div>',
    );
    await client.post('/product/universal-frontspoiler/', { quantity: 1, 'add-to-cart': 101 });
    expect((await client.getPage('/product/universal-frontspoiler/')).text).toContain(
      '<div class="woocommerce-message" role="status">„Universal Frontspoiler“ wurde deinem Warenkorb hinzugefügt. <a href="/cart/" class="button wc-forward">Warenkorb anzeigen</a></div>',
    );
    expect((await client.state()).items[0]!.quantity).toBe(4);
  });

  it('POST of the variable form finds the variation from attributes', async () => {
    await client.post('/product/felgenreiniger-konzentrat/', { attribute_pa_inhalt: '1-l', quantity: 1, 'add-to-cart': 114, product_id: 114, variation_id: 0 });
    expect((await client.state()).items).toEqual([expect.objectContaining({ productId: 114, variationId: 1142, quantity: 1 })]);
    await client.getPage('/product/felgenreiniger-konzentrat/');
    await client.post('/product/felgenreiniger-konzentrat/', { attribute_pa_inhalt: '', quantity: 1, 'add-to-cart': 114, product_id: 114, variation_id: 0 });
    const doc = dom((await client.getPage('/product/felgenreiniger-konzentrat/')).text);
    expect(doc.querySelector('ul.woocommerce-error li')!.textContent).toContain('Bitte wähle Produktoptionen');
  });

  it('POST /cart/ updates quantities (0 removes) with a notice', async () => {
    await (await client.addToCart({ product_id: 101 })).json();
    await (await client.addToCart({ product_id: 109 })).json();
    const [a, b] = (await client.state()).items;
    const res = await client.post('/cart/', { [`cart[${a!.key}][qty]`]: 5, [`cart[${b!.key}][qty]`]: 0, update_cart: 'Warenkorb aktualisieren', 'woocommerce-cart-nonce': 'demo' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart/');
    expect((await client.state()).items).toEqual([expect.objectContaining({ productId: 101, quantity: 5 })]);
    const doc = dom((await client.getPage('/cart/')).text);
    expect(doc.querySelector('sf-cart-form .woocommerce .woocommerce-notices-wrapper .woocommerce-message')!.textContent).toBe('Warenkorb aktualisiert.');
    expect(doc.querySelectorAll('.woocommerce-notices-wrapper')).toHaveLength(1);
  });

  it('POST /cart/ reports invalid quantities', async () => {
    await (await client.addToCart({ product_id: 101 })).json();
    const [a] = (await client.state()).items;
    await client.post('/cart/', { [`cart[${a!.key}][qty]`]: 'viele', update_cart: '1' });
    const doc = dom((await client.getPage('/cart/')).text);
    expect(doc.querySelector('ul.woocommerce-error li')!.textContent).toContain('gültige Menge');
    expect((await client.state()).items[0]!.quantity).toBe(1);
  });

  it('GET /cart/?remove_item removes and redirects with a notice', async () => {
    await (await client.addToCart({ product_id: 101 })).json();
    const [a] = (await client.state()).items;
    const res = await client.get(`/cart/?remove_item=${a!.key}&_wpnonce=demo`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart/');
    expect(client.cookie('woocommerce_items_in_cart')).toBeUndefined();
    const doc = dom((await client.getPage('/cart/')).text);
    expect(doc.querySelector('.woocommerce-message')!.textContent).toBe('„Universal Frontspoiler“ entfernt.');
    expect(doc.querySelector('sf-cart-form .woocommerce .wc-empty-cart-message .cart-empty.woocommerce-info[role=status]')!.textContent).toBe(
      'Dein Warenkorb ist gegenwärtig leer.',
    );
    expect(doc.querySelector('p.return-to-shop a.button.wc-backward')!.getAttribute('href')).toBe('/shop/');
  });
});

describe('cart, checkout, account', () => {
  it('renders the cart table and totals', async () => {
    await (await client.addToCart({ product_id: 101, quantity: 2 })).json();
    await (await client.addToCart({ product_id: 114, variation_id: 1141 })).json();
    const doc = dom((await client.getPage('/cart/')).text);
    expect(doc.querySelector('h1')!.textContent).toBe('Warenkorb');
    const rows = doc.querySelectorAll('form.woocommerce-cart-form[action="/cart/"][method=post] table.shop_table.cart tbody tr.cart_item');
    expect(rows).toHaveLength(2);
    const key = (await client.state()).items[0]!.key;
    const qty = doc.querySelector(`td.product-quantity sf-quantity input#quantity_${key}`)!;
    expect(qty.getAttribute('name')).toBe(`cart[${key}][qty]`);
    expect(qty.getAttribute('min')).toBe('0');
    expect(qty.getAttribute('data-cart_item_key')).toBe(key);
    expect(doc.querySelector(`label[for="quantity_${key}"]`)!.textContent).toBe('Menge von „Universal Frontspoiler“');
    expect(rows[1]!.querySelector('dl.variation dd')!.textContent).toBe('500 ml');
    expect(doc.querySelector('td.actions button[name=update_cart]')!.textContent).toBe('Warenkorb aktualisieren');
    const totals = doc.querySelector('.cart-collaterals .cart_totals')!;
    expect(totals.querySelector('.cart-subtotal td')!.textContent).toBe('187,95\u00a0€');
    expect(totals.querySelector('.shipping td')!.textContent).toBe('Kostenloser Versand');
    expect(totals.querySelector('.order-total td')!.textContent).toBe('187,95\u00a0€ (inkl. 30,01\u00a0€ MwSt.)');
    expect(totals.querySelector('a.checkout-button')!.getAttribute('href')).toBe('/checkout/');
  });

  it('charges 4,90 € shipping below 50 €', async () => {
    await (await client.addToCart({ product_id: 109 })).json();
    const doc = dom((await client.getPage('/cart/')).text);
    expect(doc.querySelector('.order-total td strong')!.textContent).toBe('24,80\u00a0€');
    expect(doc.querySelector('.shipping td')!.textContent).toContain('Pauschal: 4,90\u00a0€');
  });

  it('renders the checkout review and an empty-cart message', async () => {
    const empty = dom((await client.getPage('/checkout/')).text);
    expect(empty.querySelector('h1')!.textContent).toBe('Kasse');
    expect(empty.querySelector('a[href="/shop/"]')).not.toBeNull();
    await (await client.addToCart({ product_id: 105, quantity: '2.5' })).json();
    const doc = dom((await client.getPage('/checkout/')).text);
    const table = doc.querySelector('table.shop_table.woocommerce-checkout-review-order-table')!;
    expect(table.querySelector('td.product-name')!.textContent).toBe('Carbon-Folie Meterware × 2,5');
    expect(table.querySelector('td.product-total')!.textContent).toBe('32,25\u00a0€');
  });

  it('renders account forms and answers posts with an info notice', async () => {
    const doc = dom((await client.getPage('/my-account/')).text);
    expect(doc.querySelector('input#username')!.getAttribute('autocomplete')).toBe('username');
    expect(doc.querySelector('input#password')!.getAttribute('autocomplete')).toBe('current-password');
    expect(doc.querySelector('input#reg_email')!.getAttribute('autocomplete')).toBe('email');
    expect(doc.querySelector('input#reg_password')!.getAttribute('autocomplete')).toBe('new-password');
    const res = await client.post('/my-account/', { username: 'a', password: 'b', login: 'Anmelden' });
    expect(res.status).toBe(200);
    expect(dom(await res.text()).querySelector('.woocommerce-info[role=status]')!.textContent).toBe('Kundenkonten sind im Demo-Shop nicht verfügbar.');
  });

  it('answers 404 with a German page and redirects to trailing slashes', async () => {
    const res = await client.get('/gibt/es/nicht/');
    expect(res.status).toBe(404);
    const doc = dom(await res.text());
    expect(doc.querySelector('h1')!.textContent).toBe('Seite nicht gefunden');
    expect(doc.title).toBe('Seite nicht gefunden – Schaufenster Demo-Shop');
    const redirect = await client.get('/shop?orderby=price');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/shop/?orderby=price');
  });

  it('serves generated SVG images', async () => {
    const res = await client.get('/images/universal-frontspoiler.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await res.text()).toMatch(/^<svg[^>]+width="600" height="600"/);
    expect(await (await client.get('/images/universal-frontspoiler-300x300.svg')).text()).toMatch(/width="300" height="300"/);
    expect((await client.get('/images/nope.svg')).status).toBe(404);
  });
});

describe('accessibility (axe-core in jsdom; colour contrast is checked in the browser e2e)', () => {
  it('catches violations at all (sanity check of the harness)', async () => {
    const bad = await axeViolations('<!doctype html><html><head><title>x</title></head><body><main><img src="/x.png"><input type="text"></main></body></html>');
    expect(bad.join('\n')).toMatch(/image-alt/);
    expect(bad.join('\n')).toMatch(/html-has-lang/);
  });

  it('has no axe violations and unique ids on every page (empty and filled cart, with notices)', async () => {
    const pages = [
      '/',
      '/shop/',
      '/product-category/beleuchtung/',
      '/product/universal-frontspoiler/',
      '/product/felgenreiniger-konzentrat/',
      '/product/carbon-folie-meterware/',
      '/product/kotfluegelverbreiterung-set/',
      '/cart/',
      '/checkout/',
      '/my-account/',
      '/versand/',
      '/__demo/',
      '/nicht-da/',
    ];
    const problems: string[] = [];
    for (const fill of [false, true]) {
      if (fill) {
        await (await client.addToCart({ product_id: 101, quantity: 2 })).json();
        await (await client.addToCart({ product_id: 114, variation_id: 1141 })).json();
        await (await client.addToCart({ product_id: 105, quantity: '1.5' })).json();
        await (await client.addToCart({ product_id: 106 })).json();
      }
      for (const page of pages) {
        if (fill) await (await client.addToCart({ product_id: 107 })).json(); // error notice on the next page
        const { text } = await client.getPage(page);
        for (const v of await axeViolations(text)) problems.push(`${page} (${fill ? 'filled' : 'empty'}): ${v}`);
        for (const id of duplicateIds(text)) problems.push(`${page}: duplicate id ${id}`);
      }
    }
    // a success notice too
    await client.get('/shop/?add-to-cart=101');
    for (const v of await axeViolations((await client.getPage('/shop/')).text)) problems.push(`/shop/ (success notice): ${v}`);
    expect(problems).toEqual([]);
  }, 60_000);
});
