/**
 * The approval popup on the third-party origin: the loading page the SDK opens in the click,
 * /checkoutnow?token={orderID}&origin={shopOrigin} showing the order, and the posts its
 * buttons send. A post changes the FakeProvider, then answers a page whose script
 * (popup-client.ts) tells the opener (exact target origin); the SDK closes the window. Shipping
 * changes stay in the popup: the script asks the opener first and records the change only
 * when the shop accepted it.
 *
 * Every form carries a per-popup CSRF token: a random nonce and its HMAC with the order id, so
 * a post for another order or from another page is refused (403) without server-side state.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import express, { type Request, type Response, type Router } from 'express';
import { html, scriptJson, type SafeHtml } from '../../shared/html.ts';
import { errorPage } from '../app.ts';
import type { ThirdPartyContext } from '../context.ts';
import { serveBrowserScript } from '../http/browser-script.ts';
import type { FakeProvider, PopupAction, ProviderAddress, ProviderOrder, ProviderPayer } from './orders.ts';

const POPUP_CLIENT_FILE = fileURLToPath(new URL('./popup-client.ts', import.meta.url));
const ORDER_ID = /^[A-Z0-9]{17}$/;
const BODY_LIMIT = '8kb';

/** The demo payer QA approves as. */
export const DEMO_PAYER: ProviderPayer = {
  payer_id: 'FAKEPAYER0DEMO01',
  email_address: 'erika@example.test',
  name: { given_name: 'Erika', surname: 'Mustermann' },
  address: { address_line_1: 'Heidestraße 17', admin_area_2: 'Köln', postal_code: '51147', country_code: 'DE' },
};

/** Countries the popup's address form offers (the provider would offer every one). */
export const SHIPPING_COUNTRIES: Record<string, string> = {
  DE: 'Deutschland',
  AT: 'Österreich',
  CH: 'Schweiz',
  NL: 'Niederlande',
  FR: 'Frankreich',
  PL: 'Polen',
  US: 'Vereinigte Staaten',
};

const secret = randomBytes(32);
const sign = (nonce: string, orderID: string) => createHmac('sha256', secret).update(`${nonce}:${orderID}`).digest('base64url');

export function popupToken(orderID: string): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${nonce}.${sign(nonce, orderID)}`;
}

export function validPopupToken(token: unknown, orderID: string): boolean {
  if (typeof token !== 'string' || token.length > 200) return false;
  const [nonce = '', mac = ''] = token.split('.');
  const expected = Buffer.from(sign(nonce, orderID));
  const given = Buffer.from(mac);
  return nonce.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}

const euro = (value: string) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(Number(value));

function page(res: Response, status: number, title: string, body: SafeHtml, script = false): void {
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      html`<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – PayPal (Demo-Anbieter)</title><link rel="stylesheet" href="/checkoutnow/popup.css">${script ? html`<script src="/checkoutnow/popup.js" defer></script>` : ''}</head><body><main>${body}</main></body></html>`
        .value,
    );
}

function notFoundPage(res: Response): void {
  res
    .status(404)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(errorPage('Zahlung nicht gefunden', 'Diese Zahlung gibt es nicht oder sie ist abgelaufen. Bitte schließen Sie dieses Fenster und starten Sie die Zahlung im Shop erneut.'));
}

function badRequest(res: Response, text: string): void {
  res.status(400).type('html').set('Cache-Control', 'no-store').send(errorPage('Ungültige Anfrage', text));
}

const field = (body: unknown, name: string): string | undefined => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** The order, origin and token of a popup post, or the answer already sent. */
function readPost(req: Request, res: Response, ctx: ThirdPartyContext): { order: ProviderOrder; origin: string } | undefined {
  const orderID = field(req.body, 'token') ?? '';
  const origin = field(req.body, 'origin') ?? '';
  if (!ORDER_ID.test(orderID) || !ctx.isAllowedPageOrigin(origin)) {
    badRequest(res, 'Die Zahlungsdaten fehlen oder sind ungültig.');
    return undefined;
  }
  if (!validPopupToken(field(req.body, 'csrf'), orderID)) {
    res.status(403).type('html').set('Cache-Control', 'no-store').send(errorPage('Sitzung abgelaufen', 'Dieses Formular ist nicht mehr gültig. Bitte starten Sie die Zahlung im Shop erneut.'));
    return undefined;
  }
  const order = ctx.provider.getOrder(orderID);
  if (!order) {
    notFoundPage(res);
    return undefined;
  }
  return { order, origin };
}

const ACTIONS: Record<PopupAction, { heading: string; text: string }> = {
  approve: { heading: 'Zahlung bestätigt', text: 'Sie werden zum Shop zurückgeleitet.' },
  decline: { heading: 'Zahlung bestätigt (abgelehnte Karte)', text: 'Sie werden zum Shop zurückgeleitet.' },
  cancel: { heading: 'Zahlung abgebrochen', text: 'Sie werden zum Shop zurückgeleitet.' },
  error: { heading: 'Anbieterfehler ausgelöst', text: 'Der Shop erhält eine Fehlermeldung.' },
};
/** The message for the shop when QA makes the provider fail (what onError receives). */
export const PROVIDER_ERROR_MESSAGE = 'Simulierter Anbieterfehler (Demo)';

function applyAction(provider: FakeProvider, order: ProviderOrder, action: PopupAction): Record<string, unknown> {
  provider.recordPopupAction(order.id, action);
  const message = { source: 'fake-wallet', orderID: order.id };
  switch (action) {
    case 'approve':
    case 'decline':
      provider.approve(order.id, DEMO_PAYER, action === 'decline');
      return { ...message, type: 'approve', payerID: DEMO_PAYER.payer_id };
    case 'cancel':
      return { ...message, type: 'cancel' };
    case 'error':
      return { ...message, type: 'error', message: PROVIDER_ERROR_MESSAGE };
  }
}

function checkoutPage(res: Response, order: ProviderOrder, origin: string): void {
  const csrf = popupToken(order.id);
  const hidden = html`<input type="hidden" name="token" value="${order.id}"><input type="hidden" name="origin" value="${origin}"><input type="hidden" name="csrf" value="${csrf}">`;
  const address = order.shipping?.address;
  const options = order.shipping?.options ?? [];
  const shop = new URL(origin).host;
  const done = order.status !== 'CREATED';
  page(
    res,
    200,
    'Zahlung prüfen',
    html`<h1>Zahlung prüfen</h1>
