/**
 * The stock theme (`?sf_theme=storefront`): the shop prints the markup of the recorded stock
 * shop (../shared/real-woocommerce/samples beside the repository: WordPress 6.9, WooCommerce
 * 9.9.5, Storefront 4.6.0) with our elements where the WordPress plugin prints them (the common
 * contract). Each shape is checked on our page and on the recorded one, with our wrappers
 * taken out of the selector for the recording.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dom, testShop, type Client } from '../../test-helpers.ts';
import { fillCart, orderFields } from '../../checkout/test-support.ts';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/real-woocommerce/samples');

function recorded(name: string): Document {
  let text: string;
  try {
    text = readFileSync(path.join(SAMPLES, name), 'utf8');
  } catch {
    throw new Error(`The recorded stock pages are read from ${SAMPLES} (../shared/real-woocommerce/samples beside the repository); ${name} is not there.`);
  }
  return dom(text);
}

const recordedJson = (name: string) => JSON.parse(readFileSync(path.join(SAMPLES, name), 'utf8')) as { fragments: Record<string, string> };

/** Our elements out of a selector: what the stock shop prints without the plugin. */
const withoutOurs = (selector: string) => selector.replace(/sf-[a-z-]+\s*>\s*/g, '');

/** Every selector matches on our page, and (without our elements) on the recorded one. */
function expectShapes(ours: Document, stock: Document, selectors: readonly string[]): void {
  for (const selector of selectors) {
    expect(ours.querySelector(selector), `ours: ${selector}`).not.toBeNull();
    expect(stock.querySelector(withoutOurs(selector)), `recorded: ${withoutOurs(selector)}`).not.toBeNull();
  }
}

const shop = testShop();

/** A visitor on the stock theme. */
async function stockVisitor(client: Client): Promise<void> {
  const res = await client.get('/versand/?sf_theme=storefront');
  expect(res.status).toBe(200);
  expect(client.cookie('sf_theme')).toBe('storefront');
}

const LAYOUT = [
  '#page > header#masthead.site-header[role=banner] > .col-full > .site-branding',
  '#masthead .site-search form.woocommerce-product-search[role=search] input[name=s]',
  '#masthead .storefront-primary-navigation > .col-full > nav#site-navigation.main-navigation',
  '#masthead .storefront-primary-navigation > .col-full > sf-mini-cart > ul#site-header-cart.site-header-cart > li > a.cart-contents[href$="/cart/"] > span.count',
  '#page > #content.site-content[tabindex="-1"] > .col-full > div.woocommerce:first-child',
  '#content > .col-full > #primary.content-area > main#main.site-main',
  '#page > footer#colophon.site-footer[role=contentinfo] .storefront-handheld-footer-bar a.footer-cart-contents > span.count',
];

describe('theme switch', () => {
  it('?sf_theme=storefront is kept in a cookie; ?sf_theme=flatsome goes back; the seed theme is the default', async () => {
    const client = shop.client;
    client.jar.delete('sf_theme');
    const seed = await client.pageDocument('/versand/');
    expect(seed.querySelector('header#header')).not.toBeNull();
    const control = await client.pageDocument('/__demo/');
    expect(control.querySelector('a[href="/__demo/?sf_theme=storefront"]')!.textContent).toBe('Storefront (Standard-Markup von WooCommerce) verwenden');
    expect(seed.querySelector('#masthead')).toBeNull();
    await stockVisitor(client);
    const stock = await client.pageDocument('/versand/');
    expect(stock.querySelector('#masthead')).not.toBeNull();
    expect(stock.querySelector('header#header, sf-cart-drawer, sf-sticky-header')).toBeNull();
    expect(stock.body.classList.contains('theme-storefront')).toBe(true);
    expect(stock.querySelector('link[rel=stylesheet][href="/assets/storefront.css"]')).not.toBeNull();
    expect(stock.querySelector('link[href="/assets/theme.css"]')).toBeNull();
    expect((await client.get('/assets/storefront.css')).headers.get('content-type')).toContain('text/css');
    expect((await client.pageDocument('/__demo/')).querySelector('a[href="/__demo/?sf_theme=flatsome"]')).not.toBeNull();
    await client.get('/versand/?sf_theme=flatsome');
    expect(client.cookie('sf_theme')).toBe('flatsome');
    expect((await client.pageDocument('/versand/')).querySelector('header#header')).not.toBeNull();
    // An unknown name changes nothing.
    await client.get('/versand/?sf_theme=bootstrap');
    expect(client.cookie('sf_theme')).toBe('flatsome');
  });
});

