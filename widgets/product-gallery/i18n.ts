import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the gallery and its lightbox, keyed by the English source text; with the code that shows them. */
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
  'The image could not be loaded.': 'Das Bild konnte nicht geladen werden.',
  'Open image %s directly': 'Bild %s direkt öffnen',
  'Image gallery': 'Bildergalerie',
  'Close (Esc)': 'Schließen (Esc)',
  'Zoom in/out': 'Vergrößern/Verkleinern',
  'Previous (arrow left)': 'Zurück (Pfeil links)',
  'Next (arrow right)': 'Weiter (Pfeil rechts)',
  'Toggle fullscreen': 'Vollbild ein/aus',
  Share: 'Teilen',
  'Share on Facebook': 'Auf Facebook teilen',
  'Share on X': 'Auf X teilen',
  'Pin it': 'Auf Pinterest merken',
  'Download image': 'Bild herunterladen',
});

export { t } from '../../src/core/i18n/i18n';
