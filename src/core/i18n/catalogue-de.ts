/**
 * The core's German texts (failures of any shop call), keyed by the English source text the
 * spec and WooCommerce use. Each domain brings its own texts (src/<domain>/i18n.ts), so a page
 * loads only the texts of the widgets on it.
 */
export const de: Record<string, string> = {
  'The shop did not answer in time. Your change may have gone through anyway: please check your cart before trying again.':
    'Der Shop hat nicht rechtzeitig geantwortet. Deine Änderung wurde eventuell trotzdem übernommen – bitte prüfe deinen Warenkorb, bevor du es erneut versuchst.',
  'You are probably offline.': 'Du bist wahrscheinlich offline.',
  'The response is not a valid JSON response.': 'Die Antwort ist keine gültige JSON-Antwort.',
  'An unknown error occurred.': 'Ein unbekannter Fehler ist aufgetreten.',
};
