/**
 * The gateway settings global `PayPalCommerceGateway` (spec §3 Gateway configuration fields) as
 * the plugin prints it, for one page context and one visitor: endpoints with their nonces, the
 * SDK url on the third-party origin, button and message settings from the demo configuration.
 */
import type { ButtonStyle, GatewaySettings, Payer, PaymentAjax, PaymentContext, UrlParams } from '../../src/payments/provider/contracts.ts';
import type { Address } from '../checkout/fields.ts';
import { walletNonce, type WalletSession } from './state.ts';

/** The demo's client id (the fake SDK accepts any non-empty one; the real one is the merchant app's). */
export const DEMO_CLIENT_ID = 'schaufenster-demo-client';
export const WALLET_GATEWAY = 'ppcp-gateway';
export const CARD_BUTTON_GATEWAY = 'ppcp-card-button-gateway';
export const CARD_GATEWAY = 'ppcp-credit-card-gateway';
export const GENERIC_ERROR = 'Irgendwas ist schief gelaufen. Bitte versuche es erneut oder wähle eine andere Zahlungsquelle.';

/** wc-ajax names of the plugin's endpoints, by their key in the settings' `ajax` map. */
export const AJAX_NAMES = {
  data_client_id: 'ppc-data-client-id',
  simulate_cart: 'ppc-simulate-cart',
  change_cart: 'ppc-change-cart',
  create_order: 'ppc-create-order',
  approve_order: 'ppc-approve-order',
  get_order: 'ppc-get-order',
  approve_subscription: 'ppc-approve-subscription',
  vault_paypal: 'ppc-vault-paypal',
  save_checkout_form: 'ppc-save-checkout-form',
  validate_checkout: 'ppc-validate-checkout',
  cart_script_params: 'ppc-cart-script-params',
  create_setup_token: 'ppc-create-setup-token',
  create_payment_token: 'ppc-create-payment-token',
  create_payment_token_for_guest: 'ppc-create-payment-token-for-guest',
  update_shipping: 'ppc-update-shipping',
} as const;
export type AjaxKey = keyof typeof AJAX_NAMES;

export const STORE_CART = '/wp-json/wc/store/v1/cart/';
export const STORE_SELECT_RATE = '/wp-json/wc/store/v1/cart/select-shipping-rate';
export const STORE_UPDATE_CUSTOMER = '/wp-json/wc/store/v1/cart/update-customer';
/** The store API nonce's action (the `Nonce` header). */
export const STORE_NONCE_ACTION = 'wc_store_api';

const wcAjax = (name: string) => `/?wc-ajax=${name}`;

function ajaxMap(state: WalletSession, userId: number): PaymentAjax {
  const entry = (key: Exclude<AjaxKey, 'cart_script_params' | 'data_client_id'>) => ({ endpoint: wcAjax(AJAX_NAMES[key]), nonce: walletNonce(state, AJAX_NAMES[key]) });
  return {
    data_client_id: {
      endpoint: wcAjax(AJAX_NAMES.data_client_id),
      nonce: walletNonce(state, AJAX_NAMES.data_client_id),
      user: userId,
      has_subscriptions: false,
      paypal_subscriptions_enabled: false,
    },
    simulate_cart: entry('simulate_cart'),
    change_cart: entry('change_cart'),
    create_order: entry('create_order'),
    approve_order: entry('approve_order'),
    get_order: entry('get_order'),
    approve_subscription: entry('approve_subscription'),
    vault_paypal: entry('vault_paypal'),
    save_checkout_form: entry('save_checkout_form'),
    validate_checkout: entry('validate_checkout'),
    cart_script_params: { endpoint: wcAjax(AJAX_NAMES.cart_script_params) },
    create_setup_token: entry('create_setup_token'),
    create_payment_token: entry('create_payment_token'),
    create_payment_token_for_guest: entry('create_payment_token_for_guest'),
    update_shipping: entry('update_shipping'),
    update_customer_shipping: {
      shipping_options: { endpoint: STORE_SELECT_RATE },
      shipping_address: { cart_endpoint: STORE_CART, update_customer_endpoint: STORE_UPDATE_CUSTOMER },
      wp_rest_nonce: walletNonce(state, STORE_NONCE_ACTION),
    },
  };
}

