/**
 * Types of the provider SDK surface (PayPal JS SDK v5) the plugin uses, for the real SDK and
 * the demo shop's fake one alike (the shared plan, /work/wallet-plan.md "Global namespace").
 * Only what our code calls or receives is typed; the real SDK has more, so every object the
 * SDK hands us is open for extra members we ignore.
 */

/** The provider's funding sources (the SDK's FUNDING values); others may exist. */
export type FundingSource =
  'paypal' | 'paylater' | 'credit' | 'card' | 'venmo' | 'sepa' | 'bancontact' | 'blik' | 'eps' | 'giropay' | 'ideal' | 'mercadopago' | 'mybank' | 'p24' | 'sofort' | 'trustly' | (string & {});

/** `paypal.FUNDING`: upper-case names to the source values. */
export type FundingMap = Readonly<Record<string, FundingSource>> & {
  readonly PAYPAL: 'paypal';
  readonly PAYLATER: 'paylater';
  readonly CARD: 'card';
};

export type ButtonLayout = 'vertical' | 'horizontal';
export type ButtonColor = 'gold' | 'blue' | 'silver' | 'white' | 'black';
export type ButtonShape = 'rect' | 'pill' | 'sharp';
export type ButtonLabel = 'paypal' | 'checkout' | 'buynow' | 'pay' | 'installment' | 'subscribe' | 'donate';

export interface ButtonStyle {
  layout?: ButtonLayout;
  color?: ButtonColor;
  shape?: ButtonShape;
  label?: ButtonLabel;
  tagline?: boolean;
  /** Pixels; the real SDK accepts 25–55. */
  height?: number;
  period?: number;
}

/** A provider address as the SDK hands it to the shipping callbacks (camelCase). */
export interface ProviderShippingAddress {
  city?: string;
  state?: string;
  countryCode?: string;
  postalCode?: string;
}

export interface ShippingOption {
  id: string;
  label?: string;
  selected?: boolean;
  type?: 'SHIPPING' | 'PICKUP';
  amount?: { currency_code: string; value: string };
}

// ---- callbacks: each one's data and actions --------------------------------------------

export interface CreateOrderData {
  paymentSource?: FundingSource;
  [key: string]: unknown;
}
export interface CreateOrderActions {
  order: { create(body: Record<string, unknown>): Promise<string> };
}

export interface CreateSubscriptionActions {
  subscription: { create(body: { plan_id: string; [key: string]: unknown }): Promise<string> };
}

export interface OnApproveData {
  orderID: string;
  payerID?: string | null;
  paymentSource?: FundingSource;
  subscriptionID?: string;
  facilitatorAccessToken?: string;
  [key: string]: unknown;
}
export interface OnApproveActions {
  /** Starts the payment again (after a declined instrument); the popup stays open. */
  restart(): Promise<void>;
  order: { get(): Promise<Record<string, unknown>> };
}

export interface OnCancelData {
  orderID: string;
  [key: string]: unknown;
}

export interface OnClickData {
  fundingSource: FundingSource;
  [key: string]: unknown;
}
/** Returning (a promise of) `actions.reject()` from onClick keeps the popup closed. */
export interface OnClickActions {
  resolve(): Promise<void> | void;
  reject(): Promise<void> | void;
}

export interface OnInitActions {
  enable(): Promise<void> | void;
  disable(): Promise<void> | void;
}

export interface OnShippingAddressChangeData {
  orderID: string;
  shippingAddress: ProviderShippingAddress;
  [key: string]: unknown;
}
export interface OnShippingOptionsChangeData {
  orderID: string;
  selectedShippingOption?: ShippingOption;
  [key: string]: unknown;
}
/** Refuses the change inside the provider's popup. */
export interface ShippingChangeActions {
  reject(reason?: string): Promise<void> | void;
}

