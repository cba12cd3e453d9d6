import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the unit price, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'Updating the unit price…': 'Grundpreis wird aktualisiert …',
  'Unit price: %s': 'Grundpreis: %s',
});

export { t } from '../../src/core/i18n/i18n';
