import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the quick view, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'Close quick view': 'Schnellansicht schließen',
});

export { t } from '../../src/core/i18n/i18n';
