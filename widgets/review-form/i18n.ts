import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the star picker, keyed by the English source text; with the code that shows them. */
addCatalogue({
  '%s of 5 stars': '%s von 5 Sternen',
  'Please select a rating': 'Bitte wähle eine Bewertung',
});

export { t } from '../../src/core/i18n/i18n';
