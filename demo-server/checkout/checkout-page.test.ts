/** The checkout page without JavaScript: markup, the post that validates, re-renders or places the order. */
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, dom, duplicateIds, testShop } from '../test-helpers.ts';
import { checkoutForm, demoOrders, fillCart, GUEST, orderFields } from './test-support.ts';

const shop = testShop();

let ordersBefore = 0;
beforeEach(async () => {
  ordersBefore = (await demoOrders(shop.client)).length;
});

const errorsOf = (doc: Document) => [...doc.querySelectorAll('.woocommerce-notices-wrapper [role=alert] ul.woocommerce-error li')].map((li) => li.textContent);

describe('the checkout page', () => {
  it('without items: says the cart is empty and links to the shop', async () => {
    const doc = await shop.client.pageDocument('/checkout/');
    expect(doc.querySelector('h1')!.textContent).toBe('Kasse');
    expect(doc.querySelector('.cart-empty')!.textContent).toContain('Dein Warenkorb ist gegenwärtig leer.');
    expect(doc.querySelector('form.checkout')).toBeNull();
  });

  it("prints WooCommerce's classic checkout inside <sf-checkout>, with the legal parts and wc_checkout_params", async () => {
    await fillCart(shop.client, { 105: 2.5 });
    const { doc, hidden, params } = await checkoutForm(shop.client);
    const form = doc.querySelector('sf-checkout > .woocommerce > form.checkout.woocommerce-checkout[method=post][action="/checkout/"]')!;
    expect(form).not.toBeNull();
    for (const [name, autocomplete] of Object.entries({
      first_name: 'given-name',
      last_name: 'family-name',
      country: 'country',
      address_1: 'address-line1',
      postcode: 'postal-code',
      city: 'address-level2',
      phone: 'tel',
      email: 'email',
    })) {
      const field = form.querySelector(`#billing_${name}_field.validate-required`)!;
      expect(field.querySelector('label .required[aria-hidden=true]')!.textContent).toBe('*');
      const control = field.querySelector(`[name=billing_${name}]`)!;
      expect(control.getAttribute('aria-required')).toBe('true');
      expect(control.getAttribute('autocomplete')).toBe(`billing ${autocomplete}`);
    }
    for (const name of ['company', 'address_2', 'state']) expect(form.querySelector(`#billing_${name}_field .optional`)!.textContent).toBe('(optional)');
    expect(form.querySelector('#billing_email')!.getAttribute('type')).toBe('email');
    expect(form.querySelector('#billing_phone')!.getAttribute('type')).toBe('tel');
    expect(form.querySelector('#ship-to-different-address-checkbox')!.closest('label')!.textContent).toContain('Lieferung an eine andere Adresse senden?');
    expect(form.querySelector('.shipping_address #shipping_postcode')!.getAttribute('autocomplete')).toBe('shipping postal-code');
    expect(form.querySelector('textarea#order_comments[name=order_comments]')).not.toBeNull();
    expect(form.querySelector('input#createaccount[name=createaccount]')).not.toBeNull();
    expect(form.querySelector('input#account_password[type=password]')!.getAttribute('autocomplete')).toBe('new-password');

    const review = form.querySelector('#order_review table.woocommerce-checkout-review-order-table')!;
    expect(review.querySelector('td.product-name')!.textContent).toBe('Carbon-Folie Meterware\u00a0×\u00a02,5');
    expect(review.querySelector('td.product-total')!.textContent).toBe('32,25\u00a0€');
    expect([...review.querySelectorAll<HTMLInputElement>('input[name="shipping_method[0]"]')].map((i) => [i.value, i.checked])).toEqual([
      ['flat_rate:1', true],
      ['local_pickup:3', false],
    ]);

    const payment = form.querySelector('#order_review #payment.woocommerce-checkout-payment')!;
    expect([...payment.querySelectorAll<HTMLInputElement>('ul.wc_payment_methods input[name=payment_method]')].map((i) => [i.value, i.checked])).toEqual([
      ['bacs', true],
      ['cod', false],
      ['invoice', false],
      // The test shop runs with its third party: the wallet gateway is offered too (payments/).
      ['ppcp-gateway', false],
      ['ppcp-credit-card-gateway', false],
    ]);
    expect([...payment.querySelectorAll('ul.wc_payment_methods > li > label')].map((l) => l.textContent)).toEqual(['Vorkasse', 'Nachnahme', 'Rechnung', 'PayPal', 'Kredit- oder Debitkarte']);
    // The card gateway's box: a container per card field inside sf-card-fields, inputs without a
    // name (nothing of a card is ever posted to the shop), the card fields' own pay button.
    const card = payment.querySelector('.payment_box.payment_method_ppcp-credit-card-gateway sf-card-fields #ppcp-hosted-fields')!;
    expect([...card.querySelectorAll('[data-card-field]')].map((slot) => slot.getAttribute('data-card-field'))).toEqual(['card-number', 'card-expiry', 'card-cvc']);
    expect(card.querySelectorAll('input[name]')).toHaveLength(0);
    expect(card.querySelector('button.ppcp-dcc-order-button')!.textContent).toBe('Mit Karte bezahlen');
    expect(payment.querySelector('.payment_box.payment_method_bacs')!.textContent).toContain('Bankkonto');
    const terms = payment.querySelector('#terms_field')!;
    expect([...terms.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/agb/', '/widerrufsbelehrung/']);
    expect(terms.textContent).toContain('Allgemeinen Geschäftsbedingungen');
    expect(terms.textContent).toContain('Widerrufsbelehrung');

    // German law: directly above the button the items, delivery time, shipping costs and the total with VAT per rate.
    const button = payment.querySelector('button#place_order')!;
    expect(button.textContent).toBe('Zahlungspflichtig bestellen');
    const summary = button.previousElementSibling!;
    expect(summary.matches('section.sf-order-summary')).toBe(true);
    expect(summary.textContent).toContain('2,5 × Carbon-Folie Meterware: 32,25\u00a0€');
    expect(summary.textContent).toContain('Lieferzeit: ');
    expect(summary.textContent).toContain('Versandkosten (Pauschal)4,90\u00a0€');
    expect(summary.textContent).toContain('Gesamtsumme37,15\u00a0€');
    expect(summary.textContent).toContain('enthaltene MwSt. 19 %5,93\u00a0€');

    expect(hidden['woocommerce-process-checkout-nonce']).toMatch(/^[a-f0-9]{10}$/);
    expect(hidden.sf_checkout_token).toMatch(/^[a-f0-9]{32}$/);
    expect(params).toEqual({
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      update_order_review_nonce: hidden['woocommerce-process-checkout-nonce'],
      option_guest_checkout: 'yes',
      checkout_url: '/?wc-ajax=checkout',
      is_checkout: '1',
      debug_mode: false,
      i18n_checkout_error: expect.stringContaining('Fehler'),
    });
  });

  it('has no axe violations when empty and no duplicate ids when filled', async () => {
    const empty = (await shop.client.getPage('/checkout/')).text;
    expect(await axeViolations(empty)).toEqual([]);
    await fillCart(shop.client, { 101: 1, 124: 2 });
    const filled = (await shop.client.getPage('/checkout/')).text;
    expect(duplicateIds(filled)).toEqual([]);
    // axe on the filled checkout: e2e/tests/accessibility.spec.ts, in Chromium (colour contrast too).
  });
});

describe('posting the form without JavaScript', () => {
  it("lists every missing field with the spec's messages at the top, and keeps what was typed", async () => {
    await fillCart(shop.client);
    const { hidden } = await checkoutForm(shop.client);
    const res = await shop.client.post('/checkout/', {
      ...hidden,
      billing_first_name: 'Erika',
      billing_country: 'DE',
      order_comments: 'Bitte klingeln',
      payment_method: 'invoice',
      ship_to_different_address: '1',
      shipping_first_name: 'Max',
      shipping_country: 'DE',
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    const doc = dom(text);
    expect(errorsOf(doc)).toEqual([
      'Rechnung: Nachname ist ein Pflichtfeld.',
      'Rechnung: Straße und Hausnummer ist ein Pflichtfeld.',
      'Rechnung: Postleitzahl ist ein Pflichtfeld.',
      'Rechnung: Ort / Stadt ist ein Pflichtfeld.',
      'Rechnung: Telefon ist ein Pflichtfeld.',
      'Rechnung: E-Mail-Adresse ist ein Pflichtfeld.',
      'Lieferung: Nachname ist ein Pflichtfeld.',
      'Lieferung: Straße und Hausnummer ist ein Pflichtfeld.',
      'Lieferung: Postleitzahl ist ein Pflichtfeld.',
      'Lieferung: Ort / Stadt ist ein Pflichtfeld.',
      'Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen, um mit deiner Bestellung fortzufahren.',
    ]);
    // The list is the first thing in the notices wrapper; each field says what is wrong with it.
    expect(doc.querySelector('.woocommerce-notices-wrapper')!.firstElementChild!.getAttribute('role')).toBe('alert');
    const lastName = doc.querySelector<HTMLInputElement>('#billing_last_name')!;
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(doc.getElementById(lastName.getAttribute('aria-describedby')!)!.textContent).toBe('Rechnung: Nachname ist ein Pflichtfeld.');
    expect(lastName.closest('.form-row')!.classList.contains('woocommerce-invalid-required-field')).toBe(true);
    expect(doc.querySelector<HTMLInputElement>('#billing_first_name')!.value).toBe('Erika');
    expect(doc.querySelector<HTMLInputElement>('#shipping_first_name')!.value).toBe('Max');
    expect(doc.querySelector<HTMLInputElement>('#ship-to-different-address-checkbox')!.checked).toBe(true);
    expect(doc.querySelector('textarea#order_comments')!.textContent).toBe('Bitte klingeln');
    expect(doc.querySelector<HTMLInputElement>('#payment_method_invoice')!.checked).toBe(true);
    expect(await axeViolations(text)).toEqual([]);
    expect(await demoOrders(shop.client)).toHaveLength(ordersBefore);
  });

  it('checks e-mail, phone (6–15 digits) and the postcode per country', async () => {
    await fillCart(shop.client);
    const cases: Array<[Record<string, string>, string[]]> = [
      [
        { billing_email: 'erika@', billing_phone: '12345', billing_postcode: '1011' },
        ['Rechnung: Postleitzahl ist keine gültige Postleitzahl.', 'Rechnung: Telefon ist keine gültige Telefonnummer.', 'Rechnung: E-Mail-Adresse ist keine gültige E-Mail-Adresse.'],
      ],
      [{ billing_phone: '+49 (30) 123-456-789-012-345', billing_postcode: 'ABCDE' }, ['Rechnung: Postleitzahl ist keine gültige Postleitzahl.', 'Rechnung: Telefon ist keine gültige Telefonnummer.']],
      [{ billing_country: 'AT', billing_postcode: '10115' }, ['Rechnung: Postleitzahl ist keine gültige Postleitzahl.']],
      [{ billing_country: 'FR' }, ['Rechnung: Land / Region ist ungültig: Wir liefern nur nach Deutschland und Österreich.']],
      [{ billing_first_name: 'x'.repeat(201) }, ['Rechnung: Vorname ist zu lang (höchstens 200 Zeichen).']],
      [
        { ship_to_different_address: '1', shipping_first_name: 'Max', shipping_last_name: 'M', shipping_country: 'DE', shipping_address_1: 'Weg 2', shipping_postcode: '123', shipping_city: 'Köln' },
        ['Lieferung: Postleitzahl ist keine gültige Postleitzahl.'],
      ],
      [{ payment_method: 'paypal' }, ['Bitte wähle eine Zahlungsart aus.']],
      [{ billing_country: 'AT', billing_postcode: '1010', payment_method: 'cod' }, ['Die Zahlungsart „Nachnahme“ ist für diese Lieferung nicht verfügbar. Bitte wähle eine andere Zahlungsart.']],
      [{ 'shipping_method[0]': 'flat_rate:4' }, ['Die gewählte Versandart ist für deine Lieferadresse nicht verfügbar. Bitte wähle eine andere Versandart.']],
      [{ createaccount: '1' }, ['Konto-Passwort ist ein Pflichtfeld.']],
      [
        { createaccount: '1', account_password: 'geheim-123', billing_email: 'kundin@example.test' },
        ['Es ist bereits ein Kundenkonto mit deiner E-Mail-Adresse registriert. Bitte melde dich an oder bestelle ohne Kundenkonto.'],
      ],
    ];
    for (const [change, expected] of cases) {
      const res = await shop.client.post('/checkout/', await orderFields(shop.client, change));
      expect(res.status, JSON.stringify(change)).toBe(200);
      expect(errorsOf(dom(await res.text())), JSON.stringify(change)).toEqual(expected);
    }
    expect(await demoOrders(shop.client)).toHaveLength(ordersBefore);
  });

  it('places the order: 303 to the order-received page, cart emptied; a second post of the same form makes no second order', async () => {
    await fillCart(shop.client, { 101: 1, 124: 2 });
    const fields = await orderFields(shop.client, {
      payment_method: 'cod',
      order_comments: 'Bitte beim Nachbarn abgeben.',
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'newsletter',
      wc_order_attribution_unknown: 'x',
    });
    const res = await shop.client.post('/checkout/', fields);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/checkout\/order-received\/\d+\/\?key=wc_order_[A-Za-z0-9]{13}$/);
    expect((await shop.client.state()).count).toBe(0);

    const again = await shop.client.post('/checkout/', fields);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(location);
    const orders = await demoOrders(shop.client);
    expect(orders).toHaveLength(ordersBefore + 1);
    expect(orders[0]).toMatchObject({
      status: 'processing',
      paymentMethod: 'cod',
      paymentMethodTitle: 'Nachnahme',
      customerId: null,
      customerNote: 'Bitte beim Nachbarn abgeben.',
      attribution: { source_type: 'utm', utm_source: 'newsletter' },
      billing: {
        first_name: 'Erika',
        last_name: 'Mustermann',
        country: 'DE',
        address_1: 'Hauptstraße 1',
        postcode: '10115',
        city: 'Berlin',
        phone: '030 1234567',
        email: 'erika@example.test',
        company: '',
        address_2: '',
        state: '',
      },
      shipping: { first_name: 'Erika', postcode: '10115', email: '' },
      items: [
        { productId: 101, name: 'Universal Frontspoiler', quantity: 1, totalCents: 8950, taxRate: 19 },
        { productId: 124, quantity: 2, taxRate: 7 },
      ],
      shippingLine: { methodId: 'free_shipping:2', totalCents: 0 },
    });
    expect(orders[0]!.urls.received).toBe(location);

    const doc = await shop.client.pageDocument(location);
    expect(doc.querySelector('.woocommerce-thankyou-order-received')!.textContent).toBe('Vielen Dank. Deine Bestellung ist eingegangen.');
    expect(doc.querySelector('.woocommerce-order-overview__payment-method strong')!.textContent).toBe('Nachnahme');
    expect(doc.querySelector('.woocommerce-bacs-bank-details')).toBeNull();
  });

  it('"Summen aktualisieren" shows the totals for the posted country without placing an order', async () => {
    await fillCart(shop.client);
    const res = await shop.client.post('/checkout/', await orderFields(shop.client, { billing_country: 'AT', billing_postcode: '1010', woocommerce_checkout_update_totals: 'Summen aktualisieren' }));
    expect(res.status).toBe(200);
    const doc = dom(await res.text());
    expect(errorsOf(doc)).toEqual([]);
    expect(doc.querySelector('.order-total')!.textContent).toContain('102,40\u00a0€');
    expect(doc.querySelector('#payment_method_cod')).toBeNull();
    expect(await demoOrders(shop.client)).toHaveLength(ordersBefore);
  });

  it('refuses a post whose review changed since the page was shown (another total), and a form of no session', async () => {
    await fillCart(shop.client);
    const fields = await orderFields(shop.client);
    await fillCart(shop.client, { 104: 1 });
    const changed = dom(await (await shop.client.post('/checkout/', fields)).text());
    expect(errorsOf(changed)).toEqual(['Deine Bestellung hat sich geändert (Artikel, Versand oder Gesamtsumme). Bitte prüfe die aktualisierte Übersicht und bestelle dann erneut.']);
    const stale = dom(await (await shop.client.post('/checkout/', { ...fields, sf_checkout_token: 'f'.repeat(32) })).text());
    expect(errorsOf(stale)).toEqual(['Das Bestellformular war nicht mehr aktuell. Wir haben die Übersicht aktualisiert: Bitte prüfe sie und bestelle dann erneut.']);
    expect(await demoOrders(shop.client)).toHaveLength(ordersBefore);
  });

  it('with an empty cart goes back to the checkout with the reason', async () => {
    const fields = { ...GUEST, terms: '1', payment_method: 'bacs' };
    const res = await shop.client.post('/checkout/', fields);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/checkout/');
    const doc = await shop.client.pageDocument('/checkout/');
    expect(errorsOf(doc)).toEqual(['Deine Sitzung ist abgelaufen oder dein Warenkorb ist leer. Bitte lege die Artikel erneut in den Warenkorb.']);
  });
});
