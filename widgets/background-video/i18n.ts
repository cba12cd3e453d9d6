import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the background video, keyed by the English source text. */
addCatalogue({
  'Play background video': 'Hintergrundvideo abspielen',
  'Pause background video': 'Hintergrundvideo anhalten',
  'Background video': 'Hintergrundvideo',
  'Background video: %s': 'Hintergrundvideo: %s',
});

export { t } from '../../src/core/i18n/i18n';
