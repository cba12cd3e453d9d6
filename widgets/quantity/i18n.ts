import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the quantity buttons, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'Decrease quantity': 'Menge verringern',
  'Increase quantity': 'Menge erhöhen',
  'Quantity: %s': 'Menge: %s',
});

export { t } from '../../src/core/i18n/i18n';
