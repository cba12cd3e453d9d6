import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the consent banner's own controls (the banner text itself is the shop's markup). */
addCatalogue({
  'Show more': 'Mehr anzeigen',
  'Show less': 'Weniger anzeigen',
});

export { t } from '../../src/core/i18n/i18n';
