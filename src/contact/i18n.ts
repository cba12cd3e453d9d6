import { addCatalogue } from '../core/i18n/i18n';

/** German texts of the contact domain, keyed by the English source text; loaded with the domain. */
addCatalogue({
  'The shop did not answer in time. Your message may have been sent anyway.': 'Der Shop hat nicht rechtzeitig geantwortet. Deine Nachricht wurde eventuell trotzdem gesendet.',
});

export { t } from '../core/i18n/i18n';
