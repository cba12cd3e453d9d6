import { brandWords } from '../core/config/page-globals';
import type { ButtonStyle } from './sdk-types';

/**
 * The gateway settings global the wallet plugin prints (`PayPalCommerceGateway`, spec §3
 * Gateway configuration fields), parsed defensively: a shop's object may lack any field or
 * carry a wrong type, and one bad field must not take the buttons down. Unknown fields are
 * dropped; every field below has a default.
 *
 * The shape is the wire type of provider/contracts.ts (what the shop prints), derived here:
 * the fields the client reads as printed keep their wire types; the loose ones (PHP's '1'/''
 * flags, any url parameter, endpoints that may be missing) get their normalised type. A field
 * added to the wire type is read here by adding its name to `AS_PRINTED` or an override. Types
 * only: provider/contracts.ts loads with the provider's script, this file with every payment
 * area.
 */
import type { EndpointConfig, GatewaySettings as PrintedSettings, PaymentAjax, PaymentContext as PrintedContext } from './provider/contracts';

export type Endpoint = EndpointConfig;

/** The printed contexts and the plugin's admin preview. */
export type PaymentContext = PrintedContext | 'preview';

/** Every endpoint may be missing from a shop's object: null then (the call is not made). */
type Optional<T> = { [K in keyof T]: T[K] | null };

export type GatewayAjax = Optional<Omit<PaymentAjax, 'data_client_id' | 'cart_script_params' | 'update_customer_shipping'>> & {
  data_client_id: Endpoint | null;
  cart_script_params: Endpoint | null;
  update_customer_shipping: Optional<Pick<PaymentAjax['update_customer_shipping'], 'shipping_options' | 'shipping_address'>> & Pick<PaymentAjax['update_customer_shipping'], 'wp_rest_nonce'>;
};

export interface SeparateButton {
  id: string;
  wrapper: string;
  style: ButtonStyle;
}

/** Fields the client reads with their printed types (parsed to those, defaults when absent). */
type AsPrinted =
  | 'url'
  | 'script_attributes'
  | 'client_id'
  | 'redirect'
  | 'simulate_cart'
  | 'labels'
  | 'hosted_fields'
  | 'early_checkout_validation_enabled'
  | 'basic_checkout_validation_enabled'
  | 'is_free_trial_cart'
  | 'vault_v3_enabled'
  | 'vaulted_paypal_email'
  | 'vaultingEnabled'
  | 'subscription_plan_id'
  | 'subscription_product_allowed'
  | 'variable_paypal_subscription_variations'
  | 'variable_paypal_subscription_variation_from_cart'
  | 'user'
  | 'needShipping'
  | 'should_handle_shipping_in_paypal'
  | 'server_side_shipping_callback'
  | 'appswitch'
  | 'final_review_enabled';

export interface GatewaySettings extends Pick<PrintedSettings, AsPrinted> {
  /** The SDK script's parameters: whatever the shop prints is passed on (the loader checks them). */
  url_params: Record<string, string>;
  currency: string;
  context: PaymentContext;
  /** The pay-for-order page's order ('' elsewhere: the shop prints 0). */
  order_id: string;
  bn_codes: Record<string, string>;
  ajax: GatewayAjax;
  button: Omit<PrintedSettings['button'], 'style' | 'mini_cart_style'> & { style: ButtonStyle; mini_cart_style: ButtonStyle };
  messages: Omit<PrintedSettings['messages'], 'placement' | 'style'> & { placement: string; style: Record<string, unknown> };
  separate_buttons: Record<string, SeparateButton>;
  /**
   * `user`: the current user's id (0 for a guest), the key of the cached client token.
   * `set_attribute`: load the SDK with data-client-token (default: when the endpoint exists).
   */
  data_client_id: Omit<PaymentAjax['data_client_id'], keyof EndpointConfig> & { set_attribute: boolean };
  /** PHP's '1'/'' flags as booleans. */
  single_product_buttons_enabled: boolean;
  mini_cart_buttons_enabled: boolean;
  manualRenewalEnabled: boolean;
  /** '' when the page has no product. */
  productType: string;
  /** Not printed by the demo shop; the plugin prints it for logged-in vaulting. */
  user_id_token: string;
  /**
   * The session's payer details (spec §3 Payer), as printed: read only by payerFrom (the
   * flows' chunk, flows/payer.ts), which trusts none of its fields, so this chunk carries no parser for it.
   */
  payer: unknown;
}

/** Upper bound for the simulate-cart throttle: a typo must not freeze updates for days. */
export const MAX_THROTTLING_MS = 60_000;
export const DEFAULT_THROTTLING_MS = 5000;

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {});
const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : fallback);
/** PHP prints booleans as true/false, '1'/'' or 1/0. */
const bool = (value: unknown, fallback = false): boolean => {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true' || value === 'yes') return true;
  if (value === 0 || value === '0' || value === '' || value === 'false' || value === 'no') return false;
  return fallback;
};
const num = (value: unknown, fallback: number, min: number, max: number): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};
const stringRecord = (value: unknown): Record<string, string> => {
  const result: Record<string, string> = {};
  for (const [key, raw] of Object.entries(obj(value))) {
    if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') result[key] = String(raw);
  }
  return result;
};
const endpoint = (value: unknown): Endpoint | null => {
  const o = obj(value);
  return typeof o.endpoint === 'string' && o.endpoint ? { endpoint: o.endpoint, nonce: str(o.nonce) } : null;
};

