import { t } from '../../core/i18n/i18n';
import type { FailureReason, RequestOptions, ShopAnswer, ShopFailure } from '../../core/http/client';
import { sameOriginUrl } from '../../core/http/same-origin';
import { anySignal, timeoutSignal } from './signals';

/**
 * The wallet provider's shop endpoints (spec §7 Payment provider; WooCommerce PayPal Payments'
 * `ppc-*` wc-ajax endpoints and the store API routes it uses), one typed request and one typed
 * answer each, and the parsers that turn whatever the shop answered into one typed result.
 * The demo shop's handlers (demo-server/payments/) answer with these types; the widgets send
 * these requests. Also the gateway settings global `PayPalCommerceGateway` (§3 Gateway
 * configuration fields) as `GatewaySettings`.
 *
 * Unlike the cart and checkout calls, these are JSON bodies (`Content-Type: application/json`),
 * same-origin credentials, with the per-endpoint nonce from the settings in the body (the store
 * API routes take it in a `Nonce` header instead).
 */

// ——— Shared shapes (spec §3 Payment entities) ———

/** One endpoint of the settings' `ajax` map. */
export interface EndpointConfig {
  endpoint: string;
  nonce: string;
}

export type PaymentContext = 'product' | 'cart' | 'mini-cart' | 'checkout' | 'pay-now';

/** A product line sent to the cart from the product page (§3 Payment entities). */
export interface ProductLine {
  id: number;
  quantity: number;
  /** From the attribute_* inputs, or null when none. */
  variations: { name: string; value: string }[] | null;
  /** Every other form field (repeated `[]` names indexed [0], [1] …). */
  extra?: Record<string, string>;
  /** The `wc_bookings_field*` fields of a booking product. */
  booking?: Record<string, string>;
}

export interface Money {
  currency_code: 'EUR';
  /** Decimal with a dot ("89.50"), as the provider's API writes amounts. */
  value: string;
}

export interface PurchaseItem {
  name: string;
  unit_amount: Money;
  /** A whole number as a string, as the provider's API sends it. */
  quantity: string;
  sku?: string;
  category?: 'PHYSICAL_GOODS' | 'DIGITAL_GOODS';
  /** The shop's cart line this item came from (change_cart answers it; booking cancel removes by it). */
  cart_item_key?: string;
}

export interface PurchaseUnit {
  reference_id: string;
  amount: Money & { breakdown?: { item_total: Money; shipping: Money } };
  items: PurchaseItem[];
  custom_id?: string;
}

export interface ProviderAddress {
  country_code: string;
  address_line_1?: string;
  address_line_2?: string;
  /** State. */
  admin_area_1?: string;
  /** City. */
  admin_area_2?: string;
  postal_code?: string;
}

/** The payer the client builds from session payer details and the billing fields (§3). */
export interface Payer {
  email_address?: string;
  name?: { given_name: string; surname: string };
  phone?: { phone_type: 'HOME'; phone_number: { national_number: string } };
  address?: ProviderAddress;
}

/** The address sent to the shop (provider address mapped, §3): every field, default ''. */
export interface ShopAddress {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
}

/** The store API cart's `shipping_address` (§3: address_1, address_2, city, state, postcode, country). */
export type CartShippingAddress = Pick<ShopAddress, 'first_name' | 'last_name' | 'company' | 'address_1' | 'address_2' | 'city' | 'state' | 'postcode' | 'country' | 'phone'>;

// ——— Requests and answers, per endpoint ———

/** Answers of the `ppc-*` endpoints: `wp_send_json_success(data)` / `wp_send_json_error(data)`. */
export interface Success<Data> {
  success: true;
  data: Data;
}

/** The plugin's refusal: a message, and for some endpoints more (see each endpoint). */
export interface Refusal<Extra = object> {
  success: false;
  data: { message: string } & Extra;
}

/** A nonce the shop does not accept: 403 with this body (never 500). */
export const NONCE_REFUSAL = 'Could not validate nonce.';

export interface DataClientIdRequest {
  nonce: string;
}
/** Not wrapped in success/data: the plugin sends the token object as it is. */
export interface DataClientIdBody {
  /** The shop's user id (0 for a guest). */
  user: number;
  /** Unix time in seconds; the client caches while now < expiration × 1000. */
  expiration: number;
  token: string;
}

