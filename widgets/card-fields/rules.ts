/**
 * The card fields' rules (spec §4 Card fields, §5 Checkout and payment, §8 Payment): what the
 * provider's state says about the card, the message before a submit, the cardholder name, the
 * 3-D Secure contingency, and the message after a failed submit. Pure; the card-fields widget
 * only reads the SDK and shows the result.
 */
import type { Payer } from '../../src/payments/flows/payer';

/**
 * Card type → the class on the card-number field (the detected brand's logo): the hosted
 * fields report 'american-express' where the theme's class is 'amex'; other types drop their
 * hyphens ('master-card' → 'mastercard', 'diners-club' → 'dinersclub').
 */
export function cardTypeClass(type: string): string {
  return type === 'american-express' ? 'amex' : type.replace(/-/g, '');
}

/** The hosted fields by the spec's names. */
export type CardFieldName = 'number' | 'cvv' | 'expirationDate';
export const CARD_FIELD_NAMES: readonly CardFieldName[] = ['number', 'cvv', 'expirationDate'];
/** The provider state's key of each field (CardFields getState / inputEvents). */
const STATE_KEYS: Record<CardFieldName, string> = { number: 'cardNumberField', cvv: 'cardCvvField', expirationDate: 'cardExpiryField' };

/** What the provider's card fields report (getState(), inputEvents): extra members ignored. */
export interface CardFieldsSnapshot {
  cards?: readonly { type?: string }[];
  fields?: Readonly<Record<string, { isValid?: boolean; isEmpty?: boolean } | undefined>>;
}

export interface CardFieldsStatus {
  /** The detected type is one the shop takes; false while no type is detected. */
  cardValid: boolean;
  /** Every field is valid. */
  formValid: boolean;
  /** Fields still empty (all three at the start; a field leaves on fill and returns on empty). */
  emptyFields: ReadonlySet<CardFieldName>;
}

export function cardFieldsStatus(snapshot: CardFieldsSnapshot, validCards: readonly string[]): CardFieldsStatus {
  const type = snapshot.cards?.[0]?.type;
  const field = (name: CardFieldName) => snapshot.fields?.[STATE_KEYS[name]];
  return {
    cardValid: !!type && validCards.includes(cardTypeClass(type)),
    formValid: CARD_FIELD_NAMES.every((name) => field(name)?.isValid === true),
    emptyFields: new Set(CARD_FIELD_NAMES.filter((name) => field(name)?.isEmpty !== false)),
  };
}

export interface CardLabels {
  fields_empty: string;
  fields_not_valid: string;
  card_not_supported: string;
}

/**
 * Before a submit (spec §5): null when the card may be sent; else any field empty →
 * fields_empty, a type the shop does not take → card_not_supported, a field not valid →
 * fields_not_valid, otherwise the generic error.
 */
export function cardCheckMessage(status: CardFieldsStatus, labels: CardLabels, generic: string): string | null {
  if (status.cardValid && status.formValid && status.emptyFields.size === 0) return null;
  if (status.emptyFields.size > 0) return labels.fields_empty;
  if (!status.cardValid) return labels.card_not_supported;
  if (!status.formValid) return labels.fields_not_valid;
  return generic;
}

const filled = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Spec §5: the payer's given name and surname, else the billing first and last name, joined by a space. */
export function cardholderName(payer: Payer | null | undefined, billing: { first_name?: string; last_name?: string }): string {
  const fromPayer = [filled(payer?.name?.given_name), filled(payer?.name?.surname)];
  const parts = fromPayer[0] && fromPayer[1] ? fromPayer : [filled(billing.first_name), filled(billing.last_name)];
  return parts.filter(Boolean).join(' ');
}

/** Spec §5: a contingency other than NO_3D_SECURE is sent as the contingencies list. */
export function cardContingencies(contingency: string): string[] | undefined {
  return contingency && contingency !== 'NO_3D_SECURE' ? [contingency] : undefined;
}

/** Issues with which the provider says the card itself was refused. */
const DECLINED = new Set(['INSTRUMENT_DECLINED', 'CARD_DECLINED', 'TRANSACTION_REFUSED']);

export type CardSubmitOutcome =
  /** Already shown by the checkout flow (create_order's or the form's errors). */
  | { kind: 'shown' }
  | { kind: 'declined' }
  /** The provider refused the card's data. */
  | { kind: 'not-valid' }
  /** No answer or an unknown failure (network, timeout). */
  | { kind: 'generic' };

/**
 * A failed submit of the card fields (spec §8: newer card fields show fields_not_valid unless
 * create-order-error). Ours beside it: a declined card says so, and a failure that is no answer
 * about the card (network, timeout) is the generic error, not 'your card is not valid'.
 */
export function cardSubmitOutcome(error: unknown): CardSubmitOutcome {
  const e = error && typeof error === 'object' ? (error as Record<string, unknown>) : {};
  if (e.type === 'create-order-error' || e.type === 'form-validation-error') return { kind: 'shown' };
  const details = Array.isArray(e.details) ? e.details : [];
  const issues = details.map((detail) => (detail && typeof detail === 'object' ? String((detail as Record<string, unknown>).issue ?? '') : ''));
  if (issues.some((issue) => DECLINED.has(issue))) return { kind: 'declined' };
  if (issues.length > 0 || (typeof e.message === 'string' && e.message.startsWith('INVALID_FIELDS'))) return { kind: 'not-valid' };
  return { kind: 'generic' };
}
