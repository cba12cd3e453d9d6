import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the mini-cart, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'Show cart preview': 'Warenkorb-Vorschau anzeigen',
});

export { t } from '../../src/core/i18n/i18n';