export interface SimulateCartRequest {
  nonce: string;
  products: ProductLine[];
}
export interface SimulateCartData {
  /** The would-be cart total (euros, a number). */
  total: number;
  currency_code: 'EUR';
  button: { is_disabled: boolean };
  messages: { is_hidden: boolean };
  /** Per funding source: enabled → add to enable-funding, false → to disable-funding (§4). */
  funding: Record<string, { enabled: boolean }>;
}

export interface ChangeCartRequest {
  nonce: string;
  /** The product lines for this payment; an empty list gives the shopper's cart back. */
  products: ProductLine[];
  /**
   * Ours (not the plugin's): `true` gives the cart saved aside by an earlier change_cart back
   * now (the buttons' onCancel/onError). The shop also restores it by itself when the payment
   * is never completed (the next page view or cart request after a cancel).
   */
  restore_cart?: boolean;
}
/** The purchase units of the cart as it is now (items carry cart_item_key). */
export type ChangeCartData = PurchaseUnit[];

export interface CreateOrderRequest {
  nonce: string;
  /** Empty on cart and mini-cart (the shop uses its cart), from change_cart on the product page. */
  purchase_units: PurchaseUnit[];
  payer: Payer | null;
  bn_code: string;
  /** The wallet gateway id ('ppcp-gateway'), or another ppcp-* gateway id. */
  payment_method: string;
  funding_source: string;
  context: PaymentContext;
  /** Pay-now: the shop order being paid. */
  order_id?: string;
  /** Checkout: the whole form, URL-encoded. */
  form_encoded?: string;
  createaccount?: boolean;
  save_payment_method?: boolean;
}
export interface CreateOrderData {
  /** The provider's order id. */
  id: string;
  /** The shop's reference (kept in the hidden ppcp-resume-order). */
  custom_id: string;
}
export interface CreateOrderRefusalData {
  refresh?: boolean;
  errors?: string[];
  details?: { issue: string; description: string }[];
}
/** A refusal may carry the shop's HTML notice list at the top level (checkout form errors). */
export type CreateOrderBody = Success<CreateOrderData> | (Refusal<CreateOrderRefusalData> & { messages?: string });

export interface ApproveOrderRequest {
  nonce: string;
  order_id: string;
  funding_source: string;
  should_create_wc_order: boolean;
  payer?: Payer | null;
}
export interface ApproveOrderData {
  /** Absent at checkout: the place-order step makes the order. */
  order_received_url?: string;
}
/** Code 100: show data.message; any other code: the generic error (and restart if possible). */
export const APPROVE_ERROR_CODE = 100;
/** The demo's code for a declined instrument (the provider's INSTRUMENT_DECLINED): restart the payment. */
export const APPROVE_DECLINED_CODE = 1;
export type ApproveOrderBody = Success<ApproveOrderData> | Refusal<{ code: number }>;

export interface GetOrderRequest {
  nonce: string;
  order_id: string;
}
/** Not shown in the spec: the demo answers the provider order's public view. */
export interface GetOrderData {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  custom_id: string;
  amount: Money;
  funding_source: string;
}

export interface ApproveSubscriptionRequest {
  nonce: string;
  order_id: string;
  subscription_id: string;
  should_create_wc_order?: boolean;
}
export interface ApproveSubscriptionData {
  message?: string;
  order_received_url?: string;
}

export interface VaultWalletRequest {
  nonce: string;
  return_url: string;
}
export interface VaultWalletData {
  approve_link: string;
}

export interface FormEncodedRequest {
  nonce: string;
  form_encoded: string;
}
export type SaveCheckoutFormRequest = FormEncodedRequest;
export type SaveCheckoutFormData = { message?: string } | null;
export type ValidateCheckoutRequest = FormEncodedRequest;
export interface ValidateCheckoutRefusalData {
  refresh?: boolean;
  errors?: string[];
}
export type ValidateCheckoutBody = Success<null> | Refusal<ValidateCheckoutRefusalData>;

/** cart_script_params is a GET: no body. */
export interface CartScriptParamsData {
  url_params: UrlParams;
  button: GatewaySettings['button'];
  messages: GatewaySettings['messages'];
  /** The cart total (euros). */
  amount: number;
}

