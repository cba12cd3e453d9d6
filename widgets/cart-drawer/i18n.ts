import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the cart drawer, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'Close cart': 'Warenkorb schließen',
});

export { t } from '../../src/core/i18n/i18n';
