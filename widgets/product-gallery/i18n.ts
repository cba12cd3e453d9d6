import { addCatalogue } from '../../src/core/i18n/i18n';

/**
 * German texts of the gallery, keyed by the English source text; with the code that shows them.
 * The lightbox's own come with its code (lightbox.lazy.ts), on first use.
 */
addCatalogue({
  'View full-screen image gallery': 'Bildergalerie im Vollbildmodus anzeigen',
  'Product images': 'Produktbilder',
  carousel: 'Karussell',
  slide: 'Folie',
  '%s of %s': '%s von %s',
  'Image %s of %s': 'Bild %s von %s',
  'Show image %s of %s': 'Bild %s von %s zeigen',
  'Previous image': 'Vorheriges Bild',
  'Next image': 'Nächstes Bild',
  'The image could not be loaded': 'Das Bild konnte nicht geladen werden',
});

export { t } from '../../src/core/i18n/i18n';
