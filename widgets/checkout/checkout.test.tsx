import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutBody } from '../../src/checkout/contracts';
import { on } from '../../src/checkout/events';
import { navigate, reloadPage } from '../../src/core/element/navigate';
import { checkoutPage, paymentArea, payPage, reviewTable, termsPage, validBilling } from '../../src/test/checkout-html';
import { stubModalDialogs } from '../../src/test/dialog';
import { installFakeShop, json, type SeenRequest } from '../../src/test/fake-shop';
import { recorded } from '../../src/test/real-woocommerce';
import './element';

vi.mock('../../src/core/element/navigate', () => ({ navigate: vi.fn(), reloadPage: vi.fn() }));

const scrollTo = vi.fn();
beforeEach(() => {
  stubModalDialogs();
  vi.stubGlobal('scrollTo', scrollTo);
  // jsdom has no CSS.escape; keepFocusAcross finds the focused field again with it.
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) });
  (window as unknown as { wc_checkout_params: object }).wc_checkout_params = { update_order_review_nonce: 'rev-nonce', i18n_checkout_error: '' };
});
afterEach(() => {
  vi.mocked(navigate).mockClear();
  vi.mocked(reloadPage).mockClear();
  scrollTo.mockClear();
});

const REDIRECT = 'http://localhost:3000/checkout/order-received/7/?key=wc_order_abc';
const upgraded = () => waitFor(() => expect(document.querySelector('sf-checkout[data-sf-upgraded]')).not.toBeNull());
const $ = <E extends Element = HTMLInputElement>(selector: string) => document.querySelector<E>(selector)!;
const type = (name: string, value: string) => {
  const field = $(`[name="${name}"]`);
  field.focus();
  fireEvent.input(field, { target: { value } });
  fireEvent.change(field);
  fireEvent.focusOut(field);
};
const fillValid = () => {
  for (const [name, value] of Object.entries(validBilling)) $(`[name="${name}"]`).value = value;
  $('#terms').checked = true;
};
const placeOrder = () => fireEvent.click($('#place_order'));
const of = (shop: { requests: SeenRequest[] }, endpoint: string) => shop.requests.filter((request) => request.url.searchParams.get('wc-ajax') === endpoint);
const noticeList = () => document.querySelector<HTMLElement>('.woocommerce-notices-wrapper [role="alert"]');
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('sf-checkout: fields', () => {
  it('keeps the markup; validates a field when it is left, with WooCommerce classes and a described-by message', async () => {
    installFakeShop({});
    document.body.innerHTML = checkoutPage();
    await upgraded();
    expect($('#place_order').textContent).toBe('Zahlungspflichtig bestellen');
    const row = $<HTMLElement>('#billing_first_name_field');
    const input = $('#billing_first_name');
    input.focus();
    fireEvent.focusOut(input);
    expect(row.classList).toContain('woocommerce-invalid');
    expect(row.classList).toContain('woocommerce-invalid-required-field');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Rechnung: Vorname ist ein Pflichtfeld.');

    type('billing_first_name', 'Anna');
    expect(row.classList).toContain('woocommerce-validated');
    expect(row.classList).not.toContain('woocommerce-invalid');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it.each([
    ['billing_email', 'anna@', 'Rechnung: E-Mail-Adresse ist keine gültige E-Mail-Adresse.', 'woocommerce-invalid-email'],
    ['billing_phone', '12345', 'Rechnung: Telefon ist keine gültige Telefonnummer.', 'woocommerce-invalid-phone'],
    ['billing_postcode', '1011', 'Rechnung: Postleitzahl ist keine gültige Postleitzahl.', 'woocommerce-invalid-postcode'],
  ])('%s %s: %s', async (name, value, message, className) => {
    installFakeShop({});
    document.body.innerHTML = checkoutPage();
    await upgraded();
    type(name, value);
    expect($(`#${name}_field`).classList).toContain(className);
    expect(document.getElementById($(`#${name}`).getAttribute('aria-describedby')!)!.textContent).toBe(message);
  });

  it('a 4-digit postcode is right for Austria', async () => {
    installFakeShop({ update_order_review: () => 'never' });
    document.body.innerHTML = checkoutPage();
    await upgraded();
    type('billing_postcode', '1010');
    expect($('#billing_postcode_field').classList).toContain('woocommerce-invalid');
    $<HTMLSelectElement>('#billing_country').value = 'AT';
    fireEvent.change($('#billing_country'));
    expect($('#billing_postcode_field').classList).toContain('woocommerce-validated');
  });

  it('submit with errors: a role=alert list at the top of the notices, scrolled to (100 px), focused; nothing sent', async () => {
    const shop = installFakeShop({});
    const errors = vi.fn();
    const stop = on('sf:checkout-error', errors);
    document.body.innerHTML = checkoutPage();
    await upgraded();
    type('billing_email', 'anna@example.de');
    placeOrder();
    const list = noticeList()!;
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Rechnung: Vorname ist ein Pflichtfeld.',
      'Rechnung: Nachname ist ein Pflichtfeld.',
      'Rechnung: Straße ist ein Pflichtfeld.',
      'Rechnung: Postleitzahl ist ein Pflichtfeld.',
      'Rechnung: Ort / Stadt ist ein Pflichtfeld.',
      'Rechnung: Telefon ist ein Pflichtfeld.',
      'Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen, um mit deiner Bestellung fortzufahren.',
    ]);
    expect(document.activeElement).toBe(list);
    expect(scrollTo).toHaveBeenCalledWith({ top: -100, behavior: 'smooth' });
    expect(errors).toHaveBeenCalledTimes(1);
    // The hidden shipping address is not checked; a ticked one is.
    fireEvent.click($('#ship-to-different-address-checkbox'));
    placeOrder();
    // The messages are the click's answer: an order post would have gone before them.
    await waitFor(() => expect(noticeList()!.textContent).toContain('Lieferung: Vorname ist ein Pflichtfeld.'));
    expect(document.querySelectorAll('.woocommerce-NoticeGroup-checkout')).toHaveLength(1);
    expect(of(shop, 'checkout')).toHaveLength(0);
    stop();
  });

  it("the new account's password shows, and counts, only while 'Ein Kundenkonto anlegen?' is ticked", async () => {
    installFakeShop({});
    document.body.innerHTML = checkoutPage();
    await upgraded();
    expect($<HTMLElement>('div.create-account').hidden).toBe(true);
    placeOrder();
    expect(noticeList()!.textContent).not.toContain('Konto-Passwort');
    fireEvent.click($('#createaccount'));
    expect($<HTMLElement>('div.create-account').hidden).toBe(false);
    placeOrder();
    expect(noticeList()!.textContent).toContain('Konto-Passwort erstellen ist ein Pflichtfeld.');
  });

  it('scrolls without animation when the shopper prefers reduced motion', async () => {
    installFakeShop({});
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    document.body.innerHTML = checkoutPage();
    await upgraded();
    placeOrder();
    expect(scrollTo).toHaveBeenCalledWith({ top: -100, behavior: 'instant' });
    vi.stubGlobal('matchMedia', undefined);
  });

  it('a configured per-field message replaces the generated one', async () => {
    installFakeShop({});
    document.body.innerHTML = checkoutPage('<script type="application/json">{"messages":{"billing_phone":"Für Rückfragen brauchen wir deine Telefonnummer."}}</script>');
    await upgraded();
    placeOrder();
    expect(noticeList()!.textContent).toContain('Für Rückfragen brauchen wir deine Telefonnummer.');
  });
});