/** The SDK's query (spec §9: capture, card funding disabled, pay-later enabled). */
export function urlParams(state: WalletSession, context?: PaymentContext): UrlParams {
  // The card fields only where they render (spec §4: checkout and pay-now).
  const cardFields = state.config.cardFields && (context === 'checkout' || context === 'pay-now') ? ',card-fields' : '';
  return {
    'client-id': DEMO_CLIENT_ID,
    currency: 'EUR',
    components: (state.config.payLater ? 'buttons,messages,funding-eligibility' : 'buttons,funding-eligibility') + cardFields,
    intent: 'capture',
    commit: 'true',
    ...(state.config.payLater ? { 'enable-funding': 'paylater' } : {}),
    'disable-funding': state.config.payLater ? 'card' : 'card,paylater',
    locale: 'de_DE',
  };
}

export function sdkUrl(origin: string, params: UrlParams): string {
  return `${origin}/sdk/js?${new URLSearchParams(Object.entries(params)).toString()}`;
}

const BUTTON_STYLE: ButtonStyle = { layout: 'vertical', color: 'gold', shape: 'rect', label: 'paypal', tagline: false };
/** Spec §9: mini-cart button height 35. */
const MINI_CART_STYLE: ButtonStyle = { ...BUTTON_STYLE, height: 35 };
/**
 * The checkout's buttons place the order: § 312j Abs. 3 BGB wants that button to say so
 * unambiguously, so the German shop labels them 'buynow' (the provider's „Jetzt kaufen“) in the
 * plugin's per-location style, printed as the page's `button.style`.
 */
const CHECKOUT_STYLE: ButtonStyle = { ...BUTTON_STYLE, label: 'buynow' };

export interface SettingsPage {
  context: PaymentContext;
  /** What the message and the SDK are for (euros): product price, cart or order total. */
  amount: number;
  /** The order on the pay-for-order page. */
  orderId?: number;
  productType?: string;
  /** The product page's price is zero or the cart is empty: buttons start disabled. */
  disabled?: boolean;
}

const MESSAGE_PLACEMENT = { product: 'product', cart: 'cart', 'mini-cart': 'cart', checkout: 'payment', 'pay-now': 'payment' } as const;

export function buttonSettings(state: WalletSession, disabled: boolean, context?: PaymentContext): GatewaySettings['button'] {
  return {
    wrapper: '#ppc-button-ppcp-gateway',
    mini_cart_wrapper: '#ppc-button-minicart',
    cancel_wrapper: '#ppcp-cancel',
    is_disabled: disabled,
    is_mini_cart_disabled: !state.config.miniCartButtons,
    style: context === 'checkout' ? CHECKOUT_STYLE : BUTTON_STYLE,
    mini_cart_style: MINI_CART_STYLE,
  };
}

export function messageSettings(state: WalletSession, context: PaymentContext, amount: number): GatewaySettings['messages'] {
  return {
    wrapper: '#ppcp-messages',
    amount,
    is_hidden: !state.config.payLater,
    placement: MESSAGE_PLACEMENT[context],
    style: { layout: 'text', logo: { type: 'primary', position: 'left' }, text: { size: 12, color: 'black' } },
    block: { enabled: false },
  };
}

/**
 * The session's payer details as the plugin prints them (`payer`, spec §3 Payer): the logged-in
 * customer's billing address in the provider's shape, empty fields left out; null for a guest.
 */
export function sessionPayer(billing: Address | undefined): Payer | null {
  if (!billing) return null;
  const some = <T extends object>(value: T): T | undefined => {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined && v !== '');
    return entries.length ? (Object.fromEntries(entries) as T) : undefined;
  };
  const name = billing.first_name || billing.last_name ? { given_name: billing.first_name, surname: billing.last_name } : undefined;
  const address = some({
    country_code: billing.country,
    address_line_1: billing.address_1,
    address_line_2: billing.address_2,
    admin_area_1: billing.state,
    admin_area_2: billing.city,
    postal_code: billing.postcode,
  });
  return (
    some<Payer>({
      email_address: billing.email,
      name,
      phone: billing.phone ? { phone_type: 'HOME', phone_number: { national_number: billing.phone } } : undefined,
      address: address?.country_code ? address : undefined,
    }) ?? null
  );
}