<p class="fw-note">Demo-Anbieter: Hier gibt es kein echtes Konto und kein echtes Geld.</p>
<section aria-labelledby="fw-summary"><h2 id="fw-summary">Ihre Bestellung</h2>
<dl><dt>Shop</dt><dd>${shop}</dd><dt>Betrag</dt><dd id="fw-amount">${euro(order.amount.value)}</dd><dt>Zahlungsart</dt><dd>${order.funding_source}</dd><dt>Bezahlen als</dt><dd>${DEMO_PAYER.name.given_name} ${DEMO_PAYER.name.surname} (${DEMO_PAYER.email_address})</dd></dl></section>
${done ? html`<p role="status">Diese Zahlung wurde bereits bestätigt. Sie können dieses Fenster schließen.</p>` : ''}
<section aria-labelledby="fw-shipping"><h2 id="fw-shipping">Lieferung</h2>
<p id="fw-shipping-status" role="status"></p>
<form method="post" action="/checkoutnow/shipping-address" id="fw-address">${hidden}
<fieldset><legend>Lieferadresse</legend>
<p><label for="fw-country">Land</label> <select id="fw-country" name="country">${Object.entries(SHIPPING_COUNTRIES).map(([code, name]) => html`<option value="${code}"${(address?.country_code ?? 'DE') === code ? html` selected` : ''}>${name}</option>`)}</select></p>
<p><label for="fw-postcode">Postleitzahl</label> <input id="fw-postcode" name="postcode" autocomplete="postal-code" maxlength="10" value="${address?.postal_code ?? DEMO_PAYER.address.postal_code ?? ''}"></p>
<p><label for="fw-city">Ort</label> <input id="fw-city" name="city" autocomplete="address-level2" maxlength="60" value="${address?.admin_area_2 ?? DEMO_PAYER.address.admin_area_2 ?? ''}"></p>
<button type="submit">Lieferadresse ändern</button></fieldset></form>
${
  options.length
    ? html`<form method="post" action="/checkoutnow/shipping-option" id="fw-options">${hidden}<fieldset><legend>Versandart</legend>${options.map(
        (option, index) =>
          html`<p><input type="radio" name="option" id="fw-option-${index}" value="${option.id}"${option.selected ? html` checked` : ''}> <label for="fw-option-${index}">${option.label} (${euro(option.amount.value)})</label></p>`,
      )}<noscript><button type="submit">Versandart übernehmen</button></noscript></fieldset></form>`
    : html`<p>Der Shop hat keine Versandarten übermittelt.</p>`
}</section>
<section aria-labelledby="fw-actions"><h2 id="fw-actions">Entscheidung</h2>
<form method="post" action="/checkoutnow/action">${hidden}
<p><button type="submit" name="action" value="approve">Zahlung bestätigen</button></p>
<p><button type="submit" name="action" value="decline">Mit abgelehnter Karte bestätigen</button></p>
<p><button type="submit" name="action" value="error">Anbieterfehler auslösen</button></p>
<p><button type="submit" name="action" value="cancel">Abbrechen</button></p>
</form></section>`,
    true,
  );
}

const POPUP_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f5f7fa}main{max-width:30rem;margin:0 auto;padding:1rem}
h1{font-size:1.4rem}h2{font-size:1.1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0}
fieldset{border:1px solid #767676;margin:0 0 1rem}button{font:inherit;padding:.5rem 1rem;min-width:16rem;border:1px solid #1a1a1a;border-radius:4px;background:#fff;cursor:pointer}
button[value=approve]{background:#ffc439}button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #0046a8;outline-offset:2px}
.fw-note{background:#fff3cd;padding:.5rem}[role=alert]{color:#a30000;font-weight:600}`;