export interface CreateSetupTokenRequest {
  nonce: string;
  payment_method: string;
  verification_method?: string;
}
export interface CreateSetupTokenData {
  id: string;
}
export interface CreatePaymentTokenRequest {
  nonce: string;
  vault_setup_token: string;
  payment_method: string;
  is_free_trial_cart: boolean;
}
/** The shop's payment token id. */
export type CreatePaymentTokenData = string;
export interface CreatePaymentTokenForGuestRequest {
  nonce: string;
  vault_setup_token: string;
}

export interface UpdateShippingRequest {
  nonce: string;
  order_id: string;
}
export interface UpdateShippingData {
  message?: string;
}

/** POST /wp-json/wc/store/v1/cart/select-shipping-rate, header `Nonce`. */
export interface SelectShippingRateRequest {
  rate_id: string;
  package_id?: number;
}
/** POST /wp-json/wc/store/v1/cart/update-customer, header `Nonce`. */
export interface UpdateCustomerRequest {
  shipping_address: Partial<CartShippingAddress>;
  billing_address?: Partial<ShopAddress & { email: string }>;
}
/** The store API's prices: strings in minor units (cents) with the currency's details. */
export interface StoreTotals {
  currency_code: 'EUR';
  currency_minor_unit: 2;
  total_items: string;
  total_shipping: string;
  total_tax: string;
  total_price: string;
}
export interface StoreShippingRate {
  rate_id: string;
  name: string;
  price: string;
  selected: boolean;
}
/** GET /wp-json/wc/store/v1/cart/ (what the wallet uses of it). */
export interface StoreCart {
  shipping_address: CartShippingAddress;
  shipping_rates: { package_id: number; shipping_rates: StoreShippingRate[] }[];
  totals: StoreTotals;
  items_count: number;
  needs_shipping: boolean;
}
/** The store API's error (WP REST): `{code, message, data: {status}}`. */
export interface StoreError {
  code: string;
  message: string;
  data: { status: number };
}

// ——— The gateway settings global (spec §3 Gateway configuration fields) ———

export interface UrlParams {
  'client-id': string;
  currency: 'EUR';
  components: string;
  intent: 'capture' | 'authorize';
  commit: 'true' | 'false';
  'enable-funding'?: string;
  'disable-funding'?: string;
  locale?: string;
  vault?: 'true' | 'false';
  'merchant-id'?: string;
  'integration-date'?: string;
}

export interface ButtonStyle {
  layout: 'vertical' | 'horizontal';
  color: 'gold' | 'blue' | 'silver' | 'black' | 'white';
  shape: 'rect' | 'pill';
  label: 'paypal' | 'checkout' | 'buynow' | 'pay';
  tagline?: boolean;
  height?: number;
}

export interface MessagesStyle {
  layout: 'text' | 'flex';
  logo: { type: 'primary' | 'alternative' | 'inline' | 'none'; position: 'left' | 'right' | 'top' };
  text: { size: number; color: 'black' | 'white' | 'monochrome' | 'grayscale' };
  color?: string;
  ratio?: string;
}

export interface PaymentAjax {
  /** `user`: the current user's id (0 for a guest): a cached client token is used only for it. */
  data_client_id: EndpointConfig & { user: number; has_subscriptions: boolean; paypal_subscriptions_enabled: boolean };
  simulate_cart: EndpointConfig;
  change_cart: EndpointConfig;
  create_order: EndpointConfig;
  approve_order: EndpointConfig;
  get_order: EndpointConfig;
  approve_subscription: EndpointConfig;
  vault_paypal: EndpointConfig;
  save_checkout_form: EndpointConfig;
  validate_checkout: EndpointConfig;
  cart_script_params: { endpoint: string };
  create_setup_token: EndpointConfig;
  create_payment_token: EndpointConfig;
  create_payment_token_for_guest: EndpointConfig;
  update_shipping: EndpointConfig;
  update_customer_shipping: {
    shipping_options: { endpoint: string };
    shipping_address: { cart_endpoint: string; update_customer_endpoint: string };
    /** The store API's `Nonce` header value. */
    wp_rest_nonce: string;
  };
}

export interface SeparateButton {
  id: string;
  wrapper: string;
  style: Partial<ButtonStyle>;
}