/**
 * `user.id`: the logged-in customer's id, 0 for a guest (the client token's cache key);
 * `user.billing`: that customer's billing address (the session payer details).
 */
export function gatewaySettings(state: WalletSession, origin: string, page: SettingsPage, user: { id: number; billing?: Address }): GatewaySettings {
  const params = urlParams(state, page.context);
  const { config } = state;
  return {
    url: sdkUrl(origin, params),
    url_params: params,
    script_attributes: { 'data-partner-attribution-id': 'Woo_PPCP', 'data-page-type': page.context === 'product' ? 'product-details' : page.context === 'pay-now' ? 'checkout' : page.context },
    client_id: DEMO_CLIENT_ID,
    currency: 'EUR',
    context: page.context,
    ajax: ajaxMap(state, user.id),
    order_id: page.orderId ?? 0,
    bn_codes: { checkout: 'Woo_PPCP', cart: 'Woo_PPCP', 'mini-cart': 'Woo_PPCP', product: 'Woo_PPCP', 'pay-now': 'Woo_PPCP' },
    redirect: '/checkout/',
    productType: page.productType ?? null,
    manualRenewalEnabled: '',
    vaultingEnabled: false,
    simulate_cart: { enabled: true, throttling: config.simulateThrottlingMs },
    single_product_buttons_enabled: config.contexts.product ? '1' : '',
    mini_cart_buttons_enabled: config.miniCartButtons ? '1' : '',
    button: buttonSettings(state, page.disabled ?? false, page.context),
    hosted_fields: {
      wrapper: '#ppcp-hosted-fields',
      mini_cart_wrapper: '#ppcp-hosted-fields-mini-cart',
      // Spec §9 lists amex too; the demo takes Visa and Mastercard so that an Amex test card shows card_not_supported.
      valid_cards: ['mastercard', 'visa'],
      contingency: 'SCA_WHEN_REQUIRED',
      labels: {
        credit_card_number: 'Kreditkartennummer',
        cvv: 'Prüfziffer',
        mm_yy: 'MM/JJ',
        fields_empty: 'Es fehlen Angaben zur Kartenzahlung. Bitte fülle alle Pflichtfelder aus.',
        fields_not_valid: 'Leider sind deine Kreditkarten-Daten nicht gültig.',
        card_not_supported: 'Leider unterstützen wir deine Kreditkarte nicht.',
      },
    },
    messages: messageSettings(state, page.context, page.amount),
    labels: { error: { generic: GENERIC_ERROR } },
    early_checkout_validation_enabled: config.earlyValidation,
    basic_checkout_validation_enabled: config.basicValidation,
    is_free_trial_cart: false,
    vault_v3_enabled: false,
    vaulted_paypal_email: '',
    separate_buttons: config.separateButtons
      ? { 'card-button': { id: CARD_BUTTON_GATEWAY, wrapper: `#ppc-button-${CARD_BUTTON_GATEWAY}`, style: { shape: 'rect', color: 'black', layout: 'vertical' } } }
      : {},
    enforce_vault: false,
    can_save_vault_token: false,
    cart_contains_subscription: false,
    subscription_plan_id: '',
    variable_paypal_subscription_variations: [],
    variable_paypal_subscription_variation_from_cart: '',
    subscription_product_allowed: false,
    user: { is_logged: user.id > 0, has_wc_card_payment_tokens: false },
    payer: sessionPayer(user.billing),
    verification_method: 'SCA_WHEN_REQUIRED',
    error_message: 'Die Zahlungsart konnte nicht gespeichert werden. Bitte versuche es erneut.',
    is_subscription_change_payment_page: false,
    subscription_id_to_change_payment: 0,
    view_subscriptions_page: '/my-account/subscriptions/',
    payment_methods_page: '/my-account/payment-methods/',
    // Shipping changes inside the popup everywhere but on the pay-for-order page (its order is fixed).
    needShipping: page.context !== 'pay-now',
    should_handle_shipping_in_paypal: page.context !== 'pay-now',
    server_side_shipping_callback: { enabled: false },
    appswitch: { enabled: config.appSwitch },
    final_review_enabled: false,
  };
}
