/**
 * WooCommerce's stock product templates (content-product.php and its loop button,
 * content-single-product.php, add-to-cart/simple.php, variable.php,
 * variation-add-to-cart-button.php), German, with our elements where the WordPress plugin puts
 * them (common contract points 1 and 2): `<sf-add-to-cart>` around `ul.products`; around the
 * simple and the variable product form (`<sf-add-to-cart><sf-variation-form>`), the form's
 * quantity in `<sf-quantity>` and on its button the class `ajax_add_to_cart` and
 * `data-product_id` (the plugin buffers between woocommerce_before_add_to_cart_button and
 * woocommerce_after_add_to_cart_button). Everything else as WooCommerce prints it.
 */
import { AJAX_VARIATION_THRESHOLD, getCategory, orderByOptions, products, type Product } from '../../product/catalogue.ts';
import { quantityRule } from '../../cart/model.ts';
import { taxInfo } from '../../product/legal.ts';
import { resultCount, type ListingOptions } from '../../product/listing.ts';
import { imageData, variationData } from '../../product/product-page.ts';
import { formatNumber } from '../../shared/format.ts';
import { html, quoted, type SafeHtml } from '../../shared/html.ts';
import { categoryUrl, imageUrl, productPriceHtml, productUrl, quantityField } from '../../shared/markup.ts';
import type { Crumb } from '../../site/layout.ts';
import type { ThemePage } from '../templates.ts';

const id = (product: Product) => String(product.id);