/** `window.PayPalCommerceGateway`: what the shop prints on pages with wallet buttons. */
export interface GatewaySettings {
  url: string;
  url_params: UrlParams;
  script_attributes: Record<string, string>;
  client_id: string;
  currency: 'EUR';
  context: PaymentContext;
  ajax: PaymentAjax;
  /** The shop order id on the pay-for-order page, else 0. */
  order_id: number;
  bn_codes: Partial<Record<PaymentContext, string>>;
  redirect: string;
  productType: string | null;
  manualRenewalEnabled: '' | '1';
  vaultingEnabled: boolean;
  simulate_cart: { enabled: boolean; throttling: number };
  single_product_buttons_enabled: '' | '1';
  mini_cart_buttons_enabled: '' | '1';
  button: {
    wrapper: string;
    mini_cart_wrapper: string;
    cancel_wrapper: string;
    is_disabled: boolean;
    is_mini_cart_disabled: boolean;
    style: ButtonStyle;
    mini_cart_style: ButtonStyle;
  };
  hosted_fields: {
    wrapper: string;
    mini_cart_wrapper: string;
    valid_cards: string[];
    contingency: string;
    labels: Record<'credit_card_number' | 'cvv' | 'mm_yy' | 'fields_empty' | 'fields_not_valid' | 'card_not_supported', string>;
  };
  messages: {
    wrapper: string;
    /** The amount the message is for (euros). */
    amount: number;
    is_hidden: boolean;
    placement: 'product' | 'cart' | 'checkout' | 'payment' | 'home' | 'category';
    style: MessagesStyle;
    block: { enabled: boolean };
  };
  labels: { error: { generic: string } };
  early_checkout_validation_enabled: boolean;
  basic_checkout_validation_enabled: boolean;
  is_free_trial_cart: boolean;
  vault_v3_enabled: boolean;
  vaulted_paypal_email: string;
  separate_buttons: Record<string, SeparateButton>;
  enforce_vault: boolean;
  can_save_vault_token: boolean;
  cart_contains_subscription: boolean;
  subscription_plan_id: string;
  variable_paypal_subscription_variations: { attributes: Record<string, string>; subscription_plan: string }[];
  variable_paypal_subscription_variation_from_cart: string;
  subscription_product_allowed: boolean;
  user: { is_logged: boolean; has_wc_card_payment_tokens: boolean };
  /** The session's payer details (a logged-in customer's billing data), null for a guest (§3 Payer). */
  payer: Payer | null;
  verification_method: string;
  error_message: string;
  is_subscription_change_payment_page: boolean;
  subscription_id_to_change_payment: number;
  view_subscriptions_page: string;
  payment_methods_page: string;
  needShipping: boolean;
  should_handle_shipping_in_paypal: boolean;
  server_side_shipping_callback: { enabled: boolean };
  appswitch: { enabled: boolean };
  final_review_enabled: boolean;
}

// ——— Parsing answers ———

/** A refusal the shopper can be told about, with everything the shop sent for it. */
export interface PaymentRefusal {
  kind: 'refused';
  /** The shop's message, '' when it sent none (the client then shows the generic error). */
  message: string;
  /** approve_order's code (100: show `message`). */
  code?: number;
  errors: string[];
  details: { issue: string; description: string }[];
  /** The shop's HTML notice list (create_order at checkout), '' when none. */
  messages: string;
  refresh: boolean;
  /** 403 with "Could not validate nonce.": the page's settings are stale (reload them). */
  nonceRefused: boolean;
}

export type PaymentResult<Data> = { kind: 'ok'; data: Data } | PaymentRefusal | ({ kind: 'failed' } & ShopFailure);

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const truthy = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

const failedWith = (reason: FailureReason, status: number | undefined, message: string): { kind: 'failed' } & ShopFailure => ({
  kind: 'failed',
  ok: false,
  reason,
  status,
  message,
});
/** An answer the widget cannot use: said in its own words. */
const unreadable = (status: number) => failedWith('invalid_json', status, t('The response is not a valid JSON response.'));