export interface ButtonsOptions {
  style?: ButtonStyle;
  fundingSource?: FundingSource;
  createOrder?: (data: CreateOrderData, actions: CreateOrderActions) => Promise<string> | string;
  createSubscription?: (data: Record<string, unknown>, actions: CreateSubscriptionActions) => Promise<string> | string;
  onApprove?: (data: OnApproveData, actions: OnApproveActions) => Promise<void> | void;
  onCancel?: (data: OnCancelData) => Promise<void> | void;
  onError?: (error: unknown) => void;
  onClick?: (data: OnClickData, actions: OnClickActions) => Promise<void> | void | boolean;
  onInit?: (data: Record<string, unknown>, actions: OnInitActions) => void;
  onShippingAddressChange?: (data: OnShippingAddressChangeData, actions: ShippingChangeActions) => Promise<void> | void;
  onShippingOptionsChange?: (data: OnShippingOptionsChangeData, actions: ShippingChangeActions) => Promise<void> | void;
  /** The real SDK has more options (vault, message, …) that we pass through untyped. */
  [key: string]: unknown;
}

export interface ButtonsComponent {
  isEligible(): boolean;
  /** A selector or the container element. */
  render(container: string | HTMLElement): Promise<void>;
  close(): Promise<void>;
  /** True when the shopper came back from the provider (app switch); then resume, not render. */
  hasReturned?(): boolean;
  resume?(): void;
}

export interface MessagesStyle {
  layout?: 'text' | 'flex' | 'custom';
  logo?: { type?: string; position?: string };
  text?: { color?: string; size?: number };
  color?: string;
  ratio?: string;
}

export interface MessagesOptions {
  amount?: number | string;
  placement?: 'home' | 'category' | 'product' | 'cart' | 'payment' | string;
  style?: MessagesStyle;
  onRender?: () => void;
  [key: string]: unknown;
}

export interface MessagesComponent {
  render(container: string | HTMLElement): Promise<void>;
}

/** A card field's state as the card fields report it (getState, inputEvents). */
export interface CardFieldState {
  isEmpty: boolean;
  isValid: boolean;
  isPotentiallyValid?: boolean;
  isFocused?: boolean;
}
export interface CardFieldsState {
  cards: { type: string; [key: string]: unknown }[];
  fields: Partial<Record<'cardNumberField' | 'cardExpiryField' | 'cardCvvField' | 'cardNameField', CardFieldState>>;
  isFormValid: boolean;
  emittedBy?: string;
  [key: string]: unknown;
}

export interface CardFieldsOptions {
  createOrder: () => Promise<string> | string;
  onApprove: (data: { orderID: string; liabilityShift?: string; [key: string]: unknown }) => Promise<void> | void;
  onError?: (error: unknown) => void;
  inputEvents?: Partial<Record<'onChange' | 'onFocus' | 'onBlur' | 'onInputSubmitRequest', (state: CardFieldsState) => void>>;
  style?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface CardField {
  render(container: string | HTMLElement): Promise<void>;
  focus?(): void;
  close?(): Promise<void>;
}
export type CardFieldFactory = (options?: { placeholder?: string; label?: string; [key: string]: unknown }) => CardField;

export interface CardFieldsComponent {
  isEligible(): boolean;
  NumberField: CardFieldFactory;
  ExpiryField: CardFieldFactory;
  CVVField: CardFieldFactory;
  NameField?: CardFieldFactory;
  getState(): Promise<CardFieldsState>;
  /** Creates the order (createOrder), confirms the card with the provider, then onApprove; rejects on failure. */
  submit(options?: { cardholderName?: string; contingencies?: string[]; [key: string]: unknown }): Promise<void>;
  close?(): Promise<void>;
}

/** `window.paypal` (or the data-namespace global) once the SDK has loaded. */
export interface ProviderNamespace {
  Buttons(options?: ButtonsOptions): ButtonsComponent;
  Messages(options?: MessagesOptions): MessagesComponent;
  /** With components=card-fields. */
  CardFields?: (options: CardFieldsOptions) => CardFieldsComponent;
  FUNDING: FundingMap;
  getFundingSources(): FundingSource[];
  isFundingEligible(source: FundingSource): boolean;
  version: string;
  [key: string]: unknown;
}
