import { addCatalogue } from '../core/i18n/i18n';

/**
 * German texts of the checkout domain (spec §5 Checkout and payment), keyed by the English
 * source text (WooCommerce's, where it has one). Texts of one widget live in its i18n.ts.
 */
addCatalogue({
  'Billing %s': 'Rechnung: %s',
  'Shipping %s': 'Lieferung: %s',
  '%s is a required field.': '%s ist ein Pflichtfeld.',
  '%s is not a valid email address.': '%s ist keine gültige E-Mail-Adresse.',
  '%s is not a valid phone number.': '%s ist keine gültige Telefonnummer.',
  '%s is not a valid postcode / ZIP.': '%s ist keine gültige Postleitzahl.',
  'Required form fields are not filled in.': 'Erforderliche Formularfelder sind nicht ausgefüllt.',
  'Please read and accept the terms and conditions to proceed with your order.': 'Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen, um mit deiner Bestellung fortzufahren.',
  'Your session has expired. Please reload the page and try again.': 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es noch einmal.',
});

export { t } from '../core/i18n/i18n';