describe('Storefront layout', () => {
  it('has the recorded page frame, the header cart in <sf-mini-cart> with its content empty, the breadcrumb, the fragments element once', async () => {
    await stockVisitor(shop.client);
    await fillCart(shop.client, { 101: 2 });
    const ours = await shop.client.pageDocument('/product/universal-frontspoiler/');
    expectShapes(ours, recorded('page.product-simple.html'), [
      ...LAYOUT,
      '#masthead sf-mini-cart > ul#site-header-cart > li > div.widget_shopping_cart > div.widget_shopping_cart_content',
      '.storefront-breadcrumb > .col-full > nav.woocommerce-breadcrumb',
    ]);
    // Filled cart, yet the mini-cart is empty in the page: only fragments fill it.
    expect(ours.querySelector('#site-header-cart .widget_shopping_cart_content')!.innerHTML).toBe('');
    expect(ours.querySelector('a.cart-contents')!.textContent).toBe('179,00\u00a0€ 2 Artikel');
    expect(ours.querySelectorAll('sf-cart-fragments')).toHaveLength(1);
    expect(ours.querySelector('body > sf-cart-fragments')).not.toBeNull();
    expect([...ours.querySelectorAll('.woocommerce-breadcrumb a')].map((a) => a.textContent)).toEqual(['Startseite', 'UNIVERSAL']);
    // WooCommerce's page globals stay (contract point 8); none of the seed theme's.
    const globals = ours.querySelector('head script[nonce]:last-of-type')!.textContent!;
    for (const name of ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'woocommerce_params', 'wc_add_to_cart_variation_params']) expect(globals).toContain(`var ${name}=`);
    expect(globals).not.toContain('flatsomeVars');
  });

  it("prints notices in div.woocommerce at the top of #content .col-full; the page's own wrapper stays empty", async () => {
    await stockVisitor(shop.client);
    const res = await shop.client.get('/product/universal-frontspoiler/?add-to-cart=101&quantity=2');
    expect(res.status).toBe(303);
    const ours = await shop.client.pageDocument('/product/universal-frontspoiler/');
    const stock = recorded('form-post.variable-add.html');
    const selector = '#content > .col-full > div.woocommerce:first-child > .woocommerce-message';
    expect(stock.querySelector(selector)).not.toBeNull();
    expect(ours.querySelector(selector)!.textContent).toContain('2 × „Universal Frontspoiler“ wurden deinem Warenkorb hinzugefügt.');
    expect(ours.querySelector('main .woocommerce-notices-wrapper')!.innerHTML).toBe('');
  });

  it('leaves the cart widget out on the cart and the checkout, as WooCommerce does', async () => {
    await stockVisitor(shop.client);
    await fillCart(shop.client);
    for (const page of ['/cart/', '/checkout/']) {
      const doc = await shop.client.pageDocument(page);
      expect(doc.querySelector('sf-mini-cart > ul#site-header-cart > li > a.cart-contents'), page).not.toBeNull();
      expect(doc.querySelector('#site-header-cart .widget_shopping_cart'), page).toBeNull();
    }
    expect(recorded('page.cart.html').querySelector('#site-header-cart .widget_shopping_cart')).toBeNull();
  });
});

describe('product lists (contract point 1)', () => {
  it('wraps ul.products in <sf-add-to-cart>; the loop buttons are stock', async () => {
    await stockVisitor(shop.client);
    const ours = await shop.client.pageDocument('/shop/');
    expectShapes(ours, recorded('page.shop.html'), [
      ...LAYOUT,
      'main > header.woocommerce-products-header > h1.page-title',
      'main > .storefront-sorting > form.woocommerce-ordering select.orderby',
      'main > .storefront-sorting > p.woocommerce-result-count',
      'main > sf-add-to-cart > ul.products > li.product.product-type-simple > a.woocommerce-LoopProduct-link > h2.woocommerce-loop-product__title',
      'main > sf-add-to-cart > ul.products > li.product.product-type-simple > a.button.product_type_simple.add_to_cart_button.ajax_add_to_cart[data-product_id][data-quantity="1"][data-product_sku][href^="?add-to-cart="]',
      'main > sf-add-to-cart > ul.products > li.product.product-type-variable > a.button.product_type_variable.add_to_cart_button:not(.ajax_add_to_cart)[data-product_id]',
    ]);
    const wrappers = ours.querySelectorAll('sf-add-to-cart');
    expect(wrappers).toHaveLength(1);
    expect(wrappers[0]!.children).toHaveLength(1);
    expect(ours.querySelector('sf-quick-view, .quick-view')).toBeNull();
    const category = await shop.client.pageDocument('/product-category/pflege/');
    expectShapes(category, recorded('page.category.html'), ['.storefront-breadcrumb nav.woocommerce-breadcrumb', 'main > sf-add-to-cart > ul.products > li.product']);
  });
});

