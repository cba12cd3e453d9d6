import { addCatalogue } from '../core/i18n/i18n';

/**
 * German texts of the cart domain's shared code (cart requests, remove and quantity actions),
 * keyed by the English source text. Texts of one widget live in that widget's i18n.ts.
 */
addCatalogue({
  'Item removed from your cart': 'Der Artikel wurde aus dem Warenkorb entfernt.',
  'Cart updated.': 'Warenkorb aktualisiert.',
  'The product could not be added to your cart. Please try again.': 'Das Produkt konnte nicht in den Warenkorb gelegt werden. Bitte versuche es erneut.',
  'The cart could not be updated. Please try again.': 'Der Warenkorb konnte nicht aktualisiert werden. Bitte versuche es erneut.',
  'This item is no longer in your cart.': 'Dieser Artikel befindet sich nicht (mehr) in deinem Warenkorb.',
});

export { t } from '../core/i18n/i18n';
