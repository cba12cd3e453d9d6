/**
 * The header search form on every page, shaped like Flatsome's searchform.php: a GET form to
 * the home page with `s`, `post_type=product` and the category select, which works without
 * JavaScript (the search results page, ./register.ts); `sf-live-search` adds the suggestions.
 * The placeholder is short ('Suchen …', as Flatsome's own 'Suche…' is): beside the category select
 * and the button, WooCommerce's 'Produkte suchen …' was cut on a phone; the
 * screen-reader label says what is searched.
 */
import { html, type SafeHtml } from '../shared/html.ts';
import { categoryOptions } from './matching.ts';

/** What the form shows filled in: the search the page is the result of. */
export interface CurrentSearch {
  query: string;
  category: string;
}

export function headerSearchForm(current: CurrentSearch = { query: '', category: '' }): SafeHtml {
  const options = categoryOptions().map(({ slug, name }) => html`<option value="${slug}"${slug === current.category ? html` selected="selected"` : ''}>${name}</option>`);
  return html`<sf-live-search class="header-search"><div class="searchform-wrapper ux-search-box relative is-normal"><form role="search" method="get" class="searchform" action="/"><div class="flex-row relative"><div class="flex-col search-form-categories"><select class="search_categories resize-select mb-0" name="product_cat" aria-label="Kategorie für die Suche">${options}</select></div><div class="flex-col flex-grow"><label class="screen-reader-text" for="woocommerce-product-search-field-0">Suche nach:</label><input type="search" id="woocommerce-product-search-field-0" class="search-field mb-0" placeholder="Suchen …" value="${current.query}" name="s" autocomplete="off" maxlength="100"><input type="hidden" name="post_type" value="product"></div><div class="flex-col"><button type="submit" value="Suchen" class="ux-search-submit submit-button secondary button icon mb-0" aria-label="Suchen"><svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20"><circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" stroke-width="2"/><path d="M13 13l5 5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg></button></div></div><div class="live-search-results text-left z-top"></div></form></div></sf-live-search>`;
}