describe('product forms (contract point 2)', () => {
  it('simple: <sf-add-to-cart> around the stock form, quantity in <sf-quantity>, the button with ajax_add_to_cart and data-product_id', async () => {
    await stockVisitor(shop.client);
    const ours = await shop.client.pageDocument('/product/universal-frontspoiler/');
    expectShapes(ours, recorded('page.product-simple.html'), [
      'main div.product.product-type-simple > .summary > h1.product_title',
      'main .summary > sf-add-to-cart > form.cart[method=post] > sf-quantity > div.quantity > input.qty[type=number][name=quantity]',
      'main .summary > sf-add-to-cart > form.cart > button.single_add_to_cart_button[type=submit][name=add-to-cart]',
      'main section.related.products > sf-add-to-cart > ul.products',
    ]);
    const button = ours.querySelector('form.cart button.single_add_to_cart_button')!;
    expect(button.className).toBe('single_add_to_cart_button button alt ajax_add_to_cart');
    expect(button.getAttribute('value')).toBe('101');
    expect(button.getAttribute('data-product_id')).toBe('101');
    expect(ours.querySelector('form.cart')!.parentElement!.tagName).toBe('SF-ADD-TO-CART');
    // Nothing of the seed theme's product page.
    expect(ours.querySelector('sf-sticky-add-to-cart, sf-product-gallery, sf-product-tabs, sf-unit-price')).toBeNull();
  });

  it('variable: <sf-add-to-cart><sf-variation-form> around the stock form with its hidden fields and the variations inline', async () => {
    await stockVisitor(shop.client);
    const ours = await shop.client.pageDocument('/product/felgenreiniger-konzentrat/');
    const form = 'main .summary > sf-add-to-cart > sf-variation-form > form.variations_form.cart';
    expectShapes(ours, recorded('page.product-variable.html'), [
      `${form}[data-product_id][data-product_variations] table.variations select[name^=attribute_][data-attribute_name]`,
      `${form} .single_variation_wrap > .woocommerce-variation-add-to-cart.variations_button > sf-quantity > div.quantity > input.qty[name=quantity]`,
      `${form} .variations_button > button.single_add_to_cart_button[type=submit]`,
      `${form} .variations_button > input[type=hidden][name=add-to-cart]`,
      `${form} .variations_button > input[type=hidden][name=product_id]`,
      `${form} .variations_button > input[type=hidden][name=variation_id].variation_id[value="0"]`,
    ]);
    const button = ours.querySelector('.variations_button button.single_add_to_cart_button')!;
    expect(button.className).toBe('single_add_to_cart_button button alt ajax_add_to_cart');
    expect(button.getAttribute('data-product_id')).toBe('114');
    expect(button.hasAttribute('name')).toBe(false);
    const variations = JSON.parse(ours.querySelector(form)!.getAttribute('data-product_variations')!) as { variation_id: number; attributes: Record<string, string> }[];
    expect(variations.map((v) => v.variation_id)).toEqual([1141, 1142, 1143]);
    expect(variations[1]!.attributes).toEqual({ attribute_pa_inhalt: '1-l' });
  });
});

