/**
 * The fake SDK's surface in jsdom, loaded from the running third-party origin into a page of
 * the shop's origin, as a shop page loads it: namespace, FUNDING and eligibility, Buttons
 * (render errors, German buttons, onClick/createOrder/popup flow, postMessage origin check,
 * shipping changes), Messages.
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testShop } from '../../test-helpers.ts';
import { FUNDING_SOURCES } from './sdk-query.ts';

const shop = testShop();
const QUERY = 'client-id=abc&currency=EUR&components=buttons,messages,funding-eligibility&intent=capture&commit=true&enable-funding=paylater&disable-funding=card&locale=de_DE';

type Win = Window & typeof globalThis & Record<string, any>;
type JsdomConstructor = new (html: string, options: Record<string, unknown>) => { window: Win };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

const windows: Win[] = [];
/** Own property names of each window before the SDK ran. */
const globalsBefore = new WeakMap<Win, Set<string>>();
afterEach(() => {
  for (const win of windows.splice(0)) win.close();
});

async function page(attributes: Record<string, string> = {}, query = QUERY): Promise<Win> {
  const { window } = new JSDOM('<!doctype html><html lang="de"><body><div id="c"></div></body></html>', {
    url: `${shop.server.baseUrl}/checkout/`,
    runScripts: 'dangerously',
    resources: 'usable',
  });
  windows.push(window);
  // jsdom has no fetch: Node's, with the Origin header a browser would send from this page.
  window.fetch = ((input: string, init: RequestInit = {}) => fetch(input, { ...init, headers: { origin: shop.server.baseUrl } })) as never;
  globalsBefore.set(window, new Set(Object.getOwnPropertyNames(window)));
  const script = window.document.createElement('script');
  script.src = `${shop.server.thirdPartyUrl}/sdk/js?${query}`;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  await new Promise((resolve, reject) => {
    script.addEventListener('load', resolve);
    script.addEventListener('error', reject);
    window.document.body.append(script);
  });
  return window;
}

interface FakePopup {
  closed: boolean;
  close: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
  location: { href: string };
}

function stubPopup(win: Win): { open: ReturnType<typeof vi.fn>; popup: FakePopup } {
  const popup: FakePopup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    focus: vi.fn(),
    postMessage: vi.fn(),
    location: { href: '' },
  };
  const open = vi.fn(() => popup);
  win.open = open as never;
  return { open, popup };
}

function message(win: Win, data: unknown, origin: string, source: unknown): void {
  const event = new win.MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  win.dispatchEvent(event);
}

const click = (win: Win, name: string) => [...win.document.querySelectorAll('button')].find((b) => b.textContent === name)!.click();

