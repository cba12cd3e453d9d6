import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the checkout widget, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'The order summary could not be updated. Please check your entries and try again.': 'Die Bestellübersicht konnte nicht aktualisiert werden. Bitte prüfe deine Angaben und versuche es erneut.',
  'The shop did not answer in time. Your order may have been placed anyway: please check your e-mail inbox before ordering again.':
    'Der Shop hat nicht rechtzeitig geantwortet. Deine Bestellung ist möglicherweise trotzdem eingegangen: Bitte sieh in deinem E-Mail-Postfach nach, bevor du erneut bestellst.',
  'Your order could not be sent. You are probably offline: please check your connection and try again.':
    'Deine Bestellung konnte nicht gesendet werden. Du bist vermutlich offline: Bitte prüfe deine Verbindung und versuche es erneut.',
  'Your order could not be placed. Please try again.': 'Deine Bestellung konnte nicht abgeschlossen werden. Bitte versuche es erneut.',
  'The coupon could not be applied. Please try again.': 'Der Gutschein konnte nicht eingelöst werden. Bitte versuche es erneut.',
  'The coupon could not be removed. Please try again.': 'Der Gutschein konnte nicht entfernt werden. Bitte versuche es erneut.',
  'Terms and conditions': 'Allgemeine Geschäftsbedingungen',
  Close: 'Schließen',
});

export { t } from '../../src/core/i18n/i18n';
