/**
 * A visitor's wallet state: the demo configuration QA switches (/__demo/wallet), the
 * per-endpoint nonces (WordPress-style: per session and per action), the cart saved aside by
 * 'buy now' (change_cart), and the provider order approved at checkout for the place-order
 * step. Kept beside the session (WeakMap) so the shared session type stays as it is.
 */
import type { CartItem } from '../cart/model.ts';
import type { CartShippingAddress } from '../../src/payments/provider/contracts.ts';
import { sessionNonce, type Session } from '../shared/session.ts';

export const WALLET_CONTEXTS = ['product', 'cart', 'checkout', 'pay-now'] as const;
export type WalletPageContext = (typeof WALLET_CONTEXTS)[number];

export interface WalletConfig {
  /** Buttons per page type (the plugin's "smart button locations"). */
  contexts: Record<WalletPageContext, boolean>;
  /** Buttons in the mini-cart (off in the observed shop, spec §2 Cart). */
  miniCartButtons: boolean;
  /** Pay-later messages beside the buttons. */
  payLater: boolean;
  /** The card button as its own gateway (`ppcp-card-button-gateway`) at checkout. */
  separateButtons: boolean;
  /** The card gateway (`ppcp-credit-card-gateway`) with the provider's card fields at checkout. */
  cardFields: boolean;
  earlyValidation: boolean;
  basicValidation: boolean;
  /** simulate_cart.throttling (ms). */
  simulateThrottlingMs: number;
  appSwitch: boolean;
}

export const MAX_THROTTLING_MS = 60_000;

export function defaultWalletConfig(): WalletConfig {
  return {
    contexts: { product: true, cart: true, checkout: true, 'pay-now': true },
    miniCartButtons: false,
    payLater: true,
    separateButtons: false,
    cardFields: true,
    earlyValidation: true,
    basicValidation: false,
    simulateThrottlingMs: 5000,
    appSwitch: false,
  };
}

/** The switches by the names the JSON API and the control page's form use. */
export const CONFIG_SWITCHES = {
  product: 'Buttons auf Produktseiten',
  cart: 'Buttons im Warenkorb',
  checkout: 'Buttons an der Kasse',
  'pay-now': 'Buttons auf der Seite „Bestellung bezahlen“',
  miniCartButtons: 'Buttons im Mini-Warenkorb',
  payLater: 'Später-bezahlen-Hinweise',
  separateButtons: 'Kartenzahlung als eigene Zahlungsart (separate Buttons)',
  cardFields: 'Kreditkartenfelder an der Kasse (Kredit- oder Debitkarte)',
  earlyValidation: 'Frühe Prüfung des Kassenformulars (vor dem Popup)',
  basicValidation: 'Einfache Pflichtfeldprüfung im Browser',
  appSwitch: 'App-Wechsel (Rückkehr per URL-Hash)',
} as const;
export type ConfigSwitch = keyof typeof CONFIG_SWITCHES;

const isContext = (name: string): name is WalletPageContext => (WALLET_CONTEXTS as readonly string[]).includes(name);

export function readSwitch(config: WalletConfig, name: ConfigSwitch): boolean {
  return isContext(name) ? config.contexts[name] : config[name];
}

function writeSwitch(config: WalletConfig, name: ConfigSwitch, value: boolean): void {
  if (isContext(name)) config.contexts[name] = value;
  else config[name] = value;
}

export type ConfigChange = { ok: true; config: WalletConfig } | { ok: false; message: string };

const BOOLEAN_TEXT: Readonly<Record<string, boolean>> = { true: true, '1': true, on: true, yes: true, false: false, '0': false, off: false, no: false };

/**
 * A change of the configuration. JSON (`mode: 'json'`): only the named switches change, each a
 * boolean. The control page's form (`mode: 'form'`): every switch, an unchecked box is absent.
 * `simulateThrottlingMs` is an integer 0–60000 in both. Unknown names are refused.
 */
