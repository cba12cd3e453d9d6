/** Single product page (WooCommerce single-product templates + Germanized legal info). */
import { getCategory, products, type Product, type Variation } from '../catalogue.ts';
import { quantityRule, unitPriceCents } from '../cart.ts';
import { formatNumber, priceHtml, toCents } from '../format.ts';
import { html, quoted, type SafeHtml } from '../html.ts';
import {
  categoryUrl,
  imageUrl,
  productPriceHtml,
  productUrl,
  quantityField,
  TAX_INFO,
  unitLabel,
  unitPriceHtml,
  variationPriceHtml,
} from './common.ts';
import { productGrid } from './listing.ts';

function successMessage(product: Product): string {
  return `${quoted(product.name)} wurde deinem Warenkorb hinzugefügt`;
}

function simpleForm(product: Product): SafeHtml {
  const rule = quantityRule(product);
  const quantity = product.soldIndividually
    ? html`<input type="hidden" name="quantity" value="1">`
    : html`<sf-quantity>${quantityField({
        id: `quantity_${product.id}`,
        name: 'quantity',
        value: rule.min,
        min: rule.min,
        max: rule.max,
        step: rule.step,
        label: `Menge von ${quoted(product.name)}`,
      })}</sf-quantity>`;
  return html`<sf-add-to-cart><form class="cart" action="${productUrl(product)}" method="post" enctype="multipart/form-data">${quantity}<button type="submit" name="add-to-cart" value="${String(product.id)}" class="single_add_to_cart_button button alt ajax_add_to_cart" data-product_id="${String(product.id)}" data-quantity="${String(rule.min)}" data-success_message="${successMessage(product)}">In den Warenkorb</button></form></sf-add-to-cart>`;
}

/** Variation data as WooCommerce prints it into data-product_variations. */
export function variationData(product: Product, variation: Variation): Record<string, unknown> {
  const rule = quantityRule(product);
  const image = imageUrl(product);
  const inStock = variation.stock === 'instock';
  return {
    attributes: variation.attributes,
    availability_html: inStock ? '<p class="stock in-stock">Vorrätig</p>' : '<p class="stock out-of-stock">Nicht vorrätig</p>',
    backorders_allowed: false,
    dimensions: { length: '', width: '', height: '' },
    dimensions_html: 'n. v.',
    display_price: variation.price,
    display_regular_price: variation.regularPrice ?? variation.price,
    image: {
      title: product.name,
      caption: '',
      url: image,
      alt: product.name,
      src: image,
      srcset: false,
      sizes: '(max-width: 600px) 100vw, 600px',
      full_src: image,
      full_src_w: 600,
      full_src_h: 600,
      gallery_thumbnail_src: image,
      gallery_thumbnail_src_w: 100,
      gallery_thumbnail_src_h: 100,
      thumb_src: image,
      thumb_src_w: 300,
      thumb_src_h: 300,
      src_w: 600,
      src_h: 600,
    },
    image_id: product.id,
    is_downloadable: false,
    is_in_stock: inStock,
    is_purchasable: true,
    is_sold_individually: product.soldIndividually ? 'yes' : 'no',
    is_virtual: false,
    max_qty: inStock ? (rule.max ?? '') : 0,
    min_qty: rule.min,
    price_html: `<span class="price">${variationPriceHtml(variation).value}</span>`,
    sku: variation.sku,
    variation_description: '',
    variation_id: variation.id,
    variation_is_active: true,
    variation_is_visible: true,
    weight: '',
    weight_html: 'n. v.',
    delivery_time: `Lieferzeit: ${product.deliveryTime}`,
    tax_info: TAX_INFO,
    shipping_costs_info: 'zzgl. <a href="/versand/">Versandkosten</a>',
    unit_price: variation.unit ? unitPriceHtml(variation.price, variation.unit).value : '',
    product_units: variation.unit ? `${formatNumber(variation.unit.content)} ${variation.unit.unit}` : '',
  };
}

function variableForm(product: Product): SafeHtml {
  const rule = quantityRule(product);
  const data = JSON.stringify((product.variations ?? []).map((v) => variationData(product, v)));
  const rows = (product.attributes ?? []).map(
    (attr) =>
      html`<tr><th class="label" scope="row"><label for="${attr.name}">${attr.label}</label></th><td class="value"><select id="${attr.name}" name="attribute_${attr.name}" data-attribute_name="attribute_${attr.name}" data-show_option_none="yes"><option value="">Wähle eine Option</option>${attr.options.map(
        (o) => html`<option value="${o.slug}" class="attached enabled">${o.name}</option>`,
      )}</select></td></tr>`,
  );
  return html`<form class="variations_form cart" action="${productUrl(product)}" method="post" enctype="multipart/form-data" data-product_id="${String(product.id)}" data-product_variations="${data}"><table class="variations" role="presentation"><tbody>${rows}</tbody></table><div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button"><sf-quantity>${quantityField(
    {
      id: `quantity_${product.id}`,
      name: 'quantity',
      value: rule.min,
      min: rule.min,
      max: rule.max,
      step: rule.step,
      label: `Menge von ${quoted(product.name)}`,
    },
  )}</sf-quantity><button type="submit" class="single_add_to_cart_button button alt">In den Warenkorb</button><input type="hidden" name="add-to-cart" value="${String(product.id)}"><input type="hidden" name="product_id" value="${String(product.id)}"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form>`;
}