describe('sf-checkout: placing the order', () => {
  it('one click is one order: double click and Enter while placing send one request; success navigates', async () => {
    const answer = deferred<CheckoutBody>();
    const shop = installFakeShop({ checkout: () => answer.promise });
    document.body.innerHTML = checkoutPage();
    await upgraded();
    fillValid();
    placeOrder();
    placeOrder();
    $<HTMLFormElement>('form.checkout').requestSubmit();
    await waitFor(() => expect(of(shop, 'checkout')).toHaveLength(1));
    expect($('#place_order').getAttribute('aria-disabled')).toBe('true');
    expect($('form.checkout').classList).toContain('processing');
    placeOrder();
    answer.resolve({ result: 'success', redirect: REDIRECT });
    // A click while leaving for the redirect sends nothing either: machine.test.ts ('nor while leaving').
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(REDIRECT));
    expect(of(shop, 'checkout')).toHaveLength(1);
    const sent = of(shop, 'checkout')[0].form;
    expect(sent.get('billing_email')).toBe('anna@example.de');
    expect(sent.get('payment_method')).toBe('bacs');
    expect(sent.get('terms')).toBe('on');
    expect(sent.get('woocommerce-process-checkout-nonce')).toBe('n0nce');
  });

  it('back from the back-forward cache after the order page: the button takes a new order', async () => {
    const shop = installFakeShop({ checkout: () => ({ result: 'success', redirect: REDIRECT }) });
    document.body.innerHTML = checkoutPage();
    await upgraded();
    fillValid();
    placeOrder();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(REDIRECT));
    expect($('#place_order').getAttribute('aria-disabled')).toBe('true');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect($('#place_order').getAttribute('aria-disabled')).toBe('false');
    placeOrder();
    await waitFor(() => expect(of(shop, 'checkout')).toHaveLength(2));
  });

  it("refused: the shop's HTML messages at the top, focused; checkout_error; refresh asks for a new review", async () => {
    const shop = installFakeShop({
      checkout: () => ({
        result: 'failure',
        messages: '<ul class="woocommerce-error" role="alert"><li><strong>Nachnahme</strong> ist für Österreich nicht verfügbar.</li></ul>',
        refresh: true,
        reload: false,
      }),
      update_order_review: () => ({ result: 'success', messages: '', reload: false, fragments: {} }),
    });
    const errors = vi.fn();
    const stop = on('sf:checkout-error', errors);
    document.body.innerHTML = checkoutPage();
    await upgraded();
    fillValid();
    placeOrder();
    await waitFor(() => expect(noticeList()?.textContent).toBe('Nachnahme ist für Österreich nicht verfügbar.'));
    expect(noticeList()!.querySelector('strong')).not.toBeNull();
    expect(document.activeElement).toBe(noticeList());
    expect(errors.mock.calls[0][0].messages).toContain('Nachnahme');
    expect($('#place_order').getAttribute('aria-disabled')).toBe('false');
    await waitFor(() => expect(of(shop, 'update_order_review')).toHaveLength(1));
    stop();
  });

  it('refused with reload: the page reloads, and the reloaded page has every value back', async () => {
    const shop = installFakeShop({ checkout: () => ({ result: 'failure', messages: '', refresh: false, reload: true }), update_order_review: () => 'never' });
    document.body.innerHTML = checkoutPage();
    await upgraded();
    fillValid();
    $('#order_comments').value = 'Bitte klingeln.';
    $<HTMLSelectElement>('#billing_country').value = 'AT';
    $('#payment_method_cod').checked = true;
    placeOrder();
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    // The page as the shop prints it again.
    await waitFor(() => expect(sessionStorage.getItem('sf-checkout-typed')).not.toBeNull());
    document.body.innerHTML = checkoutPage();
    await upgraded();
    await waitFor(() => expect($('#billing_first_name').value).toBe('Anna'));
    expect($('#order_comments').value).toBe('Bitte klingeln.');
    expect($('#billing_country').value).toBe('AT');
    expect($('#payment_method_cod').checked).toBe(true);
    expect($<HTMLElement>('.payment_box.payment_method_cod').hidden).toBe(false);
    expect($('#terms').checked).toBe(true);
    expect($('#woocommerce-process-checkout-nonce').value).toBe('n0nce');
    expect(sessionStorage.getItem('sf-checkout-typed')).toBeNull();
    // The review is asked for the restored address.
    await waitFor(() => expect(of(shop, 'update_order_review')).toHaveLength(1));
    expect(of(shop, 'update_order_review')[0].form.get('country')).toBe('AT');
  });

  it.each([
    ['500', () => json({}, 500), 'Deine Bestellung konnte nicht abgeschlossen werden. Bitte versuche es erneut.'],
    ['invalid JSON', () => new Response('<br><b>Fatal error</b>', { status: 200 }), 'Deine Bestellung konnte nicht abgeschlossen werden. Bitte versuche es erneut.'],
    [
      'offline',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Deine Bestellung konnte nicht gesendet werden. Du bist vermutlich offline: Bitte prüfe deine Verbindung und versuche es erneut.',
    ],
  ])('%s: a German message, every value kept, the button usable again', async (_name, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shop = installFakeShop({ checkout: answer as () => Response });
    document.body.innerHTML = checkoutPage();
    await upgraded();
    fillValid();
    $('#order_comments').value = 'Bitte klingeln.';
    placeOrder();
    await waitFor(() => expect(noticeList()?.textContent).toBe(message));
    expect($('#billing_first_name').value).toBe('Anna');
    expect($('#order_comments').value).toBe('Bitte klingeln.');
    expect($('#terms').checked).toBe(true);
    expect($('#place_order').getAttribute('aria-disabled')).toBe('false');
    placeOrder();
    await waitFor(() => expect(of(shop, 'checkout')).toHaveLength(2));
    vi.mocked(console.error).mockRestore();
  });
});

