import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the wallet buttons, keyed by the English source text; with the code that shows them. */
addCatalogue({
  // Spec §8 Payment, the generic error (the plugin's German text).
  'Something went wrong. Please try again or choose another payment source.':
    'Irgendwas ist schief gelaufen. Bitte versuche es erneut oder wähle eine andere Zahlungsquelle.',
  'The payment buttons are available.': 'Die Bezahlbuttons sind verfügbar.',
  'The payment buttons are not available. Please check your selection.': 'Die Bezahlbuttons sind nicht verfügbar. Bitte prüfe deine Auswahl.',
});

export { t } from '../../src/core/i18n/i18n';
