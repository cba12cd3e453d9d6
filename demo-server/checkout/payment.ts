/**
 * The shop's own payment methods (WooCommerce's bacs, cod and an invoice gateway) and the wallet
 * plugin's gateways, which the payments domain offers per visitor (demo-server/payments/).
 */
import type { CountryCode } from './shipping.ts';

export type ShopPaymentMethodId = 'bacs' | 'cod' | 'invoice';
/** The wallet plugin's gateways the demo offers: the wallet, its card button when shown separately, its card fields. */
export type WalletPaymentMethodId = 'ppcp-gateway' | 'ppcp-card-button-gateway' | 'ppcp-credit-card-gateway';
export type PaymentMethodId = ShopPaymentMethodId | WalletPaymentMethodId;
export type OrderStatus = 'pending' | 'on-hold' | 'processing';

export interface PaymentMethod {
  id: PaymentMethodId;
  title: string;
  description: string;
  /** The status an order gets when it is placed with this method. */
  status: OrderStatus;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: 'bacs',
    title: 'Vorkasse',
    description: 'Überweise den Betrag nach der Bestellung auf unser Bankkonto. Als Verwendungszweck gibst du bitte deine Bestellnummer an. Wir versenden, sobald das Geld bei uns eingegangen ist.',
    status: 'on-hold',
  },
  {
    id: 'cod',
    title: 'Nachnahme',
    description: 'Du bezahlst bar bei Lieferung an den Zusteller (nur innerhalb Deutschlands).',
    status: 'processing',
  },
  {
    id: 'invoice',
    title: 'Rechnung',
    description: 'Du bezahlst bequem per Überweisung innerhalb von 14 Tagen nach Erhalt der Ware. Die Rechnung liegt der Lieferung bei.',
    status: 'processing',
  },
];

/** Paid at the provider before the order is placed: the order is being processed at once. */
export const WALLET_METHODS: readonly PaymentMethod[] = [
  {
    id: 'ppcp-gateway',
    title: 'PayPal',
    description: 'Bezahle sicher mit PayPal – auch per Lastschrift oder später bezahlen. Du bestätigst die Zahlung im PayPal-Fenster.',
    status: 'processing',
  },
  {
    id: 'ppcp-card-button-gateway',
    title: 'Kredit- oder Debitkarte',
    description: 'Bezahle mit deiner Kredit- oder Debitkarte über PayPal, ohne PayPal-Konto.',
    status: 'processing',
  },
  {
    id: 'ppcp-credit-card-gateway',
    title: 'Kredit- oder Debitkarte',
    description: 'Bezahle mit Visa oder Mastercard. Die Kartendaten gibst du in die sicheren Felder unseres Zahlungsanbieters ein; sie gehen nicht an den Shop.',
    status: 'processing',
  },
];

export const isWalletMethod = (id: string): id is WalletPaymentMethodId => WALLET_METHODS.some((method) => method.id === id);

/**
 * Cash on delivery only where the parcel service collects it: Germany, not for pickup. The
 * wallet's gateways when the visitor is offered them (`wallet`, from the payments domain).
 */
export function availablePaymentMethods(country: CountryCode, shippingMethodId = '', wallet: readonly WalletPaymentMethodId[] = []): PaymentMethod[] {
  return [
    ...PAYMENT_METHODS.filter((method) => method.id !== 'cod' || (country === 'DE' && !shippingMethodId.startsWith('local_pickup'))),
    ...WALLET_METHODS.filter((method) => (wallet as readonly string[]).includes(method.id)),
  ];
}

export function paymentMethod(id: string): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.id === id) ?? WALLET_METHODS.find((method) => method.id === id);
}

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Zahlung ausstehend',
  'on-hold': 'In Wartestellung',
  processing: 'In Bearbeitung',
};

/** The shop's bank details (an example account) for Vorkasse. */
export const BANK_DETAILS = {
  accountName: 'Schaufenster Demo-Shop GmbH (Beispiel)',
  bankName: 'Beispielbank Musterstadt',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
} as const;
