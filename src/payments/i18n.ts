import { addCatalogue, t } from '../core/i18n/i18n';

/**
 * German texts of the payment domain (spec §8 Payment), keyed by the English source text of
 * the wallet plugin. The spec's German texts are used verbatim; where it cuts one short ('…')
 * the sentence is completed as the plugin's German translation reads. The spec quotes one
 * text only in English ('There was a problem processing the payment…'): it stays English, as
 * the spec shows it to shoppers. Developer-facing texts (the script loader's errors, console
 * messages, 'Invalid event: …') are not translated: shops and support search for them as they
 * are.
 */
export const PAYMENT_TEXTS = {
  generic: 'Something went wrong. Please try again or choose another payment source.',
  processingProblem: 'There was a problem processing the payment. Check your email inbox and reload the page to try again.',
  fieldsEmpty: 'Card payment details are missing. Please fill in all required fields.',
  fieldsNotValid: 'Unfortunately, your credit card details are not valid.',
  cardNotSupported: 'Unfortunately, we do not support your credit card.',
  cardDeclined: 'Your card was declined. Please check your details or use another card.',
  buttonsEnabled: 'The payment buttons are available.',
  buttonsDisabled: 'The payment buttons are not available. Please check your selection.',
} as const;

addCatalogue({
  [PAYMENT_TEXTS.generic]: 'Irgendwas ist schief gelaufen. Bitte versuche es erneut oder wähle eine andere Zahlungsquelle.',
  [PAYMENT_TEXTS.processingProblem]: 'There was a problem processing the payment. Check your email inbox and reload the page to try again.',
  [PAYMENT_TEXTS.fieldsEmpty]: 'Es fehlen Angaben zur Kartenzahlung. Bitte fülle alle Pflichtfelder aus.',
  [PAYMENT_TEXTS.fieldsNotValid]: 'Leider sind deine Kreditkarten-Daten nicht gültig.',
  [PAYMENT_TEXTS.cardNotSupported]: 'Leider unterstützen wir deine Kreditkarte nicht.',
  // Ours (issue: a clear message on a declined card; the plugin shows fields_not_valid then).
  [PAYMENT_TEXTS.cardDeclined]: 'Deine Karte wurde abgelehnt. Bitte prüfe deine Angaben oder verwende eine andere Karte.',
  // Ours (spec §4: every change of the buttons' enabled state is announced; no text given).
  [PAYMENT_TEXTS.buttonsEnabled]: 'Die Bezahlbuttons sind verfügbar.',
  [PAYMENT_TEXTS.buttonsDisabled]: 'Die Bezahlbuttons sind nicht verfügbar. Bitte prüfe deine Auswahl.',
});

/** The generic payment error: the shop's configured labels.error.generic, else ours. */
export function genericPaymentError(configured?: string): string {
  return configured && configured.trim() !== '' ? configured : t(PAYMENT_TEXTS.generic);
}

export { t };
