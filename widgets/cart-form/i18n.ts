import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the cart page's form, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'This item is no longer in your cart.': 'Dieser Artikel befindet sich nicht mehr in deinem Warenkorb.',
});

export { t } from '../../src/core/i18n/i18n';
