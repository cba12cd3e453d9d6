import { adminAjaxUrl, brandWords } from '../core/config/page-globals';
import type { RequestOptions, ShopAnswer } from '../core/http/client';
import { getJson } from '../core/http/get-json';
import type { Contract } from '../core/http/contracts';
import { decodeEntities, visibleText } from './html-text';

/**
 * The theme's live search (spec §3 Search suggestion, §7): GET admin-ajax
 * action={theme}_ajax_search_products[&product_cat={slug}]&query={text} →
 * {suggestions:[{value, url, id, img?, price?}]}. The demo shop's handler answers this type;
 * the widget gets the parsed, text-only result.
 */
export interface SearchContracts {
  flatsome_ajax_search_products: Contract<SearchRequest, SearchSuggestionsBody>;
}

declare module '../core/http/contracts' {
  interface ShopContracts extends SearchContracts {}
}

/** The query fields, in the order the theme's script sends them. */
export interface SearchRequest {
  action: string;
  product_cat?: string;
  query: string;
}

/** One suggestion as the shop sends it: `price` is WooCommerce's price HTML, `value` the product title (may hold entities). */
export interface SuggestionBody {
  value: string;
  url: string;
  /** -1: not a product (the theme's 'no results' line). */
  id: number;
  img?: string;
  price?: string;
}

export interface SearchSuggestionsBody {
  suggestions: SuggestionBody[];
}

/** Spec §5 and §9: the live search asks from the third character on. */
export const MIN_QUERY_LENGTH = 3;
/** The longest query sent (the demo shop refuses longer ones with 400: a search field is no place for essays). */
export const MAX_QUERY_LENGTH = 100;
/** Suggestions shown at most, whatever the shop sends: the list stays a list. */
export const MAX_SUGGESTIONS = 50;
/**
 * A suggestion nobody waits 15 s for: after this the list closes, the shopper is told, and
 * the form still searches the classic way.
 */
export const SEARCH_TIMEOUT_MS = 5_000;
/** The id of the theme's 'no results' suggestion. */
export const NOT_A_PRODUCT = -1;

/** A suggestion ready to show: every field plain text or a checked URL. */
export interface Suggestion {
  id: number;
  /** The product name as text: references decoded, tags not interpreted (shown as written). */
  name: string;
  /** Where choosing it leads; null when it leads nowhere (id -1, or a URL that is not http(s)). */
  url: string | null;
  image: string | null;
  /** The price as text ('89,50 €', 'Ursprünglicher Preis war: …'), or null. */
  price: string | null;
}

export type SearchResult =
  | { kind: 'suggestions'; suggestions: Suggestion[] }
  /** Aborted: a newer query superseded it (nothing to tell). Otherwise the shopper is told. */
  | { kind: 'failed'; aborted: boolean; reason: 'timeout' | 'offline' | 'http' | 'invalid_json' | 'aborted' | 'shape' };

/**
 * Only http(s) URLs, absolute or relative to the page, lead anywhere: a `javascript:` or
 * `data:` URL from a compromised answer must never be navigated to or loaded.
 */
export function safeUrl(raw: string, base: string): string | null {
  if (!raw.trim()) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A picture's URL: http(s), or an inline `data:image/…` (an `<img>` never runs what a picture
 * holds, SVG included); a `javascript:` or `data:text/html` URL is dropped.
 */
export function safeImageUrl(raw: string, base: string): string | null {
  return /^data:image\//i.test(raw.trim()) ? raw.trim() : safeUrl(raw, base);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** One suggestion, or null when it is not the contract's shape. */
function parseSuggestion(raw: unknown, base: string): Suggestion | null {
  if (!isRecord(raw) || typeof raw.value !== 'string' || !optionalString(raw.url) || !optionalString(raw.img) || !optionalString(raw.price)) return null;
  // PHP may send the id as a number or a numeric string.
  const id = typeof raw.id === 'number' ? raw.id : typeof raw.id === 'string' && /^-?\d{1,15}$/.test(raw.id) ? Number(raw.id) : NaN;
  if (!Number.isSafeInteger(id)) return null;
  const price = typeof raw.price === 'string' ? visibleText(raw.price) : '';
  return {
    id,
    name: decodeEntities(raw.value).replace(/\s+/g, ' ').trim(),
    url: id === NOT_A_PRODUCT || typeof raw.url !== 'string' ? null : safeUrl(raw.url, base),
    image: typeof raw.img === 'string' ? safeImageUrl(raw.img, base) : null,
    price: price || null,
  };
}

/** The shop's answer → suggestions, or a typed failure for anything that is not the contract (a 4xx, an error body, a PHP notice). */
export function parseSearch(answer: ShopAnswer<unknown>, base: string): SearchResult {
  if (!answer.ok) return { kind: 'failed', aborted: answer.reason === 'aborted', reason: answer.reason };
  const body = answer.body;
  if (answer.status >= 400 || !isRecord(body) || !Array.isArray(body.suggestions)) return { kind: 'failed', aborted: false, reason: 'shape' };
  const suggestions: Suggestion[] = [];
  for (const raw of body.suggestions.slice(0, MAX_SUGGESTIONS)) {
    const suggestion = parseSuggestion(raw, base);
    if (!suggestion) return { kind: 'failed', aborted: false, reason: 'shape' };
    suggestions.push(suggestion);
  }
  return { kind: 'suggestions', suggestions };
}

/** What the field's text is sent as: trimmed, inner white space collapsed, at most MAX_QUERY_LENGTH characters. */
export function normaliseQuery(text: string): string {
  return [...text.replace(/\s+/g, ' ').trim()].slice(0, MAX_QUERY_LENGTH).join('');
}

/** Whether a normalised query is long enough to ask the shop (spec §5: 3 characters, counted as a reader counts them). */
export const isSearchable = (query: string) => [...query].length >= MIN_QUERY_LENGTH;

/** GET admin-ajax action={theme}_ajax_search_products: the suggestions for `query`, in a category when one is chosen. */
export async function searchProducts(query: string, category: string, options: RequestOptions = {}): Promise<SearchResult> {
  const fields: SearchRequest = { action: `${brandWords().theme}_ajax_search_products`, ...(category ? { product_cat: category } : {}), query };
  const answer = await getJson(adminAjaxUrl(), { ...fields }, { timeoutMs: SEARCH_TIMEOUT_MS, ...options });
  return parseSearch(answer, document.baseURI);
}