function refusal(status: number, body: Obj): PaymentRefusal {
  const data = isObject(body.data) ? body.data : {};
  const details = Array.isArray(data.details) ? data.details.filter(isObject).map((d) => ({ issue: str(d.issue), description: str(d.description) })) : [];
  const message = str(data.message) || str(body.message);
  return {
    kind: 'refused',
    message,
    ...(typeof data.code === 'number' && Number.isInteger(data.code) ? { code: data.code } : {}),
    errors: strings(data.errors),
    details,
    messages: str(body.messages) || str(data.messages),
    refresh: truthy(data.refresh),
    nonceRefused: status === 403 && message === NONCE_REFUSAL,
  };
}

/** What a reader answers for data that is not of its shape. */
export const UNREADABLE: unique symbol = Symbol('unreadable');
type Read<Data> = (data: unknown) => Data | typeof UNREADABLE;

/**
 * `{success, data}` → the data (checked by `read`) or the shop's refusal.
 * A 4xx with the plugin's error body is a refusal, not a failure: it carries the message to show.
 */
export function parseWrapped<Data>(answer: ShopAnswer<unknown>, read: Read<Data>): PaymentResult<Data> {
  if (!answer.ok) return { kind: 'failed', ...answer };
  const { body, status } = answer;
  if (!isObject(body)) return unreadable(status);
  if (body.success === false) return refusal(status, body);
  if (body.success !== true || status >= 400) return unreadable(status);
  const data = read(body.data);
  return data === UNREADABLE ? unreadable(status) : { kind: 'ok', data };
}

const money = (value: unknown): Money | null =>
  isObject(value) && value.currency_code === 'EUR' && typeof value.value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.value) ? { currency_code: 'EUR', value: value.value } : null;

function readItem(value: unknown): PurchaseItem | null {
  if (!isObject(value) || typeof value.name !== 'string' || typeof value.quantity !== 'string') return null;
  const unit = money(value.unit_amount);
  if (!unit) return null;
  return {
    name: value.name,
    unit_amount: unit,
    quantity: value.quantity,
    ...(typeof value.sku === 'string' ? { sku: value.sku } : {}),
    ...(typeof value.cart_item_key === 'string' ? { cart_item_key: value.cart_item_key } : {}),
  };
}

export function readPurchaseUnits(value: unknown): PurchaseUnit[] | null {
  if (!Array.isArray(value)) return null;
  const units: PurchaseUnit[] = [];
  for (const unit of value) {
    if (!isObject(unit) || !Array.isArray(unit.items)) return null;
    const amount = money(unit.amount);
    const items = unit.items.map(readItem);
    if (!amount || items.some((item) => item === null)) return null;
    const breakdown = isObject(unit.amount) && isObject(unit.amount.breakdown) ? unit.amount.breakdown : undefined;
    const itemTotal = breakdown && money(breakdown.item_total);
    const shipping = breakdown && money(breakdown.shipping);
    units.push({
      reference_id: str(unit.reference_id) || 'default',
      amount: itemTotal && shipping ? { ...amount, breakdown: { item_total: itemTotal, shipping } } : amount,
      items: items as PurchaseItem[],
      ...(typeof unit.custom_id === 'string' ? { custom_id: unit.custom_id } : {}),
    });
  }
  return units;
}

/** data_client_id: the bare token object (no success wrapper); a refusal has the plugin's shape. */
export function parseDataClientId(answer: ShopAnswer<unknown>): PaymentResult<DataClientIdBody> {
  if (!answer.ok) return { kind: 'failed', ...answer };
  const { body, status } = answer;
  if (!isObject(body)) return unreadable(status);
  if (body.success === false) return refusal(status, body);
  const { user, expiration, token } = body;
  if (status >= 400 || typeof token !== 'string' || !token || typeof expiration !== 'number' || !Number.isFinite(expiration)) return unreadable(status);
  const userId = typeof user === 'number' ? user : Number(user);
  if (!Number.isInteger(userId) || userId < 0) return unreadable(status);
  return { kind: 'ok', data: { user: userId, expiration, token } };
}

