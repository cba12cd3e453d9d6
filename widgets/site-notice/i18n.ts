import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the shop notices, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'The notice could not be hidden. Please try again.': 'Der Hinweis konnte nicht ausgeblendet werden. Bitte versuche es erneut.',
});

export { t } from '../../src/core/i18n/i18n';
