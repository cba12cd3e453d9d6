/** Product listings: shop, categories, home (WooCommerce content-product.php markup). */
import { categories, orderByOptions, type Category, type OrderBy, type Product } from './catalogue.ts';
import { html, quoted, type SafeHtml } from '../shared/html.ts';
import { taxInfo } from './legal.ts';
import { categoryUrl, imageUrl, productPriceHtml, productUrl, unitPriceHtml } from '../shared/markup.ts';

function addToCartButton(product: Product): SafeHtml {
  if (product.type === 'variable') {
    return html`<a href="${productUrl(product)}" data-quantity="1" class="button product_type_variable add_to_cart_button" data-product_id="${String(product.id)}" data-product_sku="${product.sku}" aria-label="Ausführung wählen für ${quoted(product.name)}" rel="nofollow">Ausführung wählen</a>`;
  }
  if (product.stock !== 'instock') {
    return html`<p class="stock out-of-stock">Nicht vorrätig</p><a href="${productUrl(product)}" class="button product_type_simple" data-product_id="${String(product.id)}" data-product_sku="${product.sku}" aria-label="Weiterlesen über ${quoted(product.name)}" rel="nofollow">Weiterlesen</a>`;
  }
  return html`<a href="?add-to-cart=${String(product.id)}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${String(product.id)}" data-product_sku="${product.sku}" aria-label="In den Warenkorb legen: ${quoted(product.name)}" data-success_message="${quoted(product.name)} wurde deinem Warenkorb hinzugefügt" rel="nofollow">In den Warenkorb</a>`;
}

/** Flatsome quick view trigger; without JavaScript a plain link to the product page. */
export function quickViewTrigger(product: Product): SafeHtml {
  return html`<a href="${productUrl(product)}" class="quick-view" data-prod="${String(product.id)}" aria-label="Schnellansicht: ${quoted(product.name)}">Schnellansicht</a>`;
}

export function productClasses(product: Product): string {
  const classes = ['product', 'type-product', `post-${product.id}`, product.stock, `product_cat-${product.categorySlug}`, `product-type-${product.type}`];
  if (product.regularPrice !== undefined) classes.push('sale');
  if (product.soldIndividually) classes.push('sold-individually');
  return classes.join(' ');
}

export function productLoopItem(product: Product): SafeHtml {
  const unit = product.type === 'simple' && product.unit ? html`<p class="price-unit">${unitPriceHtml(product.price, product.unit)}</p>` : '';
  const sale = product.regularPrice !== undefined ? html`<span class="onsale">Angebot!</span>` : '';
  return html`<li class="${productClasses(product)}"><a href="${productUrl(product)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${sale}<img src="${imageUrl(product)}" width="300" height="300" alt="${product.name}" loading="lazy"><h2 class="woocommerce-loop-product__title">${product.name}</h2><span class="price">${productPriceHtml(product)}</span></a><p class="wc-gzd-additional-info tax-info">${taxInfo(product)}</p>${unit}${addToCartButton(product)}${quickViewTrigger(product)}</li>`;
}

/**
 * One element of each widget around the whole loop, not one per product: both delegate, so 24
 * products cost two component roots instead of 48 (a theme prints them in the loop's start
 * and end hooks). Add to cart upgrades once the loop is shown, quick view on the first
 * pointer or focus in it.
 */
export function productGrid(list: readonly Product[]): SafeHtml {
  return html`<sf-quick-view><sf-add-to-cart><ul class="products columns-3">${list.map(productLoopItem)}</ul></sf-add-to-cart></sf-quick-view>`;
}

export function resultCount(count: number): string {
  if (count === 0) return 'Keine Produkte gefunden';
  if (count === 1) return 'Zeige das einzige Ergebnis';
  return `Zeige alle ${count} Ergebnisse`;
}

/**
 * The sort order select, with the note sf-shop-ordering shows in the place of 'Sortieren' once the
 * select submits on change (its text in widgets/shop-ordering/i18n.ts): printed with the button,
 * so that their place is as large before the upgrade as after it and nothing on the page moves
 * when the widget comes (widgets/shop-ordering/README.md). `keep`: the query fields the listing was asked with (a search's s,
 * post_type, product_cat), sent again as hidden fields as WooCommerce's
 * wc_query_string_form_fields() does, so that sorting keeps the search.
 */
export function orderingForm(orderBy: OrderBy, keep: Readonly<Record<string, string>> = {}): SafeHtml {
  return html`<sf-shop-ordering><form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop-Reihenfolge">${orderByOptions.map(
    (o) => html`<option value="${o.value}"${o.value === orderBy ? html` selected="selected"` : ''}>${o.label}</option>`,
  )}</select><input type="hidden" name="paged" value="1">${Object.entries(keep).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}<span class="sf-ordering__submit"><button type="submit" class="button orderby-submit">Sortieren</button><span class="sf-ordering__hint">Die Seite wird nach der Auswahl neu sortiert geladen.</span></span></form></sf-shop-ordering>`;
}

export interface ListingOptions {
  heading: string;
  intro?: string;
  products: readonly Product[];
  orderBy: OrderBy;
  category?: Category;
  /** The last crumb when it is neither the shop nor a category (a search). */
  crumb?: string;
  /** Query fields the sort order form sends again (see orderingForm). */
  keep?: Readonly<Record<string, string>>;
}

export function listingPage(opts: ListingOptions): SafeHtml {
  const crumbs = opts.crumb
    ? html`<nav class="woocommerce-breadcrumb" aria-label="Brotkrümelnavigation"><a href="/">Startseite</a> / <span aria-current="page">${opts.crumb}</span></nav>`
    : opts.category
      ? html`<nav class="woocommerce-breadcrumb" aria-label="Brotkrümelnavigation"><a href="/">Startseite</a> / <a href="/shop/">Shop</a> / <span aria-current="page">${opts.category.name}</span></nav>`
      : html`<nav class="woocommerce-breadcrumb" aria-label="Brotkrümelnavigation"><a href="/">Startseite</a> / <span aria-current="page">Shop</span></nav>`;
  return html`${crumbs}<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">${opts.heading}</h1>${opts.intro ? html`<div class="term-description"><p>${opts.intro}</p></div>` : ''}</header><div class="shop-toolbar"><p class="woocommerce-result-count" role="status">${resultCount(opts.products.length)}</p>${orderingForm(opts.orderBy, opts.keep)}</div>${productGrid(opts.products)}`;
}

export function categoryLinks(): SafeHtml {
  return html`<ul class="category-links">${categories.map((c) => html`<li><a href="${categoryUrl(c.slug)}" class="category-card" style="--card-colour:${c.colour}"><span class="category-card__name">${c.name}</span><span class="category-card__text">${c.description}</span></a></li>`)}</ul>`;
}