describe('sf-checkout: order review', () => {
  it('a burst of address changes is one update_order_review; a newer change aborts the running one', async () => {
    const shop = installFakeShop({ update_order_review: () => 'never' });
    document.body.innerHTML = checkoutPage();
    await upgraded();
    type('billing_first_name', 'Anna'); // not a review field
    type('billing_postcode', '10115');
    type('billing_city', 'Berlin');
    $<HTMLSelectElement>('#billing_country').value = 'AT';
    fireEvent.change($('#billing_country'));
    await waitFor(() => expect(of(shop, 'update_order_review')).toHaveLength(1));
    const [first] = of(shop, 'update_order_review');
    expect(Object.fromEntries(first.form)).toMatchObject({
      security: 'rev-nonce',
      country: 'AT',
      postcode: '10115',
      city: 'Berlin',
      s_country: 'AT',
      payment_method: 'bacs',
      'shipping_method[0]': 'flat_rate:1',
      has_full_address: 'true',
    });
    expect(new URLSearchParams(first.form.get('post_data')!).get('billing_first_name')).toBe('Anna');
    expect($('#order_review').getAttribute('aria-busy')).toBe('true');
    const aborted = vi.mocked(fetch).mock.calls[0][0] as Request;
    fireEvent.click($('#shipping_method_0_local_pickup2'));
    await waitFor(() => expect(of(shop, 'update_order_review')).toHaveLength(2));
    expect(aborted.signal.aborted).toBe(true);
    expect(of(shop, 'update_order_review')[1].form.get('shipping_method[0]')).toBe('local_pickup:2');
  });

  it('replaces the review and payment area, keeping the chosen method, what was typed there and focus; updated_checkout', async () => {
    const answer = deferred<Response>();
    installFakeShop({
      update_order_review: () => answer.promise,
    });
    const updated = vi.fn();
    const stop = on('sf:updated-checkout', updated);
    document.body.innerHTML = checkoutPage();
    await upgraded();
    $('#payment_method_cod').click();
    await waitFor(() => expect($<HTMLElement>('.payment_box.payment_method_cod').hidden).toBe(false));
    expect($<HTMLElement>('.payment_box.payment_method_bacs').hidden).toBe(true);
    $('#cod_note').focus();
    $('#cod_note').value = 'Hinterhaus';
    $('#terms').checked = true;
    answer.resolve(
      json({
        result: 'success',
        messages: '',
        reload: false,
        fragments: { '.woocommerce-checkout-review-order-table': reviewTable('9,90 €', '29,80 €'), '.woocommerce-checkout-payment': paymentArea('Nachnahme nach Österreich: 2 € Gebühr.') },
      }),
    );
    await waitFor(() => expect($('.order-total').textContent).toContain('29,80 €'));
    expect($('.payment_box.payment_method_cod').textContent).toContain('2 € Gebühr');
    expect($('#payment_method_cod').checked).toBe(true);
    expect($<HTMLElement>('.payment_box.payment_method_cod').hidden).toBe(false);
    expect($<HTMLElement>('.payment_box.payment_method_bacs').hidden).toBe(true);
    expect($('#cod_note').value).toBe('Hinterhaus');
    expect($('#terms').checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe($('#cod_note')));
    expect(updated).toHaveBeenCalledTimes(1);
    expect($('#order_review').hasAttribute('aria-busy')).toBe(false);
    stop();
  });

  it('payment_method_selected fires with the chosen method', async () => {
    installFakeShop({ update_order_review: () => 'never' });
    const selected = vi.fn();
    const stop = on('sf:payment-method-selected', selected);
    document.body.innerHTML = checkoutPage();
    await upgraded();
    expect($<HTMLElement>('.payment_box.payment_method_cod').hidden).toBe(true);
    // On load, as WooCommerce does, with the method the shop chose.
    expect(selected.mock.calls.map(([detail]) => detail.method)).toEqual(['bacs']);
    $('#payment_method_cod').click();
    await waitFor(() => expect(selected.mock.calls.map(([detail]) => detail.method)).toEqual(['bacs', 'cod']));
    stop();
  });

  it('a failed update keeps the page usable and says so in German', async () => {
    const shop = installFakeShop({ update_order_review: () => json({}, 500), checkout: () => ({ result: 'success', redirect: REDIRECT }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = checkoutPage();
    await upgraded();
    $<HTMLSelectElement>('#billing_country').value = 'AT';
    fireEvent.change($('#billing_country'));
    await waitFor(() =>
      expect(document.querySelector('.sf-checkout-alert')?.textContent).toBe('Die Bestellübersicht konnte nicht aktualisiert werden. Bitte prüfe deine Angaben und versuche es erneut.'),
    );
    expect($('.sf-checkout-alert').getAttribute('role')).toBe('alert');
    expect($('#order_review').hasAttribute('aria-busy')).toBe(false);
    fillValid();
    $('#billing_postcode').value = '1010';
    placeOrder();
    await waitFor(() => expect(of(shop, 'checkout')).toHaveLength(1));
    vi.mocked(console.error).mockRestore();
  });

  it("without WooCommerce's checkout globals: no review is sent (it would be refused), the integrator is told, the shopper too", async () => {
    delete (window as unknown as { wc_checkout_params?: object }).wc_checkout_params;
    const shop = installFakeShop({ update_order_review: () => json({}, 500) });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = checkoutPage();
    await upgraded();
    $<HTMLSelectElement>('#billing_country').value = 'AT';
    fireEvent.change($('#billing_country'));
    await waitFor(() =>
      expect(document.querySelector('.sf-checkout-alert')?.textContent).toBe('Die Bestellübersicht konnte nicht aktualisiert werden. Bitte prüfe deine Angaben und versuche es erneut.'),
    );
    expect(of(shop, 'update_order_review')).toHaveLength(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('wc_checkout_params.update_order_review_nonce is missing'));
    error.mockRestore();
  });

  it("a failure answer: the shop's messages at the top of the notices, scrolled to (100 px above) and focused", async () => {
    installFakeShop({
      update_order_review: () => ({
        result: 'failure',
        messages: '<ul class="woocommerce-error" role="alert"><li>Lieferungen nach Österreich sind derzeit nicht möglich.</li></ul>',
        reload: false,
        fragments: {},
      }),
    });
    const errors = vi.fn();
    const stop = on('sf:checkout-error', errors);
    document.body.innerHTML = checkoutPage();
    await upgraded();
    $<HTMLSelectElement>('#billing_country').value = 'AT';
    fireEvent.change($('#billing_country'));
    await waitFor(() => expect(noticeList()?.textContent).toBe('Lieferungen nach Österreich sind derzeit nicht möglich.'));
    const group = noticeList()!;
    expect(group.classList).toContain('woocommerce-NoticeGroup-updateOrderReview');
    expect($('.woocommerce-notices-wrapper').firstElementChild).toBe(group);
    expect(document.activeElement).toBe(group);
    expect(scrollTo).toHaveBeenCalledWith({ top: group.getBoundingClientRect().top + window.scrollY - 100, behavior: 'smooth' });
    // Not a refused order: checkout_error is the place-order step's.
    expect(errors).not.toHaveBeenCalled();
    stop();
  });

  it('reloads when the answer says so', async () => {
    installFakeShop({ update_order_review: () => ({ result: 'failure', messages: '', reload: true, fragments: {} }) });
    document.body.innerHTML = checkoutPage();
    await upgraded();
    fireEvent.change($('#billing_country'));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
  });

  it('a jQuery-style update_checkout from another script asks the shop too', async () => {
    const shop = installFakeShop({ update_order_review: () => 'never' });
    document.body.innerHTML = checkoutPage();
    await upgraded();
    document.body.dispatchEvent(new CustomEvent('sf:update-checkout', { detail: { fromJQuery: true }, bubbles: true }));
    await waitFor(() => expect(of(shop, 'update_order_review')).toHaveLength(1));
  });
});

describe('sf-checkout: two on a page', () => {
  it("a change asks for its own checkout's review; update_checkout on the page asks for every one", async () => {
    const shop = installFakeShop({ update_order_review: () => 'never' });
    document.body.innerHTML = checkoutPage() + checkoutPage();
    await waitFor(() => expect(document.querySelectorAll('sf-checkout[data-sf-upgraded]')).toHaveLength(2));
    const [first, second] = document.querySelectorAll<HTMLFormElement>('form.checkout');
    fireEvent.change(first!.querySelector('[name="billing_country"]')!);
    await waitFor(() => expect(of(shop, 'update_order_review')).not.toHaveLength(0));
    // The second checkout's own change, with a postcode no earlier request carried: its review comes
    // a debounce after any the first change could have started there.
    second!.querySelector<HTMLInputElement>('[name="billing_postcode"]')!.value = '80331';
    fireEvent.change(second!.querySelector('[name="billing_country"]')!);
    await waitFor(() => expect(of(shop, 'update_order_review').filter((request) => request.form.get('postcode') === '80331')).toHaveLength(1));
    expect(of(shop, 'update_order_review')).toHaveLength(2);
    document.body.dispatchEvent(new CustomEvent('sf:update-checkout', { detail: { fromJQuery: true }, bubbles: true }));
    await waitFor(() => expect(of(shop, 'update_order_review')).toHaveLength(4));
  });
});

describe('sf-checkout: terms', () => {
  it("opens the terms page's main content in a modal dialog and returns focus to the link", async () => {
    installFakeShop({ '/agb/': () => termsPage });
    document.body.innerHTML = checkoutPage();
    await upgraded();
    const link = $<HTMLAnchorElement>('.woocommerce-terms-and-conditions-link');
    link.focus();
    fireEvent.click(link);
    await waitFor(() => expect(document.querySelector('dialog.sf-terms-dialog[open]')).not.toBeNull());
    const dialog = $<HTMLDialogElement>('dialog.sf-terms-dialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Allgemeine Geschäftsbedingungen');
    expect(dialog.textContent).toContain('Für alle Bestellungen gelten diese AGB.');
    expect(dialog.textContent).not.toContain('Impressum');
    expect(dialog.querySelector('script')).toBeNull();
    fireEvent.click([...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Schließen')!);
    await waitFor(() => expect(document.querySelector('dialog.sf-terms-dialog')).toBeNull());
    expect(document.activeElement).toBe(link);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows the link when the terms cannot be loaded', async () => {
    installFakeShop({ '/agb/': () => new Response('kaputt', { status: 500 }) });
    document.body.innerHTML = checkoutPage();
    await upgraded();
    fireEvent.click($('.woocommerce-terms-and-conditions-link'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/agb/')));
  });
});

describe('sf-checkout: pay for order (form-pay.php)', () => {
  const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  afterEach(() => submit.mockClear());

  it('payment boxes follow the chosen method; no order review is asked for', async () => {
    installFakeShop({});
    const selected = vi.fn();
    const stop = on('sf:payment-method-selected', selected);
    const updates = vi.fn();
    const stopUpdates = on('sf:update-checkout', updates);
    document.body.innerHTML = payPage();
    await upgraded();
    expect($<HTMLElement>('.payment_box.payment_method_cod').hidden).toBe(true);
    $('#payment_method_cod').click();
    await waitFor(() => expect($<HTMLElement>('.payment_box.payment_method_cod').hidden).toBe(false));
    expect($<HTMLElement>('.payment_box.payment_method_bacs').hidden).toBe(true);
    expect(selected.mock.calls.map(([detail]) => detail.method)).toEqual(['bacs', 'cod']);
    // No update_checkout (the pay page has no review to update; WooCommerce's neither).
    expect(updates).not.toHaveBeenCalled();
    stop();
    stopUpdates();
  });

  it('one click is one payment: the form posts itself once, the button busy; a second click and Enter do nothing', async () => {
    const shop = installFakeShop({});
    document.body.innerHTML = payPage();
    await upgraded();
    $('#terms').checked = true;
    placeOrder();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.contexts[0]).toBe($('form#order_review'));
    expect($('#place_order').getAttribute('aria-disabled')).toBe('true');
    expect($('form#order_review').classList).toContain('processing');
    placeOrder();
    fireEvent.submit($('form#order_review'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(shop.requests).toHaveLength(0); // posted classically, no wc-ajax call
  });

  it('terms not accepted: the message at the top, nothing posted', async () => {
    installFakeShop({});
    document.body.innerHTML = payPage();
    await upgraded();
    placeOrder();
    await waitFor(() => expect(noticeList()?.textContent).toBe('Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen, um mit deiner Bestellung fortzufahren.'));
    expect(submit).not.toHaveBeenCalled();
    expect($('#place_order').getAttribute('aria-disabled')).not.toBe('true');
  });
});

describe("sf-checkout: WooCommerce's coupon and login toggles (its checkout.js neutralised)", () => {
  /** The stock markup above the checkout form (WooCommerce's form-coupon.php, form-login.php). */
  const couponForms = `<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info">Gutschein? <a href="#" role="button" aria-label="Gutscheincode eingeben" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Hier klicken, um den Code einzugeben</a></div></div>
<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none" id="woocommerce-checkout-form-coupon"><p class="form-row form-row-first"><label for="coupon_code" class="screen-reader-text">Gutschein:</label><input type="text" name="coupon_code" class="input-text" id="coupon_code" value=""></p><p class="form-row form-row-last"><button type="submit" class="button" name="apply_coupon" value="Gutschein anwenden">Gutschein anwenden</button></p></form>
<div class="woocommerce-form-login-toggle"><div class="woocommerce-info">Bereits Kunde? <a href="#" class="showlogin">Hier klicken, um dich anzumelden</a></div></div>
<form class="woocommerce-form woocommerce-form-login login" method="post" style="display:none"><p class="form-row"><label for="username">Benutzername</label><input type="text" name="username" id="username"></p></form>`;
  const html = (name: string) => new Response(recorded(name).body, { status: recorded(name).status, headers: { 'Content-Type': 'text/html' } });
  const couponForm = () => $<HTMLFormElement>('form.checkout_coupon');
  const applyCode = (code: string) => {
    $('#coupon_code').value = code;
    fireEvent.click($('button[name="apply_coupon"]'));
  };
  beforeEach(() => {
    (window as unknown as { wc_checkout_params: object }).wc_checkout_params = {
      update_order_review_nonce: 'rev-nonce',
      apply_coupon_nonce: 'apply-nonce',
      remove_coupon_nonce: 'remove-nonce',
      i18n_checkout_error: '',
    };
  });

  it('the links show and hide their forms as disclosures, by click and by Space, focus to the first field', async () => {
    installFakeShop({});
    document.body.innerHTML = checkoutPage(couponForms);
    await upgraded();
    const link = $<HTMLElement>('a.showcoupon');
    // Its name is its visible text (WooCommerce's aria-label does not hold it: WCAG 2.5.3).
    expect(link.hasAttribute('aria-label')).toBe(false);
    fireEvent.click(link);
    expect(couponForm().style.display).toBe('');
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe($('#coupon_code'));
    fireEvent.keyDown(link, { key: ' ' });
    expect(couponForm().style.display).toBe('none');
    expect(link.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click($('a.showlogin'));
    expect($<HTMLElement>('form.login').style.display).toBe('');
    expect($('a.showlogin').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe($('#username'));
  });

  it("applies a coupon without a page load: the shop's notice before the form, the form closed, a new review", async () => {
    const shop = installFakeShop({ apply_coupon: () => html('apply_coupon.ok'), update_order_review: () => 'never' });
    document.body.innerHTML = checkoutPage(couponForms);
    await upgraded();
    const applied = vi.fn();
    on('sf:applied-coupon', applied);
    fireEvent.click($('a.showcoupon'));
    applyCode(' willkommen10 ');
    await waitFor(() => expect(document.querySelector('.sf-coupon-notice .woocommerce-message')).not.toBeNull());
    expect(Object.fromEntries(of(shop, 'apply_coupon')[0]!.form)).toEqual({ security: 'apply-nonce', coupon_code: 'willkommen10' });
    expect(document.querySelector('.sf-coupon-notice')!.nextElementSibling).toBe(couponForm());
    expect(couponForm().style.display).toBe('none');
    expect(applied).toHaveBeenCalledWith({ coupon: 'willkommen10' }, expect.anything());
    await waitFor(() => expect(of(shop, 'update_order_review')).toHaveLength(1));
  });

  it("a refused coupon: the shop's error list, the form stays open; a stale page: our German message", async () => {
    const answers = [html('apply_coupon.unknown'), html('apply_coupon.bad-nonce')];
    installFakeShop({ apply_coupon: () => answers.shift()! });
    document.body.innerHTML = checkoutPage(couponForms);
    await upgraded();
    fireEvent.click($('a.showcoupon'));
    applyCode('gibtsnicht');
    await waitFor(() => expect(document.querySelector('.sf-coupon-notice .woocommerce-error')?.textContent).toContain('does not exist'));
    expect(couponForm().style.display).toBe('');
    applyCode('gibtsnicht');
    await waitFor(() => expect(document.querySelector('.sf-coupon-notice [role="alert"]')?.textContent).toBe('Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es noch einmal.'));
    expect(document.querySelectorAll('.sf-coupon-notice')).toHaveLength(1);
  });

  it('removes a coupon from the order review without a page load, then asks for a new review', async () => {
    const shop = installFakeShop({ remove_coupon: () => html('remove_coupon'), update_order_review: () => 'never' });
    document.body.innerHTML = checkoutPage(couponForms);
    await upgraded();
    $('#order_review').insertAdjacentHTML('afterbegin', '<a href="/checkout/?remove_coupon=willkommen10" class="woocommerce-remove-coupon" data-coupon="willkommen10">[Entfernen]</a>');
    fireEvent.click($('a.woocommerce-remove-coupon'));
    await waitFor(() => expect(document.querySelector('.sf-coupon-notice .woocommerce-message')).not.toBeNull());
    expect(Object.fromEntries(of(shop, 'remove_coupon')[0]!.form)).toEqual({ security: 'remove-nonce', coupon: 'willkommen10' });
    expect(document.querySelector('.sf-coupon-notice')!.nextElementSibling).toBe($('form.checkout'));
    await waitFor(() => expect(of(shop, 'update_order_review')).toHaveLength(1));
  });

  it('without the nonces the coupon form posts as printed', async () => {
    (window as unknown as { wc_checkout_params: object }).wc_checkout_params = { update_order_review_nonce: 'rev-nonce' };
    installFakeShop({});
    document.body.innerHTML = checkoutPage(couponForms);
    await upgraded();
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    couponForm().dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });
});
