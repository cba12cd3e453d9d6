/**
 * The answer of admin-ajax action=flatsome_ajax_search_products (spec §7): GET with `query` and an optional
 * `product_cat` → `{ suggestions: [{ value, url, id, img, price }] }`, as the theme answers:
 * the price as WooCommerce's price HTML, and when nothing matches one suggestion with id -1
 * and the theme's German 'no results' text. Registered in ./endpoint.ts.
 */
import type { SearchSuggestionsBody, SuggestionBody } from '../../src/search/contracts.ts';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, NOT_A_PRODUCT } from '../../src/search/contracts.ts';
// Types only: the story fixtures' generator imports this file, and it must not pull in Express.
import type { AjaxResult } from '../http/ajax.ts';
import type { RequestFields } from '../http/request.ts';
import { wpError, type WpErrorBody } from '../http/respond.ts';
import { imageUrl, productPriceHtml, productUrl } from '../shared/markup.ts';
import { searchCatalogue } from './matching.ts';

/** Suggestions at most per answer (the theme's default result limit is of this order). */
export const MAX_SUGGESTIONS_ANSWERED = 10;
/** The theme's line when nothing matches (Flatsome: 'No products found.', German). */
export const NO_RESULTS = 'Keine Produkte gefunden.';

/** A field read as one string: missing is '', an array (`?query=a&query=b`) or anything else is refused. */
function oneString(fields: RequestFields, name: string): string | { refused: string } {
  const value = fields[name];
  if (value === undefined) return '';
  return typeof value === 'string' ? value : { refused: `„${name}“ darf nur einmal und nur als Text angegeben werden.` };
}

const refuse = (message: string): AjaxResult<WpErrorBody> => ({ status: 400, body: wpError(message) });

export function answerSearch(fields: RequestFields): AjaxResult<SearchSuggestionsBody | WpErrorBody> {
  const query = oneString(fields, 'query');
  const category = oneString(fields, 'product_cat');
  if (typeof query !== 'string') return refuse(query.refused);
  if (typeof category !== 'string') return refuse(category.refused);
  const text = query.trim();
  if ([...text].length > MAX_QUERY_LENGTH) return refuse(`Der Suchbegriff darf höchstens ${MAX_QUERY_LENGTH} Zeichen lang sein.`);
  if (category.length > MAX_QUERY_LENGTH) return refuse('Unbekannte Kategorie.');
  // Spec §5: the live search starts at the third character; a shorter query is no search.
  if ([...text].length < MIN_QUERY_LENGTH) return { status: 200, body: { suggestions: [] } };
  const found = searchCatalogue(text, category.trim());
  if (!found.length) return { status: 200, body: { suggestions: [{ id: NOT_A_PRODUCT, value: NO_RESULTS, url: '' }] } };
  const suggestions = found.slice(0, MAX_SUGGESTIONS_ANSWERED).map((product): SuggestionBody => ({
    value: product.name,
    url: productUrl(product),
    id: product.id,
    img: imageUrl(product),
    price: productPriceHtml(product).value,
  }));
  return { status: 200, body: { suggestions } };
}
