import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the star picker and the review photo, keyed by the English source text; with the code that shows them. */
addCatalogue({
  '%s of 5 stars': '%s von 5 Sternen',
  'Please select a rating': 'Bitte wähle eine Bewertung',
  'Uploading the photo …': 'Foto wird hochgeladen …',
  'Photo uploaded. Your review is being sent.': 'Foto hochgeladen. Deine Bewertung wird gesendet.',
  'This file is not a photo the shop takes. Please choose an image in one of the formats named.':
    'Diese Datei ist kein Foto, das der Shop annimmt. Bitte wähle ein Bild in einem der genannten Formate.',
  'The photo is too large (at most %s). Please scale it down and try again.': 'Das Foto ist zu groß (höchstens %s). Bitte verkleinere es und versuche es erneut.',
});

export { t } from '../../src/core/i18n/i18n';
