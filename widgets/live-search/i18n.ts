import { addCatalogue } from '../../src/core/i18n/i18n';

/** German texts of the live search, keyed by the English source text; with the code that shows them. */
addCatalogue({
  'Search suggestions': 'Suchvorschläge',
  '%s suggestions available.': '%s Vorschläge verfügbar.',
  '1 suggestion available.': '1 Vorschlag verfügbar.',
  'No suggestions.': 'Keine Vorschläge.',
  'Suggestions are not available right now. Press Enter to search.': 'Vorschläge sind gerade nicht verfügbar. Drücke die Eingabetaste, um zu suchen.',
});

export { t } from '../../src/core/i18n/i18n';
