/**
 * QA's switches of the wallet for their session: JSON at /__demo/wallet (GET the configuration,
 * POST a partial change such as `{"miniCartButtons": true}`, DELETE back to the defaults) and a
 * section with a form on the control page /__demo/.
 */
import { bookingProduct } from '../product/catalogue.ts';
import { productUrl } from '../shared/markup.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { requestFields } from '../http/request.ts';
import { methodNotAllowed, redirectSeeOther, sendJson } from '../http/respond.ts';
import { html, type SafeHtml } from '../shared/html.ts';
import { addNotice, type Session } from '../shared/session.ts';
import { changeWalletConfig, CONFIG_SWITCHES, MAX_THROTTLING_MS, readSwitch, resetWalletSession, type ConfigSwitch, type WalletConfig } from './state.ts';
import type { Wallet } from './wallet.ts';

export const WALLET_CONTROL_PATH = '/__demo/wallet';
/** The control page form's target (not under the JSON route, which non-strict routing would also match with a slash). */
export const WALLET_FORM_PATH = '/__demo/wallet/form/';

function configJson(wallet: Wallet, config: WalletConfig) {
  return { available: wallet.available, config };
}

function controlSection(wallet: Wallet, visitor: Session): SafeHtml {
  const { config } = wallet.state(visitor);
  const boxes = (Object.keys(CONFIG_SWITCHES) as ConfigSwitch[]).map(
    (name) => html`<li><label><input type="checkbox" name="${name}" value="1"${readSwitch(config, name) ? html` checked` : ''}> ${CONFIG_SWITCHES[name]}</label></li>`,
  );
  const note = wallet.available
    ? ''
    : html`<p class="woocommerce-info" role="status">Für diesen Shop ist kein Drittanbieter-Ursprung eingerichtet: Die Seiten zeigen nichts von PayPal, die Einstellungen wirken erst mit ihm.</p>`;
  return html`<h2 id="demo-wallet-heading">PayPal (Wallet-Zahlungen)</h2>${note}<form class="demo-wallet" method="post" action="${WALLET_FORM_PATH}" aria-labelledby="demo-wallet-heading"><fieldset><legend>Was diese Sitzung zeigt</legend><ul class="demo-wallet__switches">${boxes}</ul><p><label for="demo-wallet-throttling">Drosselung der Warenkorb-Simulation (Millisekunden, 0 bis ${String(MAX_THROTTLING_MS)})</label><br><input type="number" id="demo-wallet-throttling" name="simulateThrottlingMs" min="0" max="${String(MAX_THROTTLING_MS)}" step="100" inputmode="numeric" value="${String(config.simulateThrottlingMs)}"></p></fieldset><p><button type="submit" class="button alt">PayPal-Einstellungen übernehmen</button></p></form><p>Buchungsprodukt (nicht im Katalog gelistet, Termin per Datumsfeld): <a href="${productUrl(bookingProduct)}">${bookingProduct.name}</a></p>`;
}

export function registerWalletControl(routes: ShopRoutes, ctx: ShopContext, wallet: Wallet): void {
  ctx.controlSections.push((visitor) => controlSection(wallet, visitor));

  routes.api
    .route(WALLET_CONTROL_PATH)
    .get((req, res) => sendJson(res, 200, configJson(wallet, wallet.state(ctx.visitor(req, res)).config)))
    .post((req, res) => {
      const state = wallet.state(ctx.session(req, res));
      const change = changeWalletConfig(state.config, req.body, 'json');
      if (!change.ok) return sendJson(res, 400, { error: true, message: change.message });
      state.config = change.config;
      sendJson(res, 200, configJson(wallet, state.config));
    })
    .delete((req, res) => {
      const state = wallet.state(ctx.visitor(req, res));
      resetWalletSession(state);
      sendJson(res, 200, configJson(wallet, state.config));
    })
    .all((_req, res) => methodNotAllowed(res, 'GET, POST, DELETE'));

  // The control page's form: every switch (an unchecked box is off) and the throttling.
  routes.pages.post(WALLET_FORM_PATH, (req, res) => {
    const visitor = ctx.session(req, res);
    const state = wallet.state(visitor);
    const change = changeWalletConfig(state.config, requestFields(req), 'form');
    if (change.ok) {
      state.config = change.config;
      addNotice(visitor, 'success', html`PayPal-Einstellungen übernommen.`);
    } else {
      addNotice(visitor, 'error', html`${change.message}`);
    }
    redirectSeeOther(res, '/__demo/#demo-wallet-heading');
  });
}
