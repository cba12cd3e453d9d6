import { addCatalogue } from '../core/i18n/i18n';

/** German texts of the contact domain, keyed by the English source text; loaded with the domain. */
addCatalogue({
  'One or more fields have an error. Please check and try again.': 'Ein oder mehrere Felder haben einen Fehler. Bitte überprüfe sie und versuche es erneut.',
  'The shop did not answer in time. Your message may have been sent anyway.': 'Der Shop hat nicht rechtzeitig geantwortet. Deine Nachricht wurde eventuell trotzdem gesendet.',
});

export { t } from '../core/i18n/i18n';