const STYLE_KEYS = {
  layout: ['vertical', 'horizontal'],
  color: ['gold', 'blue', 'silver', 'white', 'black'],
  shape: ['rect', 'pill', 'sharp'],
  label: ['paypal', 'checkout', 'buynow', 'pay', 'installment', 'subscribe', 'donate'],
} as const;

/** Button style with only values the SDK accepts (it refuses to render otherwise); height 25–55. */
export function parseButtonStyle(value: unknown): ButtonStyle {
  const o = obj(value);
  const style: ButtonStyle = {};
  for (const [key, allowed] of Object.entries(STYLE_KEYS)) {
    const v = o[key];
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) (style as Record<string, string>)[key] = v;
  }
  if (o.tagline !== undefined) style.tagline = bool(o.tagline);
  if (o.height !== undefined && o.height !== '') {
    const height = num(o.height, NaN, 25, 55);
    if (!Number.isNaN(height)) style.height = Math.round(height);
  }
  return style;
}

const CARD_LABELS = ['credit_card_number', 'cvv', 'mm_yy', 'fields_empty', 'fields_not_valid', 'card_not_supported'] as const;

/** hosted_fields (spec §3): the card fields' wrapper, the cards the shop takes, 3-D Secure, labels ('' when not printed). */
function parseHostedFields(o: Obj): GatewaySettings['hosted_fields'] {
  const labels = obj(o.labels);
  return {
    wrapper: str(o.wrapper, '#ppcp-hosted-fields'),
    mini_cart_wrapper: str(o.mini_cart_wrapper, '#ppcp-hosted-fields-mini-cart'),
    valid_cards: (Array.isArray(o.valid_cards) ? o.valid_cards : []).filter((card): card is string => typeof card === 'string'),
    contingency: str(o.contingency),
    labels: Object.fromEntries(CARD_LABELS.map((key) => [key, str(labels[key])])) as GatewaySettings['hosted_fields']['labels'],
  };
}

const CONTEXTS: readonly PaymentContext[] = ['product', 'cart', 'mini-cart', 'checkout', 'pay-now', 'preview'];