export function registerPopup(router: Router, ctx: ThirdPartyContext): void {
  const form = express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 20 });
  router.get('/checkoutnow/popup.js', serveBrowserScript(POPUP_CLIENT_FILE));
  router.get('/checkoutnow/popup.css', (_req, res) => {
    res.type('text/css').set('Cache-Control', 'no-cache').send(POPUP_CSS);
  });
  router.get('/checkoutnow/loading', (_req, res) => {
    page(res, 200, 'Verbindung wird hergestellt', html`<h1>PayPal (Demo-Anbieter)</h1><p role="status">Verbindung zum Shop wird hergestellt …</p>`);
  });
  router.get('/checkoutnow', (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const origin = typeof req.query.origin === 'string' ? req.query.origin : '';
    if (!ctx.isAllowedPageOrigin(origin)) return badRequest(res, 'Der Shop, der diese Zahlung geöffnet hat, ist unbekannt.');
    const order = ORDER_ID.test(token) ? ctx.provider.getOrder(token) : undefined;
    if (!order) return notFoundPage(res);
    checkoutPage(res, order, origin);
  });
  router.post('/checkoutnow/action', form, (req, res) => {
    const action = field(req.body, 'action') as PopupAction | undefined;
    if (!action || !Object.hasOwn(ACTIONS, action)) return badRequest(res, 'Unbekannte Aktion.');
    const post = readPost(req, res, ctx);
    if (!post) return;
    // An order approved already (a second tab, a reload) is approved again without a change
    // (FakeProvider.approve): the opener hears approve again and the shop's capture is idempotent.
    const message = applyAction(ctx.provider, post.order, action);
    const { heading, text } = ACTIONS[action];
    page(res, 200, heading, html`<h1>${heading}</h1><p role="status">${text}</p><script type="application/json" id="fw-result">${scriptJson({ origin: post.origin, message })}</script>`, true);
  });
  router.post('/checkoutnow/shipping-address', form, (req, res) => {
    const post = readPost(req, res, ctx);
    if (!post) return;
    const country = field(req.body, 'country') ?? '';
    const postcode = (field(req.body, 'postcode') ?? '').trim();
    const city = (field(req.body, 'city') ?? '').trim();
    if (!Object.hasOwn(SHIPPING_COUNTRIES, country) || !/^[A-Za-z0-9 -]{2,10}$/.test(postcode) || city.length < 1 || city.length > 60) {
      return badRequest(res, 'Bitte geben Sie ein Land, eine gültige Postleitzahl und einen Ort an.');
    }
    const address: ProviderAddress = { country_code: country, postal_code: postcode, admin_area_2: city };
    if (!ctx.provider.update(post.order.id, { shipping: { options: post.order.shipping?.options ?? [], address } })) {
      return badRequest(res, 'Diese Zahlung kann nicht mehr geändert werden.');
    }
    res.redirect(303, `/checkoutnow?token=${post.order.id}&origin=${encodeURIComponent(post.origin)}`);
  });
  router.post('/checkoutnow/shipping-option', form, (req, res) => {
    const post = readPost(req, res, ctx);
    if (!post) return;
    const id = field(req.body, 'option');
    const options = post.order.shipping?.options ?? [];
    if (!id || !options.some((option) => option.id === id)) return badRequest(res, 'Diese Versandart gibt es nicht.');
    const shipping = { ...post.order.shipping, options: options.map((option) => ({ ...option, selected: option.id === id })) };
    if (!ctx.provider.update(post.order.id, { shipping })) return badRequest(res, 'Diese Zahlung kann nicht mehr geändert werden.');
    res.redirect(303, `/checkoutnow?token=${post.order.id}&origin=${encodeURIComponent(post.origin)}`);
  });
}
