import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the mini-cart, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'Show cart preview': 'Warenkorb-Vorschau anzeigen',
  'Loading the cart…': 'Warenkorb wird geladen …',
  'The cart preview could not be loaded. Please try again or open the cart.': 'Die Warenkorb-Vorschau konnte nicht geladen werden. Bitte versuche es erneut oder öffne den Warenkorb.',
});

export { t } from '../../src/core/i18n/i18n';