describe('cart page (contract point 4)', () => {
  it('filled: <sf-cart-form> around the notices wrapper, the stock form and the totals; stock fields and remove links', async () => {
    await stockVisitor(shop.client);
    await fillCart(shop.client, { 101: 3, 1142: 3 });
    const ours = await shop.client.pageDocument('/cart/');
    const stock = recorded('page.cart.html');
    expectShapes(ours, stock, [
      ...LAYOUT,
      'main article.page > header.entry-header > h1.entry-title',
      'main .entry-content > div.woocommerce > sf-cart-form > div.woocommerce-notices-wrapper:first-child',
      'main div.woocommerce > sf-cart-form > form.woocommerce-cart-form[method=post] > table.shop_table.cart tr.woocommerce-cart-form__cart-item.cart_item > td.product-quantity > sf-quantity > div.quantity > input.qty[name^="cart["][name$="][qty]"]',
      'main sf-cart-form > form.woocommerce-cart-form tr.cart_item > td.product-remove > a.remove[href*="remove_item="][href*="_wpnonce="][data-product_id][data-product_sku]',
      'main sf-cart-form > form.woocommerce-cart-form td.actions > button[name=update_cart][type=submit]',
      'main sf-cart-form > form.woocommerce-cart-form td.actions > input[name=woocommerce-cart-nonce]',
      'main div.woocommerce > sf-cart-form > div.cart-collaterals > div.cart_totals > table.shop_table tr.order-total',
      'main sf-cart-form > div.cart-collaterals .wc-proceed-to-checkout > a.checkout-button',
    ]);
    // No data-cart_item_key: the key is only in the field's name and the link's remove_item.
    for (const doc of [ours, stock]) expect(doc.querySelector('main [data-cart_item_key]')).toBeNull();
    const { items } = await shop.client.state();
    for (const { key } of items) {
      expect(ours.querySelector(`input[name="cart[${key}][qty]"]`)).not.toBeNull();
      expect(ours.querySelector(`a.remove[href*="remove_item=${key}"]`)!.getAttribute('href')).toMatch(/&_wpnonce=\w+$/);
    }
    expect(ours.querySelector('sf-cart-form > .woocommerce-notices-wrapper')!.innerHTML).toBe('');
    expect(ours.querySelector('head script[nonce]:last-of-type')!.textContent).toContain('var wc_cart_params=');
  });

  it('the update post and the remove link work as on the seed theme; their notices go to the top', async () => {
    await stockVisitor(shop.client);
    await fillCart(shop.client, { 101: 1, 109: 1 });
    const doc = await shop.client.pageDocument('/cart/');
    const fields: Record<string, string> = { update_cart: 'Warenkorb aktualisieren' };
    for (const input of doc.querySelectorAll<HTMLInputElement>('form.woocommerce-cart-form input[name]')) fields[input.name] = input.value;
    const [first] = (await shop.client.state()).items;
    fields[`cart[${first!.key}][qty]`] = '4';
    expect((await shop.client.post('/cart/', fields)).status).toBe(302);
    const updated = await shop.client.pageDocument('/cart/');
    expect(updated.querySelector(`input[name="cart[${first!.key}][qty]"]`)!.getAttribute('value')).toBe('4');
    expect(updated.querySelector('#content > .col-full > div.woocommerce:first-child')!.textContent).toContain('Warenkorb aktualisiert.');
    const remove = updated.querySelector<HTMLAnchorElement>(`a.remove[href*="remove_item=${first!.key}"]`)!.getAttribute('href')!;
    expect((await shop.client.get(remove)).status).toBe(303);
    expect((await shop.client.state()).items.map((item) => item.key)).not.toContain(first!.key);
  });

  it("empty: WooCommerce's empty cart, no <sf-cart-form> (woocommerce_before_cart does not run there)", async () => {
    await stockVisitor(shop.client);
    await shop.client.request('/__demo/reset', { method: 'POST' });
    await stockVisitor(shop.client);
    const ours = await shop.client.pageDocument('/cart/');
    expect(ours.querySelector('sf-cart-form')).toBeNull();
    expect(ours.querySelector('main .entry-content > div.woocommerce > .woocommerce-notices-wrapper + .wc-empty-cart-message > .cart-empty.woocommerce-info')!.textContent).toBe(
      'Dein Warenkorb ist gegenwärtig leer.',
    );
    expect(ours.querySelector('main p.return-to-shop > a.wc-backward[href="/shop/"]')).not.toBeNull();
  });
});

