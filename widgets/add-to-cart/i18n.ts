import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the add-to-cart buttons, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'View cart': 'Warenkorb anzeigen',
  'Product added to your cart': 'Das Produkt wurde deinem Warenkorb hinzugefügt.',
  'The connection to the shop took too long. The item may have been added anyway – please check your cart.':
    'Die Verbindung zum Shop hat zu lange gedauert. Der Artikel wurde eventuell trotzdem hinzugefügt – bitte prüfe den Warenkorb.',
});

export { t } from '../../src/core/i18n/i18n';
