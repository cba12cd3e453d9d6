import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the meter (WordPress's and WooCommerce's wording), keyed by the English source text. */
addCatalogue({
  'Password strength unknown': 'Passwortstärke unbekannt',
  'Very weak': 'Sehr schwach',
  Weak: 'Schwach',
  Medium: 'Mittel',
  Strong: 'Stark',
  Mismatch: 'Keine Übereinstimmung',
  'Please enter a stronger password.': 'Bitte gib ein stärkeres Passwort ein.',
  'Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ & ).':
    'Tipp: Das Passwort sollte mindestens zwölf Zeichen lang sein. Verwende für ein stärkeres Passwort Groß- und Kleinbuchstaben, Zahlen und Sonderzeichen wie ! " ? $ % ^ & ).',
  'Sending is possible once the password is stronger.': 'Senden ist erst mit einem stärkeren Passwort möglich.',
});

export { t } from '../../src/core/i18n/i18n';