describe('checkout and order received (contract point 5)', () => {
  it('<sf-checkout> from woocommerce_before_checkout_form to after the form; an order is placed and its page is stock', async () => {
    await stockVisitor(shop.client);
    await fillCart(shop.client);
    const ours = await shop.client.pageDocument('/checkout/');
    expectShapes(ours, recorded('page.checkout.html'), [
      'main article.page > header.entry-header > h1.entry-title',
      'main .entry-content > div.woocommerce > div.woocommerce-notices-wrapper:first-child',
      'main .entry-content > div.woocommerce > sf-checkout > form.checkout.woocommerce-checkout[name=checkout]',
      'main sf-checkout > form.checkout #customer_details input[name=billing_first_name]',
      'main sf-checkout > form.checkout > #order_review > table.woocommerce-checkout-review-order-table',
      'main sf-checkout > form.checkout #payment button#place_order[type=submit]',
    ]);
    const checkout = ours.querySelector('sf-checkout')!;
    expect(checkout.lastElementChild!.matches('form.checkout')).toBe(true);
    expect(checkout.previousElementSibling!.matches('.woocommerce-notices-wrapper')).toBe(true);
    expect(ours.querySelector('#content > .col-full > div.woocommerce:first-child')!.innerHTML).toBe('');

    const placed = await shop.client.post('/checkout/', await orderFields(shop.client));
    expect(placed.status).toBe(303);
    const received = await shop.client.pageDocument(placed.headers.get('location')!);
    expectShapes(received, recorded('page.order-received.html'), [
      'main article.page > header.entry-header > h1.entry-title',
      'main .entry-content > div.woocommerce > div.woocommerce-order > p.woocommerce-thankyou-order-received',
      'main div.woocommerce-order > ul.woocommerce-order-overview > li.woocommerce-order-overview__order > strong',
      'main div.woocommerce-order > section.woocommerce-order-details > table.woocommerce-table--order-details',
      'main div.woocommerce-order > section.woocommerce-customer-details address',
    ]);
    expect(received.querySelector('h1.entry-title')!.textContent).toBe('Bestellung erhalten');
  });
});

describe('fragments (contract point 3)', () => {
  it("answer with Storefront's keys on the stock theme and the seed theme's on the seed theme", async () => {
    const stockKeys = Object.keys(recordedJson('get_refreshed_fragments.filled.json').fragments);
    await stockVisitor(shop.client);
    await fillCart(shop.client, { 101: 2 });
    const added = (await (await shop.client.addToCart({ product_id: 1142 })).json()) as { fragments: Record<string, string> };
    expect(Object.keys(added.fragments).sort()).toEqual([...stockKeys].sort());
    const refreshed = (await (await shop.client.post('/?wc-ajax=get_refreshed_fragments')).json()) as { fragments: Record<string, string> };
    expect(Object.keys(refreshed.fragments).sort()).toEqual([...stockKeys].sort());

    const content = dom(`<body>${refreshed.fragments['div.widget_shopping_cart_content']!}</body>`);
    const stockContent = dom(`<body>${recordedJson('get_refreshed_fragments.filled.json').fragments['div.widget_shopping_cart_content']!}</body>`);
    expectShapes(content, stockContent, [
      'body > div.widget_shopping_cart_content > ul.woocommerce-mini-cart.cart_list > li.woocommerce-mini-cart-item.mini_cart_item > a.remove.remove_from_cart_button[data-product_id][data-cart_item_key][data-product_sku]',
      'li.mini_cart_item > span.quantity',
      'div.widget_shopping_cart_content > p.woocommerce-mini-cart__total.total',
      'div.widget_shopping_cart_content > p.woocommerce-mini-cart__buttons > a.button.checkout.wc-forward',
    ]);
    // Lines without quantity fields.
    expect(content.querySelector('input, sf-quantity')).toBeNull();
    expect(dom(`<body>${refreshed.fragments['a.cart-contents']!}</body>`).querySelector('body > a.cart-contents > span.count')!.textContent).toBe('3 Artikel');
    expect(dom(`<body>${refreshed.fragments['a.footer-cart-contents']!}</body>`).querySelector('a.footer-cart-contents > span.count')!.textContent).toBe('3');

    const empty = recordedJson('get_refreshed_fragments.empty.json').fragments['div.widget_shopping_cart_content']!;
    await shop.client.request('/__demo/reset', { method: 'POST' });
    await stockVisitor(shop.client);
    const none = (await (await shop.client.post('/?wc-ajax=get_refreshed_fragments')).json()) as { fragments: Record<string, string> };
    expectShapes(dom(none.fragments['div.widget_shopping_cart_content']!), dom(empty), ['div.widget_shopping_cart_content > p.woocommerce-mini-cart__empty-message']);

    await shop.client.get('/versand/?sf_theme=flatsome');
    const seed = (await (await shop.client.post('/?wc-ajax=get_refreshed_fragments')).json()) as { fragments: Record<string, string> };
    expect(Object.keys(seed.fragments).sort()).toEqual(['a.header-cart-link', 'div.widget_shopping_cart_content']);
  });
});
