/**
 * German texts, keyed by the English source text the spec and WooCommerce use, so a shop can
 * swap in another catalogue (or its own wording) without touching widget code.
 */
export const de: Record<string, string> = {
  'View cart': 'Warenkorb anzeigen',
  'Cart': 'Warenkorb',
  'Close cart': 'Warenkorb schließen',
  'Close quick view': 'Schnellansicht schließen',
  'Show cart preview': 'Warenkorb-Vorschau anzeigen',
  'Decrease quantity': 'Menge verringern',
  'Increase quantity': 'Menge erhöhen',
  'Quantity: %s': 'Menge: %s',
  '%s of 5 stars': '%s von 5 Sternen',
  'Please select a rating': 'Bitte wähle eine Bewertung',
  'Updating the unit price…': 'Grundpreis wird aktualisiert …',
  'Unit price: %s': 'Grundpreis: %s',
  'The page reloads in the chosen order.': 'Die Seite wird nach der Auswahl neu sortiert geladen.',
  '%s has been added to your cart': '„%s“ wurde deinem Warenkorb hinzugefügt',
  'Product added to your cart': 'Das Produkt wurde deinem Warenkorb hinzugefügt.',
  'Item removed from your cart': 'Der Artikel wurde aus dem Warenkorb entfernt.',
  'Cart updated.': 'Warenkorb aktualisiert.',
  'Updating cart…': 'Warenkorb wird aktualisiert …',
  'The product could not be added to your cart. Please try again.':
    'Das Produkt konnte nicht in den Warenkorb gelegt werden. Bitte versuche es erneut.',
  'The shop did not answer in time. Please check your cart before trying again.':
    'Der Shop hat nicht rechtzeitig geantwortet. Bitte prüfe deinen Warenkorb, bevor du es erneut versuchst.',
  'The cart could not be updated. Please try again.':
    'Der Warenkorb konnte nicht aktualisiert werden. Bitte versuche es erneut.',
  'You are probably offline.': 'Du bist wahrscheinlich offline.',
  'The response is not a valid JSON response.': 'Die Antwort ist keine gültige JSON-Antwort.',
  'An unknown error occurred.': 'Ein unbekannter Fehler ist aufgetreten.',
  'Sorry, no products match your selection. Please choose a different combination.':
    'Es entsprechen leider keine Produkte deiner Auswahl. Bitte wähle eine andere Kombination.',
  'Please select product options before adding the item to the cart.':
    'Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.',
  'Sorry, this product is unavailable. Please choose a different combination.':
    'Dieses Produkt ist leider nicht verfügbar. Bitte wähle eine andere Kombination.',
  'Your selection has been reset. Please select product options before adding the item to the cart.':
    'Deine Auswahl wurde zurückgesetzt. Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.',
  'The variation could not be loaded. Please try again.':
    'Die Ausführung konnte nicht geladen werden. Bitte versuche es erneut.',
  // Product gallery and lightbox
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
};
