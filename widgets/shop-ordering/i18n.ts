import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the sort order select, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'The page reloads in the chosen order.': 'Die Seite wird nach der Auswahl neu sortiert geladen.',
});

export { t } from '../../src/core/i18n/i18n';
