import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the wallet buttons, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'The payment buttons are available.': 'Die Bezahlbuttons sind verfügbar.',
  'The payment buttons are not available. Please check your selection.': 'Die Bezahlbuttons sind nicht verfügbar. Bitte prüfe deine Auswahl.',
});

export { t } from '../../src/core/i18n/i18n';