describe('fake SDK in a page', () => {
  it('installs only its namespace (default paypal, or data-namespace) with version, FUNDING and eligibility from the script url', async () => {
    const win = await page();
    expect(Object.getOwnPropertyNames(win).filter((name) => !globalsBefore.get(win)!.has(name))).toEqual(['paypal']);
    expect(win.paypal.version).toMatch(/^5\./);
    expect(win.paypal.FUNDING).toMatchObject({ PAYPAL: 'paypal', PAYLATER: 'paylater', CARD: 'card', VENMO: 'venmo', SEPA: 'sepa' });
    // One list for the script and the server's query validation.
    expect(win.paypal.getFundingSources()).toEqual([...FUNDING_SOURCES]);
    expect(['paypal', 'paylater', 'sepa', 'card', 'venmo'].map((s) => [s, win.paypal.isFundingEligible(s)])).toEqual([
      ['paypal', true],
      ['paylater', true],
      ['sepa', true],
      ['card', false],
      ['venmo', false],
    ]);
    expect(win.paypal.Buttons({ fundingSource: 'card' }).isEligible()).toBe(false);
    expect(win.paypal.Buttons({ fundingSource: 'paylater' }).isEligible()).toBe(true);
    expect(win.paypal.__fake.clientToken).toBe(false);

    const named = await page({ 'data-namespace': 'shopWallet', 'data-client-token': 'tok' });
    expect(named.paypal).toBeUndefined();
    expect(named.shopWallet.__fake.clientToken).toBe(true);
    // Nothing else leaked: the script is wrapped, its functions are not globals.
    expect(named.installFakeSdk).toBeUndefined();
  });

  it('render: a missing container or an ineligible source rejects; the stack is German <button type="button">s', async () => {
    const win = await page();
    await expect(win.paypal.Buttons({}).render('#missing')).rejects.toThrow('Document is ready and element #missing does not exist');
    await expect(win.paypal.Buttons({}).render('##bad')).rejects.toThrow('does not exist');
    await expect(win.paypal.Buttons({ fundingSource: 'card' }).render('#c')).rejects.toThrow('Instance not eligible');
    const onInit = vi.fn();
    const buttons = win.paypal.Buttons({ onInit, style: { shape: 'pill', height: 40 } });
    await buttons.render(win.document.getElementById('c'));
    const rendered = [...win.document.querySelectorAll('#c button')];
    expect(rendered.map((b) => [b.getAttribute('type'), b.textContent])).toEqual([
      ['button', 'Mit PayPal bezahlen'],
      ['button', 'Später bezahlen'],
      ['button', 'Per SEPA-Lastschrift bezahlen'],
    ]);
    expect(rendered[0]!.getAttribute('style')).toContain('border-radius:20px');
    expect(onInit).toHaveBeenCalledOnce();
    await buttons.close();
    expect(win.document.querySelectorAll('#c button')).toHaveLength(0);
  });

  it("style.label names the wallet's own button as the real SDK's German wording ('buynow' → „Jetzt kaufen“); the other sources keep theirs; an unknown label is refused", async () => {
    const win = await page();
    const target = win.document.getElementById('c')!;
    await win.paypal.Buttons({ style: { label: 'buynow' } }).render(target);
    expect([...target.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Jetzt kaufen mit PayPal', 'Später bezahlen', 'Per SEPA-Lastschrift bezahlen']);
    target.replaceChildren();
    await win.paypal.Buttons({ fundingSource: 'paypal', style: { label: 'checkout' } }).render(target);
    expect(target.textContent).toBe('Zur Kasse mit PayPal');
    await expect(win.paypal.Buttons({ fundingSource: 'paypal', style: { label: 'kaufen' } }).render(target)).rejects.toThrow('Invalid style.label: kaufen');
    await expect(win.paypal.Buttons({ fundingSource: 'paypal', style: { label: 'toString' } }).render(target)).rejects.toThrow('Invalid style.label');
  });

  it('Messages: installments from 99 €, 30 days below, hidden outside 1–10000', async () => {
    const win = await page();
    const target = win.document.getElementById('c')!;
    const onRender = vi.fn();
    await win.paypal.Messages({ amount: 89.49, onRender }).render('#c');
    expect(target.textContent).toBe('Später bezahlen: in 30 Tagen, ohne Zusatzkosten');
    expect(onRender).toHaveBeenCalledOnce();
    await win.paypal.Messages({ amount: 99 }).render('#c');
    expect(target.textContent).toBe('Später bezahlen: 3 Raten zu je 33,00\u00a0€');
    await win.paypal.Messages({ amount: 10000 }).render('#c');
    expect(target.textContent).toBe('Später bezahlen: 3 Raten zu je 3.333,33\u00a0€');
    for (const amount of [0.5, 10000.01, 'abc']) {
      await win.paypal.Messages({ amount }).render('#c');
      expect(target.hidden, String(amount)).toBe(true);
      expect(target.textContent).toBe('');
    }
    await expect(win.paypal.Messages({ amount: 50 }).render('#nothing')).rejects.toThrow('does not exist');
  });

  it('onClick that rejects, returns false, or buttons disabled by onInit: onClick runs, no popup', async () => {
    const win = await page();
    const { open } = stubPopup(win);
    const onClick = vi.fn((_data: unknown, actions: { reject(): Promise<void> }) => actions.reject());
    const createOrder = vi.fn();
    await win.paypal.Buttons({ onClick, createOrder }).render('#c');
    click(win, 'Mit PayPal bezahlen');
    expect(onClick).toHaveBeenCalledWith({ fundingSource: 'paypal' }, expect.anything());
    expect(open).not.toHaveBeenCalled();

    win.document.getElementById('c')!.replaceChildren();
    const returnsFalse = vi.fn(() => false);
    await win.paypal.Buttons({ onClick: returnsFalse, createOrder }).render('#c');
    click(win, 'Später bezahlen');
    expect(returnsFalse).toHaveBeenCalledWith({ fundingSource: 'paylater' }, expect.anything());

    win.document.getElementById('c')!.replaceChildren();
    const allowed = vi.fn();
    await win.paypal.Buttons({ onClick: allowed, createOrder, onInit: (_d: unknown, actions: { disable(): Promise<void> }) => actions.disable() }).render('#c');
    expect(win.document.querySelector('#c button')!.getAttribute('aria-disabled')).toBe('true');
    click(win, 'Mit PayPal bezahlen');
    expect(allowed).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('onClick answering later with actions.reject(): the popup opened in the click closes, no order, no error', async () => {
    const win = await page();
    const { open, popup } = stubPopup(win);
    const createOrder = vi.fn();
    const onError = vi.fn();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const onClick = (_data: unknown, actions: { reject(): Promise<void> }) => answered.then(() => actions.reject());
    await win.paypal.Buttons({ onClick, createOrder, onError }).render('#c');
    click(win, 'Mit PayPal bezahlen');
    expect(open).toHaveBeenCalledOnce();
    answer();
    await vi.waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(createOrder).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('a component not in the script url cannot render', async () => {
    const win = await page({}, 'client-id=abc&components=messages');
    await expect(win.paypal.Buttons({}).render('#c')).rejects.toThrow('Buttons component not loaded');
    const only = await page({}, 'client-id=abc&components=buttons');
    await expect(only.paypal.Messages({ amount: 50 }).render('#c')).rejects.toThrow('Messages component not loaded');
  });

  it('createOrder rejecting: the popup opened in the click is closed and onError gets the error', async () => {
    const win = await page();
    const { open, popup } = stubPopup(win);
    const onError = vi.fn();
    await win.paypal.Buttons({ createOrder: () => Promise.reject(new Error('Warenkorb leer')), onError }).render('#c');
    click(win, 'Mit PayPal bezahlen');
    // Synchronously in the click: the loading page, named, with a size.
    expect(open).toHaveBeenCalledWith(`${shop.server.thirdPartyUrl}/checkoutnow/loading`, 'fakewallet_checkout', expect.stringContaining('width='));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect((onError.mock.calls[0]![0] as Error).message).toBe('Warenkorb leer');
    expect(popup.close).toHaveBeenCalled();
  });

  it('approve only from the popup on the SDK origin; order.get and restart reach the order API', async () => {
    const win = await page();
    const { open, popup } = stubPopup(win);
    const order = shop.server.provider.createOrder({ intent: 'CAPTURE', amount: { currency_code: 'EUR', value: '12.00' }, custom_id: 'x', funding_source: 'paypal' });
    const onApprove = vi.fn();
    await win.paypal.Buttons({ createOrder: () => order.id, onApprove }).render('#c');
    click(win, 'Mit PayPal bezahlen');
    await vi.waitFor(() => expect(popup.location.href).toBe(`${shop.server.thirdPartyUrl}/checkoutnow?token=${order.id}&origin=${encodeURIComponent(shop.server.baseUrl)}`));
    const approve = (payerID: string) => ({ source: 'fake-wallet', type: 'approve', orderID: order.id, payerID });
    message(win, approve('FOREIGN-ORIGIN'), 'http://evil.example', popup);
    message(win, approve('SHOP-ORIGIN'), shop.server.baseUrl, popup);
    message(win, approve('OTHER-WINDOW'), shop.server.thirdPartyUrl, {});
    message(win, { ...approve('OTHER-ORDER'), orderID: 'ZZZZZZZZZZZZZZZZZ' }, shop.server.thirdPartyUrl, popup);
    message(win, approve('GOOD'), shop.server.thirdPartyUrl, popup);
    await vi.waitFor(() => expect(onApprove).toHaveBeenCalled());
    expect(onApprove).toHaveBeenCalledOnce();
    const [data, actions] = onApprove.mock.calls[0]! as [unknown, { order: { get(): Promise<unknown> }; restart(): Promise<void> }];
    expect(data).toEqual({ orderID: order.id, payerID: 'GOOD', paymentSource: 'paypal' });
    await expect(actions.order.get()).resolves.toMatchObject({ id: order.id, status: 'CREATED' });
    // A declined instrument: restart makes the order approvable again and reopens the popup on it.
    shop.server.provider.approve(order.id, { payer_id: 'P', email_address: 'e@example.test', name: { given_name: 'E', surname: 'M' }, address: { country_code: 'DE' } }, true);
    await actions.restart();
    expect(shop.server.provider.getOrder(order.id)).toMatchObject({ status: 'CREATED', instrument_declined: false });
    expect(open).toHaveBeenLastCalledWith(popup.location.href, 'fakewallet_checkout', expect.any(String));
    message(win, approve('AGAIN'), shop.server.thirdPartyUrl, popup);
    await vi.waitFor(() => expect(onApprove).toHaveBeenCalledTimes(2));
    expect(onApprove.mock.calls[1]![0]).toEqual({ orderID: order.id, payerID: 'AGAIN', paymentSource: 'paypal' });
  });

  it('a closed popup is a cancel; shipping changes go to the handlers and their answer back to the popup', async () => {
    const win = await page();
    const { popup } = stubPopup(win);
    const onCancel = vi.fn();
    const onShippingAddressChange = vi.fn((data: { shippingAddress: { countryCode: string } }, actions: { reject(): Promise<void> }) =>
      data.shippingAddress.countryCode === 'DE' ? undefined : actions.reject(),
    );
    const onShippingOptionsChange = vi.fn(() => Promise.reject(new Error('Versandart fehlt')));
    await win.paypal.Buttons({ createOrder: () => 'AAAAAAAAAAAAAAAAB', onCancel, onShippingAddressChange, onShippingOptionsChange }).render('#c');
    click(win, 'Mit PayPal bezahlen');
    await vi.waitFor(() => expect(popup.location.href).toContain('AAAAAAAAAAAAAAAAB'));
    const from = (data: Record<string, unknown>) => message(win, { source: 'fake-wallet', orderID: 'AAAAAAAAAAAAAAAAB', ...data }, shop.server.thirdPartyUrl, popup);
    from({ type: 'shipping-address', address: { countryCode: 'AT', postalCode: '1010', city: 'Wien' } });
    await vi.waitFor(() => expect(popup.postMessage).toHaveBeenCalledTimes(1));
    expect(popup.postMessage).toHaveBeenLastCalledWith({ source: 'fake-wallet', type: 'shipping-result', ok: false }, shop.server.thirdPartyUrl);
    expect(onShippingAddressChange.mock.calls[0]![0]).toEqual({ orderID: 'AAAAAAAAAAAAAAAAB', shippingAddress: { countryCode: 'AT', postalCode: '1010', city: 'Wien' } });
    from({ type: 'shipping-address', address: { countryCode: 'DE' } });
    await vi.waitFor(() => expect(popup.postMessage).toHaveBeenCalledTimes(2));
    expect(popup.postMessage).toHaveBeenLastCalledWith({ source: 'fake-wallet', type: 'shipping-result', ok: true }, shop.server.thirdPartyUrl);
    from({ type: 'shipping-option', optionId: 'flat_rate:1' });
    await vi.waitFor(() => expect(popup.postMessage).toHaveBeenCalledTimes(3));
    expect(popup.postMessage).toHaveBeenLastCalledWith({ source: 'fake-wallet', type: 'shipping-result', ok: false }, shop.server.thirdPartyUrl);
    expect(onCancel).not.toHaveBeenCalled();
    popup.closed = true;
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledWith({ orderID: 'AAAAAAAAAAAAAAAAB' }));
  });

  it('the popup closed before its approve message is handled: still an approval (the provider record decides), never a cancel', async () => {
    const win = await page();
    const { popup } = stubPopup(win);
    const order = shop.server.provider.createOrder({ intent: 'CAPTURE', amount: { currency_code: 'EUR', value: '5.00' }, custom_id: 'race', funding_source: 'paypal' });
    const onApprove = vi.fn();
    const onCancel = vi.fn();
    await win.paypal.Buttons({ createOrder: () => order.id, onApprove, onCancel }).render('#c');
    click(win, 'Mit PayPal bezahlen');
    await vi.waitFor(() => expect(popup.location.href).toContain(order.id));
    // The popup's post recorded the approval, then the window was gone before its message ran.
    shop.server.provider.approve(order.id, { payer_id: 'RACE', email_address: 'r@example.test', name: { given_name: 'R', surname: 'A' }, address: { country_code: 'DE' } });
    popup.closed = true;
    await vi.waitFor(() => expect(onApprove).toHaveBeenCalledOnce(), { timeout: 3000 });
    message(win, { source: 'fake-wallet', type: 'approve', orderID: order.id, payerID: 'RACE' }, shop.server.thirdPartyUrl, popup);
    await new Promise((resolve) => win.setTimeout(resolve, 0));
    expect(onApprove.mock.calls[0]![0]).toEqual({ orderID: order.id, payerID: 'RACE', paymentSource: 'paypal' });
    expect(onApprove).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('a final message: the SDK closes the popup itself once, after handling it (the popup does not close itself)', async () => {
    const win = await page();
    const { popup } = stubPopup(win);
    const onError = vi.fn();
    const onCancel = vi.fn();
    await win.paypal.Buttons({ createOrder: () => 'AAAAAAAAAAAAAAAAC', onError, onCancel }).render('#c');
    click(win, 'Mit PayPal bezahlen');
    await vi.waitFor(() => expect(popup.location.href).toContain('AAAAAAAAAAAAAAAAC'));
    message(win, { source: 'fake-wallet', type: 'error', orderID: 'AAAAAAAAAAAAAAAAC', message: 'Anbieterfehler' }, shop.server.thirdPartyUrl, popup);
    expect(popup.close).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect((onError.mock.calls[0]![0] as Error).message).toBe('Anbieterfehler');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('back from the provider app: hasReturned() for one Buttons instance of the page, resume() approves with the hash order and payer', async () => {
    const win = await page();
    expect(win.paypal.Buttons({}).hasReturned()).toBe(false);
    win.location.hash = '#onApprove=1&token=ORDERAPP000000001&PayerID=APPPAYER&switch_initiated_time=1764080000000&keep=1';
    const onApprove = vi.fn();
    const first = win.paypal.Buttons({ fundingSource: 'paypal', onApprove });
    const second = win.paypal.Buttons({ fundingSource: 'paylater', onApprove });
    expect(first.hasReturned()).toBe(true);
    first.resume();
    await vi.waitFor(() => expect(onApprove).toHaveBeenCalledOnce());
    expect(onApprove.mock.calls[0]![0]).toEqual({ orderID: 'ORDERAPP000000001', payerID: 'APPPAYER', paymentSource: 'paypal' });
    // Taken over once: the other instance renders as usual and a second resume does nothing.
    expect(second.hasReturned()).toBe(false);
    second.resume();
    expect(onApprove).toHaveBeenCalledOnce();

    const cancelled = await page();
    cancelled.location.hash = '#onCancel=1&token=ORDERAPP000000002&switch_initiated_time=1';
    const onCancel = vi.fn();
    const buttons = cancelled.paypal.Buttons({ onCancel });
    expect(buttons.hasReturned()).toBe(true);
    buttons.resume();
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledWith({ orderID: 'ORDERAPP000000002' }));
    const noSwitch = await page();
    noSwitch.location.hash = '#onApprove=1&token=ORDERAPP000000003';
    expect(noSwitch.paypal.Buttons({}).hasReturned()).toBe(false);
  });
});
