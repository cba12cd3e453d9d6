import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the slider, keyed by the English source text. */
addCatalogue({
  carousel: 'Karussell',
  slide: 'Folie',
  '%s of %s': '%s von %s',
  'Previous slide': 'Vorherige Folie',
  'Next slide': 'Nächste Folie',
  'Slide %s': 'Folie %s',
  'Choose a slide': 'Folie wählen',
  'Stop automatic slide show': 'Automatisches Weiterblättern anhalten',
  'Start automatic slide show': 'Automatisches Weiterblättern starten',
});

export { t } from '../../src/core/i18n/i18n';
