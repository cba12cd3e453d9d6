import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the scroll-to bullets, keyed by the English source text. */
addCatalogue({
  'Sections of this page': 'Abschnitte dieser Seite',
});

export { t } from '../../src/core/i18n/i18n';
