import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the add-to-cart buttons, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'View cart': 'Warenkorb anzeigen',
  'Product added to your cart': 'Das Produkt wurde deinem Warenkorb hinzugefügt.',
});

export { t } from '../../src/core/i18n/i18n';
