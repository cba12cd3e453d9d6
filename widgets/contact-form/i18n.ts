import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the contact form, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'Error: This contact form is placed in the wrong place.': 'Fehler: Dieses Kontaktformular wurde an der falschen Stelle platziert.',
});

export { t } from '../../src/core/i18n/i18n';