/** WooCommerce's loop add-to-cart link and the text it is described by. */
function loopButton(product: Product): SafeHtml {
  const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${id(product)}`;
  const common = html`aria-describedby="${describedBy}" data-quantity="1" data-product_id="${id(product)}" data-product_sku="${product.sku}" rel="nofollow"`;
  if (product.type === 'simple' && product.stock === 'instock') {
    return html`<a href="?add-to-cart=${id(product)}" ${common} class="button product_type_simple add_to_cart_button ajax_add_to_cart" aria-label="In den Warenkorb legen: ${quoted(product.name)}" data-success_message="${quoted(product.name)} wurde deinem Warenkorb hinzugefügt">In den Warenkorb</a><span id="${describedBy}" class="screen-reader-text"></span>`;
  }
  if (product.type === 'variable') {
    return html`<a href="${productUrl(product)}" ${common} class="button product_type_variable add_to_cart_button" aria-label="Ausführung wählen für ${quoted(product.name)}">Ausführung wählen</a><span id="${describedBy}" class="screen-reader-text">Dieses Produkt weist mehrere Varianten auf. Die Optionen können auf der Produktseite gewählt werden.</span>`;
  }
  return html`<a href="${productUrl(product)}" ${common} class="button product_type_${product.type}" aria-label="Weiterlesen: ${quoted(product.name)}">Weiterlesen</a><span id="${describedBy}" class="screen-reader-text"></span>`;
}

function postClasses(product: Product): string {
  const classes = ['product', 'type-product', `post-${id(product)}`, 'status-publish', product.stock, `product_cat-${product.categorySlug}`];
  if (product.regularPrice !== undefined) classes.push('sale');
  classes.push('taxable', 'shipping-taxable', 'purchasable', `product-type-${product.type}`);
  return classes.join(' ');
}

function loopItem(product: Product): SafeHtml {
  const sale = product.regularPrice !== undefined ? html`<span class="onsale">Angebot!</span>` : '';
  return html`<li class="${postClasses(product)}"><a href="${productUrl(product)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img width="324" height="324" src="${imageUrl(product)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="" loading="lazy"><h2 class="woocommerce-loop-product__title">${product.name}</h2>${sale}<span class="price">${productPriceHtml(product)}</span></a>${loopButton(product)}</li>`;
}

/** The loop between woocommerce_product_loop_start and _end, where the plugin opens and closes `<sf-add-to-cart>`. */
export function stockProductGrid(list: readonly Product[]): SafeHtml {
  return html`<sf-add-to-cart><ul class="products columns-3">${list.map(loopItem)}</ul></sf-add-to-cart>`;
}

/**
 * woocommerce_catalog_ordering(): without WooCommerce's own script (which submits it on change)
 * the select needs a button, so it has one.
 */
function ordering(opts: ListingOptions): SafeHtml {
  return html`<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop-Reihenfolge">${orderByOptions.map(
    (o) => html`<option value="${o.value}"${o.value === opts.orderBy ? html` selected="selected"` : ''}>${o.label}</option>`,
  )}</select><input type="hidden" name="paged" value="1">${Object.entries(opts.keep ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}<button type="submit" class="button">Sortieren</button></form>`;
}

export function stockListingPage(opts: ListingOptions): ThemePage {
  const crumbs: Crumb[] | undefined = opts.crumb ? [{ label: opts.crumb }] : opts.category ? [{ label: opts.category.name }] : undefined;
  const content = html`<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">${opts.heading}</h1>${opts.intro ? html`<div class="term-description"><p>${opts.intro}</p></div>` : ''}</header><div class="storefront-sorting"><div class="woocommerce-notices-wrapper"></div>${ordering(opts)}<p class="woocommerce-result-count" role="alert" aria-relevant="all">${resultCount(opts.products.length)}</p></div>${
    opts.products.length ? stockProductGrid(opts.products) : html`<p class="woocommerce-info woocommerce-no-products-found">Es wurden keine Produkte gefunden, die deiner Auswahl entsprechen.</p>`
  }`;
  return { content, crumbs };
}

/** woocommerce_quantity_input() as WooCommerce 9 prints it (with the aria-label beside the label), in the plugin's `<sf-quantity>`. */
function quantity(product: Product, name: string): SafeHtml {
  const rule = quantityRule(product);
  if (product.soldIndividually) return html`<div class="quantity"><input type="hidden" name="${name}" value="1"></div>`;
  return html`<sf-quantity>${quantityField({ id: `quantity_${id(product)}`, name, value: rule.min, min: rule.min, max: rule.max, step: rule.step, label: `${product.name} Menge`, ariaLabel: 'Produktmenge' })}</sf-quantity>`;
}

/** The form's button with what the plugin adds (the stock button has neither the class nor the id). */
const AJAX_BUTTON = 'single_add_to_cart_button button alt ajax_add_to_cart';

function simpleForm(product: Product, walletArea: SafeHtml | undefined): SafeHtml {
  return html`<sf-add-to-cart><form class="cart" action="${productUrl(product)}" method="post" enctype="multipart/form-data">${quantity(product, 'quantity')}<button type="submit" name="add-to-cart" value="${id(product)}" class="${AJAX_BUTTON}" data-product_id="${id(product)}">In den Warenkorb</button>${walletArea ?? ''}</form></sf-add-to-cart>`;
}

function variableForm(product: Product, walletArea: SafeHtml | undefined): SafeHtml {
  const variations = product.variations ?? [];
  const data = variations.length > AJAX_VARIATION_THRESHOLD ? 'false' : JSON.stringify(variations.map((v) => variationData(product, v)));
  const attributes = product.attributes ?? [];
  const rows = attributes.map(
    (attr, index) =>
      html`<tr><th class="label"><label for="${attr.name}">${attr.label}</label></th><td class="value"><select id="${attr.name}" class="" name="attribute_${attr.name}" data-attribute_name="attribute_${attr.name}" data-show_option_none="yes"><option value="">Wähle eine Option</option>${attr.options.map(
        (option) => html`<option value="${option.slug}">${option.name}</option>`,
      )}</select>${index === attributes.length - 1 ? html`<a class="reset_variations" href="#" aria-label="Auswahl zurücksetzen">Zurücksetzen</a>` : ''}</td></tr>`,
  );
  return html`<sf-add-to-cart><sf-variation-form><form class="variations_form cart" action="${productUrl(product)}" method="post" enctype="multipart/form-data" data-product_id="${id(product)}" data-product_variations="${data}"><table class="variations" cellspacing="0" role="presentation"><tbody>${rows}</tbody></table><div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div><div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">${quantity(product, 'quantity')}<button type="submit" class="${AJAX_BUTTON}" data-product_id="${id(product)}">In den Warenkorb</button>${walletArea ?? ''}<input type="hidden" name="add-to-cart" value="${id(product)}"><input type="hidden" name="product_id" value="${id(product)}"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form></sf-variation-form></sf-add-to-cart>`;
}

