/** The cart page and the cart without JavaScript (?add-to-cart, update post, remove links). */
import { describe, expect, it } from 'vitest';
import { Client, dom, testShop } from '../test-helpers.ts';

const shop = testShop();

describe('cart page', () => {
  it('renders the cart table and totals', async () => {
    await (await shop.client.addToCart({ product_id: 101, quantity: 2 })).json();
    await (await shop.client.addToCart({ product_id: 1141 })).json();
    const doc = dom((await shop.client.getPage('/cart/')).text);
    expect(doc.querySelector('h1')!.textContent).toBe('Warenkorb');
    const rows = doc.querySelectorAll('form.woocommerce-cart-form[action="/cart/"][method=post] table.shop_table.cart tbody tr.cart_item');
    expect(rows).toHaveLength(2);
    const key = (await shop.client.state()).items[0]!.key;
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
    await (await shop.client.addToCart({ product_id: 109 })).json();
    const doc = dom((await shop.client.getPage('/cart/')).text);
    expect(doc.querySelector('.order-total td strong')!.textContent).toBe('24,80\u00a0€');
    expect(doc.querySelector('.shipping td')!.textContent).toContain('Pauschal: 4,90\u00a0€');
  });
});

describe('non-JS fallbacks', () => {
  it('GET ?add-to-cart adds and redirects to the same page without the parameters', async () => {
    const res = await shop.client.get('/shop/?orderby=price&add-to-cart=101&quantity=2');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/shop/?orderby=price');
    expect(shop.client.cookie('woocommerce_items_in_cart')).toBe('1');
    const doc = dom((await shop.client.getPage('/shop/?orderby=price')).text);
    const notice = doc.querySelector('.woocommerce-notices-wrapper .woocommerce-message[role=status]')!;
    expect(notice.textContent).toBe('2 × „Universal Frontspoiler“ wurden deinem Warenkorb hinzugefügt. Warenkorb anzeigen');
    expect(notice.querySelector('a.button.wc-forward')!.getAttribute('href')).toBe('/cart/');
    expect((await shop.client.state()).items[0]!.quantity).toBe(2);
  });

  it('GET ?add-to-cart of an out-of-stock product shows an error', async () => {
    const { text } = await shop.client.getPage('/?add-to-cart=107');
    const doc = dom(text);
    expect(doc.querySelector('[role=alert] ul.woocommerce-error li')!.textContent).toContain('nicht vorrätig');
    expect((await shop.client.state()).count).toBe(0);
  });

  it('POST /cart/ with update_cart and the nonce updates quantities (0 removes): 302 to the cart, notice „Warenkorb aktualisiert.“', async () => {
    await (await shop.client.addToCart({ product_id: 101 })).json();
    await (await shop.client.addToCart({ product_id: 109 })).json();
    const [a, b] = (await shop.client.state()).items;
    const nonce = await shop.client.cartNonce();
    const res = await shop.client.post('/cart/', { [`cart[${a!.key}][qty]`]: 5, [`cart[${b!.key}][qty]`]: 0, update_cart: 'Warenkorb aktualisieren', 'woocommerce-cart-nonce': nonce });
    // As the recorded stock shop (wp_safe_redirect): 302, not 303.
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/cart/');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect((await shop.client.state()).items).toEqual([expect.objectContaining({ productId: 101, quantity: 5 })]);
    const doc = dom((await shop.client.getPage('/cart/')).text);
    expect(doc.querySelector('sf-cart-form .woocommerce .woocommerce-notices-wrapper .woocommerce-message')!.textContent).toBe('Warenkorb aktualisiert.');
    expect(doc.querySelectorAll('.woocommerce-notices-wrapper')).toHaveLength(1);
    // The notice is shown once.
    expect(dom((await shop.client.getPage('/cart/')).text).querySelector('.woocommerce-message')).toBeNull();
  });

  it('POST /cart/ that changes nothing, or without update_cart, or with a wrong nonce: the cart page itself (200), nothing changed, no notice', async () => {
    await (await shop.client.addToCart({ product_id: 101, quantity: 2 })).json();
    const [a] = (await shop.client.state()).items;
    const nonce = await shop.client.cartNonce();
    const posts: Record<string, string | number>[] = [
      { [`cart[${a!.key}][qty]`]: 2, update_cart: 'Warenkorb aktualisieren', 'woocommerce-cart-nonce': nonce },
      { [`cart[${a!.key}][qty]`]: 3, 'woocommerce-cart-nonce': nonce },
      { [`cart[${a!.key}][qty]`]: 3, update_cart: 'Warenkorb aktualisieren' },
      { [`cart[${a!.key}][qty]`]: 3, update_cart: 'Warenkorb aktualisieren', 'woocommerce-cart-nonce': 'demo' },
    ];
    for (const fields of posts) {
      const res = await shop.client.post('/cart/', fields);
      const what = JSON.stringify(fields);
      expect(res.status, what).toBe(200);
      expect(res.headers.get('content-type'), what).toContain('text/html');
      const doc = dom(await res.text());
      expect(doc.querySelector<HTMLInputElement>(`input[name="cart[${a!.key}][qty]"]`)!.value, what).toBe('2');
      expect(doc.querySelector('.woocommerce-message, .woocommerce-error'), what).toBeNull();
      expect((await shop.client.state()).count, what).toBe(2);
    }
  });

  it('POST /cart/ reports invalid quantities on the cart page it answers with', async () => {
    await (await shop.client.addToCart({ product_id: 101 })).json();
    const [a] = (await shop.client.state()).items;
    const res = await shop.client.post('/cart/', { [`cart[${a!.key}][qty]`]: 'viele', update_cart: '1', 'woocommerce-cart-nonce': await shop.client.cartNonce() });
    expect(res.status).toBe(200);
    expect(dom(await res.text()).querySelector('ul.woocommerce-error li')!.textContent).toContain('gültige Menge');
    expect((await shop.client.state()).items[0]!.quantity).toBe(1);
  });

  it('POST /cart/ with proceed goes to the checkout', async () => {
    await (await shop.client.addToCart({ product_id: 101 })).json();
    const res = await shop.client.post('/cart/', { proceed: '1', 'woocommerce-cart-nonce': await shop.client.cartNonce() });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/checkout/');
  });

  it("GET /cart/?remove_item with the link's nonce removes and redirects with a notice", async () => {
    await (await shop.client.addToCart({ product_id: 101 })).json();
    const doc0 = dom((await shop.client.getPage('/cart/')).text);
    const href = doc0.querySelector('td.product-remove a.remove')!.getAttribute('href')!;
    const res = await shop.client.get(href);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart/');
    expect(shop.client.cookie('woocommerce_items_in_cart')).toBeUndefined();
    const doc = dom((await shop.client.getPage('/cart/')).text);
    expect(doc.querySelector('.woocommerce-message')!.textContent).toBe('„Universal Frontspoiler“ entfernt.');
    expect(doc.querySelector('sf-cart-form .woocommerce .wc-empty-cart-message .cart-empty.woocommerce-info[role=status]')!.textContent).toBe('Dein Warenkorb ist gegenwärtig leer.');
    expect(doc.querySelector('p.return-to-shop a.button.wc-backward')!.getAttribute('href')).toBe('/shop/');
  });

  it('remove links carry a nonce of this visitor (cart page, mini-cart, fragments, cart form)', async () => {
    await (await shop.client.addToCart({ product_id: 101 })).json();
    const [item] = (await shop.client.state()).items;
    const { text } = await shop.client.getPage('/cart/');
    const nonces = [...text.matchAll(/remove_item=([a-f0-9]{32})&amp;_wpnonce=([^"&]*)"/g)].map((m) => [m[1], m[2]]);
    expect(nonces.length).toBe(3); // cart page row, mini-cart dropdown, cart drawer
    const nonce = nonces[0]![1]!;
    expect(nonce).toMatch(/^[a-f0-9]{10}$/);
    expect(nonces).toEqual(nonces.map(() => [item!.key, nonce]));
    expect(dom(text).querySelector<HTMLInputElement>('input[name="woocommerce-cart-nonce"]')!.value).toBe(nonce);
    const fragments = await (await shop.client.post('/?wc-ajax=get_refreshed_fragments', { time: 1 })).text();
    expect(fragments).toContain(`_wpnonce=${nonce}`);
    const other = new Client(shop.server.baseUrl);
    await (await other.addToCart({ product_id: 101 })).json();
    expect((await other.getPage('/cart/')).text).not.toContain(`_wpnonce=${nonce}`);
  });

  it("GET /cart/?remove_item without, with a wrong or with another visitor's nonce removes nothing and says so", async () => {
    await (await shop.client.addToCart({ product_id: 101 })).json();
    const [item] = (await shop.client.state()).items;
    const other = new Client(shop.server.baseUrl);
    await (await other.addToCart({ product_id: 101 })).json();
    const othersNonce = /_wpnonce=([a-f0-9]+)/.exec((await other.getPage('/cart/')).text)![1];
    for (const query of ['', '&_wpnonce=', '&_wpnonce=demo', `&_wpnonce=${othersNonce}`, '&_wpnonce[]=x']) {
      const res = await shop.client.get(`/cart/?remove_item=${item!.key}${query}`);
      expect(res.status, query).toBe(200);
      const doc = dom(await res.text());
      expect(doc.querySelector('.woocommerce-error li')!.textContent, query).toBe('Der Link, dem du gefolgt bist, ist abgelaufen. Bitte versuche es noch einmal.');
      expect(doc.querySelectorAll('tr.cart_item')).toHaveLength(1);
      expect((await shop.client.state()).count, query).toBe(1);
    }
  });
});