export function parseSimulateCart(answer: ShopAnswer<unknown>): PaymentResult<SimulateCartData> {
  return parseWrapped(answer, (data) => {
    if (!isObject(data) || typeof data.total !== 'number' || !Number.isFinite(data.total) || !isObject(data.button) || !isObject(data.messages)) return UNREADABLE;
    const funding: Record<string, { enabled: boolean }> = {};
    if (isObject(data.funding)) for (const [source, value] of Object.entries(data.funding)) if (isObject(value)) funding[source] = { enabled: value.enabled === true };
    return { total: data.total, currency_code: 'EUR', button: { is_disabled: data.button.is_disabled === true }, messages: { is_hidden: data.messages.is_hidden === true }, funding };
  });
}

export function parseChangeCart(answer: ShopAnswer<unknown>): PaymentResult<ChangeCartData> {
  return parseWrapped(answer, (data) => readPurchaseUnits(data) ?? UNREADABLE);
}

export function parseCreateOrder(answer: ShopAnswer<unknown>): PaymentResult<CreateOrderData> {
  return parseWrapped(answer, (data) => (isObject(data) && typeof data.id === 'string' && data.id ? { id: data.id, custom_id: str(data.custom_id) } : UNREADABLE));
}

export function parseApproveOrder(answer: ShopAnswer<unknown>): PaymentResult<ApproveOrderData> {
  return parseWrapped(answer, (data) => {
    if (data === null || data === undefined || (isObject(data) && data.order_received_url === undefined)) return {};
    if (!isObject(data)) return UNREADABLE;
    const url = sameOriginUrl(data.order_received_url);
    return url ? { order_received_url: url } : UNREADABLE;
  });
}

export function parseGetOrder(answer: ShopAnswer<unknown>): PaymentResult<GetOrderData> {
  return parseWrapped(answer, (data) => {
    if (!isObject(data) || typeof data.id !== 'string' || !['CREATED', 'APPROVED', 'COMPLETED', 'VOIDED'].includes(str(data.status))) return UNREADABLE;
    const amount = money(data.amount);
    return amount ? { id: data.id, status: data.status as GetOrderData['status'], custom_id: str(data.custom_id), amount, funding_source: str(data.funding_source) } : UNREADABLE;
  });
}

export function parseApproveSubscription(answer: ShopAnswer<unknown>): PaymentResult<ApproveSubscriptionData> {
  return parseWrapped(answer, (data) => {
    if (!isObject(data)) return {};
    const url = sameOriginUrl(data.order_received_url);
    return { ...(typeof data.message === 'string' ? { message: data.message } : {}), ...(url ? { order_received_url: url } : {}) };
  });
}

export function parseVaultWallet(answer: ShopAnswer<unknown>): PaymentResult<VaultWalletData> {
  return parseWrapped(answer, (data) => {
    if (!isObject(data) || typeof data.approve_link !== 'string') return UNREADABLE;
    // The provider's approval page: any https address (not the shop's), never javascript:.
    try {
      return /^https?:$/.test(new URL(data.approve_link).protocol) ? { approve_link: data.approve_link } : UNREADABLE;
    } catch {
      return UNREADABLE;
    }
  });
}

/** save_checkout_form and the other calls whose success carries nothing the client needs. */
export function parseAcknowledged(answer: ShopAnswer<unknown>): PaymentResult<null> {
  return parseWrapped(answer, () => null);
}

export const parseSaveCheckoutForm = parseAcknowledged;
export const parseValidateCheckout = parseAcknowledged;
export const parseCreatePaymentTokenForGuest = parseAcknowledged;
export const parseUpdateShipping = parseAcknowledged;

export function parseCartScriptParams(answer: ShopAnswer<unknown>): PaymentResult<CartScriptParamsData> {
  return parseWrapped(answer, (data) => {
    if (!isObject(data) || !isObject(data.url_params) || !isObject(data.button) || !isObject(data.messages) || typeof data.amount !== 'number') return UNREADABLE;
    return data as unknown as CartScriptParamsData;
  });
}

export function parseCreateSetupToken(answer: ShopAnswer<unknown>): PaymentResult<CreateSetupTokenData> {
  return parseWrapped(answer, (data) => (isObject(data) && typeof data.id === 'string' && data.id ? { id: data.id } : UNREADABLE));
}

export function parseCreatePaymentToken(answer: ShopAnswer<unknown>): PaymentResult<CreatePaymentTokenData> {
  return parseWrapped(answer, (data) => (typeof data === 'string' && data ? data : typeof data === 'number' ? String(data) : UNREADABLE));
}