/** The booking product's form is a plugin's (WooCommerce Bookings), which this theme does not print: it points to the seed theme. */
function bookingNote(product: Product): SafeHtml {
  return html`<p class="sf-theme-note">Termine werden im Seed-Theme gebucht: <a href="${productUrl(product)}?sf_theme=flatsome">Termin wählen (wechselt das Theme)</a></p>`;
}

function purchase(product: Product, walletArea: SafeHtml | undefined): SafeHtml {
  if (product.stock !== 'instock') return html`<p class="stock out-of-stock">Nicht vorrätig</p>`;
  if (product.type === 'variable') return variableForm(product, walletArea);
  if (product.type === 'simple') return html`<p class="stock in-stock">Vorrätig</p>${simpleForm(product, walletArea)}`;
  return bookingNote(product);
}

/** single-product/tabs/tabs.php with the description and, where there is one, the weight. */
function tabs(product: Product): SafeHtml {
  const panels = [{ key: 'description', title: 'Beschreibung', content: html`<h2>Beschreibung</h2><p>${product.description}</p>` }];
  if (product.weightKg !== undefined) {
    panels.push({
      key: 'additional_information',
      title: 'Zusätzliche Informationen',
      content: html`<h2>Zusätzliche Informationen</h2><table class="woocommerce-product-attributes shop_attributes" aria-label="Produktdetails"><tbody><tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th class="woocommerce-product-attributes-item__label" scope="row">Gewicht</th><td class="woocommerce-product-attributes-item__value">${formatNumber(product.weightKg)} kg</td></tr></tbody></table>`,
    });
  }
  return html`<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">${panels.map(
    (p) => html`<li role="presentation" class="${p.key}_tab" id="tab-title-${p.key}"><a href="#tab-${p.key}" role="tab" aria-controls="tab-${p.key}">${p.title}</a></li>`,
  )}</ul>${panels.map(
    (p) =>
      html`<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${p.key} panel entry-content wc-tab" id="tab-${p.key}" role="tabpanel" aria-labelledby="tab-title-${p.key}">${p.content}</div>`,
  )}</div>`;
}

export function stockProductPage(product: Product, walletArea?: SafeHtml): ThemePage {
  const category = getCategory(product.categorySlug);
  const [image] = imageData(product);
  const related = products.filter((p) => p.categorySlug === product.categorySlug && p.id !== product.id).slice(0, 3);
  const gallery = html`<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4"><div class="woocommerce-product-gallery__wrapper"><div data-thumb="${image!.galleryThumb}" data-thumb-alt="${image!.alt}" class="woocommerce-product-gallery__image"><a href="${image!.full}"><img width="600" height="600" src="${image!.src}" class="wp-post-image" alt="${image!.alt}" data-large_image="${image!.full}" data-large_image_width="1200" data-large_image_height="1200" decoding="async"></a></div></div></div>`;
  const meta = html`<div class="product_meta"><span class="sku_wrapper">Artikelnummer: <span class="sku">${product.sku}</span></span>${
    category ? html` <span class="posted_in">Kategorie: <a href="${categoryUrl(category.slug)}" rel="tag">${category.name}</a></span>` : ''
  }</div>`;
  const content = html`<div class="woocommerce-notices-wrapper"></div><div id="product-${id(product)}" class="${postClasses(product)}">${gallery}<div class="summary entry-summary"><h1 class="product_title entry-title">${product.name}</h1><p class="price">${productPriceHtml(product)}</p><p class="wc-gzd-additional-info tax-info">${taxInfo(product)}, zzgl. <a href="/versand/">Versand</a></p><div class="woocommerce-product-details__short-description"><p>${product.shortDescription}</p></div>${purchase(
    product,
    walletArea,
  )}${meta}</div>${tabs(product)}${related.length ? html`<section class="related products"><h2>Ähnliche Produkte</h2>${stockProductGrid(related)}</section>` : ''}</div>`;
  const crumbs: Crumb[] = [...(category ? [{ label: category.name, href: categoryUrl(category.slug) }] : []), { label: product.name }];
  return { content, crumbs };
}
