// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { genericPaymentError, PAYMENT_TEXTS, t } from './i18n';

describe('payment texts', () => {
  it.each<[keyof typeof PAYMENT_TEXTS, string]>([
    ['generic', 'Irgendwas ist schief gelaufen. Bitte versuche es erneut oder wähle eine andere Zahlungsquelle.'],
    ['processingProblem', 'There was a problem processing the payment. Check your email inbox and reload the page to try again.'],
    ['fieldsEmpty', 'Es fehlen Angaben zur Kartenzahlung. Bitte fülle alle Pflichtfelder aus.'],
    ['fieldsNotValid', 'Leider sind deine Kreditkarten-Daten nicht gültig.'],
    ['cardNotSupported', 'Leider unterstützen wir deine Kreditkarte nicht.'],
    ['cardDeclined', 'Deine Karte wurde abgelehnt. Bitte prüfe deine Angaben oder verwende eine andere Karte.'],
  ])('%s is the spec text', (key, expected) => expect(t(PAYMENT_TEXTS[key])).toBe(expected));

  it.each<[string | undefined, string]>([
    ['Bitte versuche es später.', 'Bitte versuche es später.'],
    ['  ', 'Irgendwas ist schief gelaufen. Bitte versuche es erneut oder wähle eine andere Zahlungsquelle.'],
    [undefined, 'Irgendwas ist schief gelaufen. Bitte versuche es erneut oder wähle eine andere Zahlungsquelle.'],
  ])('generic error with configured label %j', (configured, expected) => expect(genericPaymentError(configured)).toBe(expected));
});