export function changeWalletConfig(current: WalletConfig, body: unknown, mode: 'json' | 'form'): ConfigChange {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, message: 'Erwartet wird ein JSON-Objekt mit Schaltern, z. B. { "miniCartButtons": true }.' };
  const fields = body as Record<string, unknown>;
  const next: WalletConfig = { ...current, contexts: { ...current.contexts } };
  const known = new Set<string>([...Object.keys(CONFIG_SWITCHES), 'simulateThrottlingMs', 'demo_action']);
  const unknown = Object.keys(fields).filter((name) => !known.has(name));
  if (unknown.length) return { ok: false, message: `Unbekannte Einstellung: ${unknown.join(', ')}. Erlaubt: ${[...Object.keys(CONFIG_SWITCHES), 'simulateThrottlingMs'].join(', ')}.` };
  for (const name of Object.keys(CONFIG_SWITCHES) as ConfigSwitch[]) {
    const value = fields[name];
    if (value === undefined) {
      if (mode === 'form') writeSwitch(next, name, false);
      continue;
    }
    const parsed = typeof value === 'boolean' ? value : typeof value === 'string' ? BOOLEAN_TEXT[value] : undefined;
    if (parsed === undefined) return { ok: false, message: `${name} muss true oder false sein.` };
    writeSwitch(next, name, parsed);
  }
  const throttling = fields.simulateThrottlingMs;
  if (throttling !== undefined) {
    const ms = typeof throttling === 'number' ? throttling : typeof throttling === 'string' && /^\s*\d{1,6}\s*$/.test(throttling) ? Number(throttling) : Number.NaN;
    if (!Number.isInteger(ms) || ms < 0 || ms > MAX_THROTTLING_MS) return { ok: false, message: `simulateThrottlingMs muss eine ganze Zahl zwischen 0 und ${MAX_THROTTLING_MS} sein.` };
    next.simulateThrottlingMs = ms;
  }
  return { ok: true, config: next };
}

/** The cart a 'buy now' put aside, and the product lines it paid with. */
export interface BuyNow {
  /** The shopper's own cart before change_cart replaced it. */
  saved: CartItem[];
  /** The provider order created for the product lines, once create_order ran. */
  providerOrderId?: string;
}

export interface WalletSession {
  config: WalletConfig;
  /** The third party's origin of the app that made this state (the session belongs to that app). */
  origin: string | undefined;
  /** The session (or guest view) this state belongs to: its id signs the nonces. */
  readonly owner: Session;
  buyNow?: BuyNow;
  /**
   * Booking products (spec §4 Cancel): change_cart added these lines to the visitor's cart, which
   * stays; the payment is for them alone, and a cancel removes them (the client's remove_from_cart).
   */
  booking?: { keys: string[] };
  /** Checkout and pay-now: the provider order approved for the place-order step. */
  approved?: { providerOrderId: string; context: 'checkout' | 'pay-now'; shopOrderId?: number };
  /** Sequence of this visitor's shop references (custom_id). */
  references: number;
  /** The cart's shipping as the store API changed it (popup address and option changes). */
  shipping: { address: CartShippingAddress; rateId: string };
  /** The checkout form as save_checkout_form last saved it (URL-encoded). */
  savedForm?: string;
}

export function emptyShippingAddress(): CartShippingAddress {
  return { first_name: '', last_name: '', company: '', address_1: '', address_2: '', city: '', state: '', postcode: '', country: 'DE', phone: '' };
}

const states = new WeakMap<Session, WalletSession>();

/** The visitor's wallet state, made on first use with the app's third-party origin. */
export function walletSession(session: Session, origin: string | undefined): WalletSession {
  let state = states.get(session);
  if (!state) {
    state = { config: defaultWalletConfig(), origin, owner: session, references: 0, shipping: { address: emptyShippingAddress(), rateId: '' } };
    states.set(session, state);
  }
  return state;
}

/** The state if the visitor has one (the mini-cart asks without an app at hand). */
export function peekWalletSession(session: Session): WalletSession | undefined {
  return states.get(session);
}

/** WordPress's wp_create_nonce(action): one per session and action, 10 hex characters. */
export function walletNonce(state: WalletSession, action: string): string {
  return sessionNonce(state.owner, action);
}

/**
 * A posted nonce of the plugin: the visitor's own, or, while they are not signed in, the one
 * pages print for visitors without a session. 'Buy now' on a product page first replaces the
 * cart (change_cart starts the session) and then creates and approves the payment with the
 * nonces the page was printed with. WordPress agrees: WooCommerce ties only nonces of actions
 * named 'woocommerce…' to its session, so the plugin's nonces are the same for every
 * signed-out visitor. Cross-site posts carry no session cookie (SameSite=Lax) either way.
 */
export function nonceValid(state: WalletSession, action: string, posted: unknown, signedIn: boolean): boolean {
  if (typeof posted !== 'string' || posted === '') return false;
  return posted === sessionNonce(state.owner, action) || (!signedIn && posted === sessionNonce(undefined, action));
}

/** The demo reset: configuration back to the defaults, nothing saved aside or approved. */
export function resetWalletSession(state: WalletSession): void {
  state.config = defaultWalletConfig();
  state.approved = undefined;
  state.buyNow = undefined;
  state.booking = undefined;
}