function unitPriceBlock(product: Product): SafeHtml {
  if (product.type === 'variable') {
    const withUnits = (product.variations ?? []).filter((v) => v.unit);
    if (!withUnits.length) return html``;
    const cheapest = Math.min(...withUnits.map((v) => unitPriceCents(toCents(v.price), v.unit!)));
    const unit = withUnits[0]!.unit!;
    return html`<p class="price price-unit smaller wc-gzd-additional-info"><span class="unit-price">ab ${priceHtml(cheapest)} / <span class="unit">${unitLabel(unit)}</span></span></p>`;
  }
  if (!product.unit) return html``;
  return html`<p class="price price-unit smaller wc-gzd-additional-info"><span class="unit-price">${unitPriceHtml(product.price, product.unit)}</span></p>`;
}

function additionalInfo(product: Product): SafeHtml {
  const rows: SafeHtml[] = [];
  if (product.weightKg !== undefined) rows.push(html`<tr><th scope="row">Gewicht</th><td>${formatNumber(product.weightKg)} kg</td></tr>`);
  for (const attr of product.attributes ?? []) {
    rows.push(html`<tr><th scope="row">${attr.label}</th><td>${attr.options.map((o) => o.name).join(', ')}</td></tr>`);
  }
  if (product.unit) rows.push(html`<tr><th scope="row">Inhalt</th><td>${formatNumber(product.unit.content)} ${product.unit.unit}</td></tr>`);
  if (!rows.length) return html``;
  return html`<section class="product-section" aria-labelledby="additional-information-heading"><h2 id="additional-information-heading">Zusätzliche Informationen</h2><table class="woocommerce-product-attributes shop_attributes"><tbody>${rows}</tbody></table></section>`;
}

export function productPage(product: Product): SafeHtml {
  const category = getCategory(product.categorySlug);
  const inStock = product.stock === 'instock';
  const form = !inStock
    ? html`<p class="stock out-of-stock">Nicht vorrätig</p>`
    : product.type === 'variable'
      ? variableForm(product)
      : simpleForm(product);
  const related = products.filter((p) => p.categorySlug === product.categorySlug && p.id !== product.id).slice(0, 3);
  const sku = html`<span class="sku_wrapper">Artikelnummer: <span class="sku">${product.sku}</span></span>`;
  const cat = category ? html` <span class="posted_in">Kategorie: <a href="${categoryUrl(category.slug)}" rel="tag">${category.name}</a></span>` : '';
  return html`<nav class="woocommerce-breadcrumb" aria-label="Brotkrümelnavigation"><a href="/">Startseite</a> / <a href="/shop/">Shop</a>${category ? html` / <a href="${categoryUrl(category.slug)}">${category.name}</a>` : ''} / <span aria-current="page">${product.name}</span></nav><div id="product-${String(product.id)}" class="product type-product post-${String(product.id)} ${product.stock} product-type-${product.type}"><div class="product-layout"><div class="woocommerce-product-gallery images" data-columns="4"><div class="woocommerce-product-gallery__wrapper"><div class="woocommerce-product-gallery__image"><a href="${imageUrl(product)}"><img src="${imageUrl(product)}" width="600" height="600" alt="${product.name}" class="wp-post-image"></a></div></div></div><div class="summary entry-summary"><h1 class="product_title entry-title">${product.name}</h1><p class="price">${productPriceHtml(product)}</p>${unitPriceBlock(product)}<div class="legal-price-info"><p class="wc-gzd-additional-info tax-info">${TAX_INFO}</p><p class="wc-gzd-additional-info shipping-costs-info">zzgl. <a href="/versand/">Versandkosten</a></p></div><p class="wc-gzd-additional-info delivery-time-info">Lieferzeit: ${product.deliveryTime}</p><div class="woocommerce-product-details__short-description"><p>${product.shortDescription}</p></div>${inStock && product.type === 'simple' ? html`<p class="stock in-stock">Vorrätig</p>` : ''}${form}<div class="product_meta">${sku}${cat}</div></div></div><section class="product-section" aria-labelledby="description-heading"><h2 id="description-heading">Beschreibung</h2><p>${product.description}</p></section>${additionalInfo(product)}${related.length ? html`<section class="related products" aria-labelledby="related-heading"><h2 id="related-heading">Ähnliche Produkte</h2>${productGrid(related)}</section>` : ''}</div>`;
}
