import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the variation form, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'Sorry, no products match your selection. Please choose a different combination.': 'Es entsprechen leider keine Produkte deiner Auswahl. Bitte wähle eine andere Kombination.',
  'Please select product options before adding the item to the cart.': 'Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.',
  'Sorry, this product is unavailable. Please choose a different combination.': 'Dieses Produkt ist leider nicht verfügbar. Bitte wähle eine andere Kombination.',
  'Your selection has been reset. Please select product options before adding the item to the cart.':
    'Deine Auswahl wurde zurückgesetzt. Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.',
  'The variation could not be loaded. Please try again.': 'Die Ausführung konnte nicht geladen werden. Bitte versuche es erneut.',
});

export { t } from '../../src/core/i18n/i18n';