function readShippingAddress(value: unknown): CartShippingAddress | null {
  if (!isObject(value)) return null;
  const fields = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone'] as const;
  const address = {} as CartShippingAddress;
  for (const field of fields) address[field] = str(value[field]);
  return address;
}

/**
 * The store API answers a cart or a WP REST error (`{code, message, data: {status}}`); a bad
 * `Nonce` header is `woocommerce_rest_invalid_nonce` with status 401 (nonceRefused).
 */
export function parseStoreCart(answer: ShopAnswer<unknown>): PaymentResult<StoreCart> {
  if (!answer.ok) return { kind: 'failed', ...answer };
  const { body, status } = answer;
  if (!isObject(body)) return unreadable(status);
  if (typeof body.code === 'string' && typeof body.message === 'string') {
    return { kind: 'refused', message: body.message, errors: [], details: [], messages: '', refresh: false, nonceRefused: body.code === 'woocommerce_rest_invalid_nonce' };
  }
  const address = readShippingAddress(body.shipping_address);
  if (status >= 400 || !address || !isObject(body.totals) || typeof body.totals.total_price !== 'string' || !Array.isArray(body.shipping_rates)) return unreadable(status);
  return { kind: 'ok', data: { ...(body as unknown as StoreCart), shipping_address: address } };
}

// ——— Sending ———

/** Default time a payment call may take (approve captures at the provider: longer than a cart call). */
export const PAYMENT_TIMEOUT_MS = 30_000;

export interface PaymentRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** A `ppc-*` call as the plugin sends it: JSON with the endpoint's nonce in the body. */
export function ajaxRequest<Body extends object>(config: EndpointConfig, body: Omit<Body, 'nonce'>): PaymentRequest {
  return { url: config.endpoint, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...body, nonce: config.nonce }) };
}

/** A store API call: the nonce goes into the `Nonce` header. */
export function storeRequest(url: string, nonce: string, body?: object): PaymentRequest {
  return body ? { url, method: 'POST', headers: { 'Content-Type': 'application/json', Nonce: nonce }, body: JSON.stringify(body) } : { url, method: 'GET', headers: { Nonce: nonce } };
}

/**
 * Sends a payment request (same-origin credentials) and reads its answer as a ShopAnswer: never
 * throws. JSON with status < 500 is an answer for the parsers (refusals come as 4xx); anything
 * else is a failure with a German message.
 */
export async function sendPaymentRequest(request: PaymentRequest, options: RequestOptions = {}): Promise<ShopAnswer<unknown>> {
  // Page timers, not AbortSignal.timeout/any: older browsers have neither (signals.ts).
  const timeout = timeoutSignal(options.timeoutMs ?? PAYMENT_TIMEOUT_MS);
  const signal = options.signal ? anySignal([options.signal, timeout.signal]) : timeout.signal;
  let response: Response;
  let text: string;
  try {
    response = await fetch(new URL(request.url, document.baseURI).href, {
      method: request.method,
      headers: { Accept: 'application/json', ...request.headers },
      body: request.body,
      credentials: 'same-origin',
      signal,
    });
    // The body is part of the call: a shop that sends its headers and then stalls times out too.
    text = await response.text();
  } catch {
    // Which signal fired, not the error's name: a browser without abort reasons reports a
    // timeout as a plain AbortError, and a timeout must never pass for the widget's own abort.
    if (timeout.signal.aborted) return { ok: false, reason: 'timeout', message: t('An unknown error occurred.') };
    if (options.signal?.aborted) return { ok: false, reason: 'aborted', message: '' };
    return { ok: false, reason: 'offline', message: t('You are probably offline.') };
  } finally {
    timeout.clear();
  }
  try {
    const body: unknown = JSON.parse(text);
    if (response.status >= 500) return { ok: false, reason: 'http', status: response.status, message: t('An unknown error occurred.') };
    return { ok: true, status: response.status, body };
  } catch {
    console.error('Schaufenster: the shop sent no JSON', response.status, text.slice(0, 200));
    return response.ok
      ? { ok: false, reason: 'invalid_json', status: response.status, message: t('The response is not a valid JSON response.') }
      : { ok: false, reason: 'http', status: response.status, message: t('An unknown error occurred.') };
  }
}