/** Parses any value into settings with defaults (pure; readGatewaySettings reads the global). */
export function parseGatewaySettings(value: unknown): GatewaySettings {
  const o = obj(value);
  const ajax = obj(o.ajax);
  const shipping = obj(ajax.update_customer_shipping);
  const shippingAddress = obj(shipping.shipping_address);
  const button = obj(o.button);
  const messages = obj(o.messages);
  const simulate = obj(o.simulate_cart);
  // The plugin prints these beside the endpoint in data_client_id; the demo shop (helper B's
  // contracts) inside ajax.data_client_id. Read both, the top-level object winning.
  const clientId = { ...obj(ajax.data_client_id), ...obj(o.data_client_id) };
  const wallet = brandWords().wallet;
  const separate: Record<string, SeparateButton> = {};
  for (const [key, raw] of Object.entries(obj(o.separate_buttons))) {
    const b = obj(raw);
    const id = str(b.id, key);
    const wrapper = str(b.wrapper);
    if (id && wrapper) separate[key] = { id, wrapper, style: parseButtonStyle(b.style) };
  }
  const context = str(o.context) as PaymentContext;
  return {
    url: str(o.url),
    url_params: stringRecord(o.url_params),
    script_attributes: stringRecord(o.script_attributes),
    client_id: str(o.client_id),
    currency: str(o.currency, 'EUR'),
    context: CONTEXTS.includes(context) ? context : 'cart',
    // The pay-for-order page's order; the shop prints 0 elsewhere.
    order_id: str(o.order_id) === '0' ? '' : str(o.order_id),
    redirect: str(o.redirect),
    bn_codes: stringRecord(o.bn_codes),
    ajax: {
      data_client_id: endpoint(ajax.data_client_id),
      simulate_cart: endpoint(ajax.simulate_cart),
      change_cart: endpoint(ajax.change_cart),
      create_order: endpoint(ajax.create_order),
      approve_order: endpoint(ajax.approve_order),
      get_order: endpoint(ajax.get_order),
      approve_subscription: endpoint(ajax.approve_subscription),
      vault_paypal: endpoint(ajax[`vault_${wallet}`]),
      save_checkout_form: endpoint(ajax.save_checkout_form),
      validate_checkout: endpoint(ajax.validate_checkout),
      cart_script_params: endpoint(ajax.cart_script_params),
      create_setup_token: endpoint(ajax.create_setup_token),
      create_payment_token: endpoint(ajax.create_payment_token),
      create_payment_token_for_guest: endpoint(ajax.create_payment_token_for_guest),
      update_shipping: endpoint(ajax.update_shipping),
      update_customer_shipping: {
        shipping_options: typeof obj(shipping.shipping_options).endpoint === 'string' ? { endpoint: str(obj(shipping.shipping_options).endpoint) } : null,
        shipping_address:
          typeof shippingAddress.cart_endpoint === 'string' ? { cart_endpoint: str(shippingAddress.cart_endpoint), update_customer_endpoint: str(shippingAddress.update_customer_endpoint) } : null,
        wp_rest_nonce: str(shipping.wp_rest_nonce),
      },
    },
    button: {
      wrapper: str(button.wrapper, '#ppc-button-ppcp-gateway'),
      mini_cart_wrapper: str(button.mini_cart_wrapper, '#ppc-button-minicart'),
      cancel_wrapper: str(button.cancel_wrapper, '#ppcp-cancel'),
      is_disabled: bool(button.is_disabled),
      is_mini_cart_disabled: bool(button.is_mini_cart_disabled),
      style: parseButtonStyle(button.style),
      mini_cart_style: parseButtonStyle(button.mini_cart_style),
    },
    messages: {
      wrapper: str(messages.wrapper, '#ppcp-messages'),
      // An amount shoppers see in a message: bounded like every number from the page.
      amount: num(messages.amount, 0, 0, 1_000_000_000),
      is_hidden: bool(messages.is_hidden),
      placement: str(messages.placement),
      style: obj(messages.style),
      block: { enabled: bool(obj(messages.block).enabled) },
    },
    separate_buttons: separate,
    simulate_cart: { enabled: bool(simulate.enabled, true), throttling: num(simulate.throttling, DEFAULT_THROTTLING_MS, 0, MAX_THROTTLING_MS) },
    data_client_id: {
      // Unsaid → wanted whenever the endpoint exists (the demo shop's SDK URL carries the token).
      set_attribute: bool(clientId.set_attribute, endpoint(ajax.data_client_id) !== null),
      user: Math.trunc(num(clientId.user, 0, 0, Number.MAX_SAFE_INTEGER)),
      has_subscriptions: bool(clientId.has_subscriptions),
      paypal_subscriptions_enabled: bool(clientId[`${wallet}_subscriptions_enabled`]),
    },
    labels: { error: { generic: str(obj(obj(o.labels).error).generic) } },
    hosted_fields: parseHostedFields(obj(o.hosted_fields)),
    single_product_buttons_enabled: bool(o.single_product_buttons_enabled, true),
    mini_cart_buttons_enabled: bool(o.mini_cart_buttons_enabled),
    early_checkout_validation_enabled: bool(o.early_checkout_validation_enabled),
    basic_checkout_validation_enabled: bool(o.basic_checkout_validation_enabled),
    is_free_trial_cart: bool(o.is_free_trial_cart),
    vault_v3_enabled: bool(o.vault_v3_enabled),
    vaulted_paypal_email: str(o[`vaulted_${wallet}_email`]),
    vaultingEnabled: bool(o.vaultingEnabled),
    manualRenewalEnabled: bool(o.manualRenewalEnabled),
    productType: str(o.productType),
    subscription_plan_id: str(o.subscription_plan_id),
    subscription_product_allowed: bool(o.subscription_product_allowed, true),
    variable_paypal_subscription_variations: (Array.isArray(o[`variable_${wallet}_subscription_variations`]) ? (o[`variable_${wallet}_subscription_variations`] as unknown[]) : []).map((v) => ({
      attributes: stringRecord(obj(v).attributes),
      subscription_plan: str(obj(v).subscription_plan),
    })),
    variable_paypal_subscription_variation_from_cart: str(o[`variable_${wallet}_subscription_variation_from_cart`]),
    user: { is_logged: bool(obj(o.user).is_logged), has_wc_card_payment_tokens: bool(obj(o.user).has_wc_card_payment_tokens) },
    user_id_token: str(o.user_id_token),
    payer: o.payer ?? null,
    needShipping: bool(o.needShipping),
    should_handle_shipping_in_paypal: bool(o[`should_handle_shipping_in_${wallet}`]),
    server_side_shipping_callback: { enabled: bool(obj(o.server_side_shipping_callback).enabled) },
    appswitch: { enabled: bool(obj(o.appswitch).enabled) },
    final_review_enabled: bool(o.final_review_enabled),
  };
}

/** The global's name (the plugin's, not a brand word: it is the same for every brand). */
export const SETTINGS_GLOBAL = 'PayPalCommerceGateway';

/**
 * Reads the settings global of this window; missing (or not an object) → the plugin's console
 * error and null, so a page without the wallet simply has no buttons.
 */
export function readGatewaySettings(win: object = globalThis): GatewaySettings | null {
  const value = (win as Record<string, unknown>)[SETTINGS_GLOBAL];
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    console.error(`${brandWords().wallet.toUpperCase()} button could not be configured.`);
    return null;
  }
  return parseGatewaySettings(value);
}
