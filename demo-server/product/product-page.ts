/**
 * Single product page and quick view (WooCommerce single-product templates, Germanized legal
 * info, Flatsome quick view). Every legal value sits in an element with data-sf-field="<field>"
 * (its innerHTML is exactly the field's HTML from legal.ts, as in the variation JSON); the
 * element that disappears when the value is empty carries data-sf-block="<field>".
 */
import { addDays, BOOKING_DATE_FIELD, BOOKING_DAYS_AHEAD, berlinToday } from '../cart/booking.ts';
import { AJAX_VARIATION_THRESHOLD, getCategory, offersBuyNow, productImages, products, type Product, type Review, type Variation } from './catalogue.ts';
import { quantityRule } from '../cart/model.ts';
import { formatNumber } from '../shared/format.ts';
import { imageFileUrl } from './images.ts';
import { fieldsInUse, hasProductSafetyInformation, legalValues, type LegalField, type LegalValues } from './legal.ts';
import { html, join, quoted, raw, scriptJson, type HtmlValue, type SafeHtml } from '../shared/html.ts';
import { productReviews, ratingSummary } from './reviews.ts';
import { restNonce, signedIn, themeState } from '../theme/state.ts';
import { MAX_UPLOAD_BYTES } from '../media/library.ts';
import { sessionNonce, type Session } from '../shared/session.ts';
import { categoryUrl, productPriceHtml, productUrl, quantityField, salePriceHtml, variationPriceHtml } from '../shared/markup.ts';
import type { VariationObject } from './contract-types.ts';
import { productGrid } from './listing.ts';

function successMessage(product: Product): string {
  return `${quoted(product.name)} wurde deinem Warenkorb hinzugefügt`;
}

/** Prefix for ids in markup that can appear twice on a page (quick view). */
interface RenderOptions {
  idPrefix?: string;
  /** Printed after the form's buttons, inside the form (the wallet's buttons, as the plugin's woocommerce_after_add_to_cart_button hook). */
  afterButtons?: SafeHtml;
}

/**
 * The form field that turns an add into 'buy now' (add, then the checkout). Its value is the
 * product id, as `add-to-cart`'s is: in a simple product's form that field is the add
 * button's own, so it is not posted when 'buy now' is pressed.
 */
export const BUY_NOW_FIELD = 'sf-buy-now';

/** A second submit button of the purchase form, on products that offer it. */
function buyNowButton(product: Product): SafeHtml {
  return offersBuyNow(product) ? html`<button type="submit" name="${BUY_NOW_FIELD}" value="${String(product.id)}" class="button buy-now-button">Jetzt kaufen</button>` : html``;
}

/** The purchase form's quantity field, starting at the product's minimum. */
function purchaseQuantity(product: Product, idPrefix = ''): SafeHtml {
  const rule = quantityRule(product);
  return html`<sf-quantity>${quantityField({
    id: `${idPrefix}quantity_${product.id}`,
    name: 'quantity',
    value: rule.min,
    min: rule.min,
    max: rule.max,
    step: rule.step,
    label: `Menge von ${quoted(product.name)}`,
  })}</sf-quantity>`;
}

/**
 * A booking product's day (WooCommerce Bookings' fields, `wc_bookings_field*`) and the plugin's
 * marker `.wc-booking-product-id`: from tomorrow, 180 days ahead (the server checks the same rule).
 */
function bookingFields(product: Product, idPrefix = ''): SafeHtml {
  if (product.type !== 'booking') return html``;
  const today = berlinToday();
  const id = `${idPrefix}${BOOKING_DATE_FIELD}_${product.id}`;
  return html`<div class="wc-bookings-booking-form"><input type="hidden" class="wc-booking-product-id" value="${String(product.id)}"><p class="form-field form-field-wide"><label for="${id}">Termin (Tag) <abbr class="required" title="erforderlich">*</abbr></label> <input type="date" id="${id}" name="${BOOKING_DATE_FIELD}" required min="${addDays(today, 1)}" max="${addDays(today, BOOKING_DAYS_AHEAD)}" aria-describedby="${id}-hint"></p><p id="${id}-hint" class="wc-bookings-hint">Montag bis Samstag, ab morgen; sonntags ist die Werkstatt geschlossen.</p></div>`;
}

function simpleForm(product: Product, o: RenderOptions = {}): SafeHtml {
  const rule = quantityRule(product);
  const quantity = product.soldIndividually ? html`<input type="hidden" name="quantity" value="1">` : purchaseQuantity(product, o.idPrefix);
  return html`<sf-add-to-cart><form class="cart" action="${productUrl(product)}" method="post" enctype="multipart/form-data">${bookingFields(product, o.idPrefix)}${quantity}<button type="submit" name="add-to-cart" value="${String(product.id)}" class="single_add_to_cart_button button alt ajax_add_to_cart" data-product_id="${String(product.id)}" data-quantity="${String(rule.min)}" data-success_message="${successMessage(product)}">In den Warenkorb</button>${buyNowButton(product)}${o.afterButtons ?? ''}</form></sf-add-to-cart>`;
}

// ---- Images ---------------------------------------------------------------------------------

export interface ImageData {
  index: number;
  alt: string;
  title: string;
  caption: string;
  src: string;
  full: string;
  thumb: string;
  galleryThumb: string;
}

export function imageData(product: Product): ImageData[] {
  return productImages(product).map((image, i) => ({
    index: i + 1,
    ...image,
    src: imageFileUrl(product.slug, i + 1, 600),
    full: imageFileUrl(product.slug, i + 1, 1200),
    thumb: imageFileUrl(product.slug, i + 1, 300),
    galleryThumb: imageFileUrl(product.slug, i + 1, 100),
  }));
}

/** WooCommerce single-product/product-image.php inside <sf-product-gallery>. */
export function gallery(product: Product): SafeHtml {
  const images = imageData(product);
  const items = images.map(
    (img) =>
      html`<div data-thumb="${img.galleryThumb}" data-thumb-alt="${img.alt}" class="woocommerce-product-gallery__image"><a href="${img.full}"><img width="600" height="600" src="${img.src}"${img.index === 1 ? html` class="wp-post-image"` : ''} alt="${img.alt}" title="${img.title}" data-caption="${img.caption}" data-src="${img.full}" data-large_image="${img.full}" data-large_image_width="1200" data-large_image_height="1200" decoding="async"></a></div>`,
  );
  return html`<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4"><sf-product-gallery><div class="woocommerce-product-gallery__wrapper">${items}</div></sf-product-gallery></div>`;
}

// ---- Variations -----------------------------------------------------------------------------

/** Variation object as WooCommerce returns it (data-product_variations, get_variation). */
export function variationData(product: Product, variation: Variation): VariationObject {
  const rule = quantityRule(product);
  const [main] = imageData(product);
  const inStock = variation.stock === 'instock';
  const purchasable = variation.purchasable !== false;
  const legal = legalValues(product, variation);
  const weight = variation.weightKg ?? product.weightKg;
  const srcset = `${main!.src} 600w, ${main!.thumb} 300w, ${main!.galleryThumb} 100w, ${main!.full} 1200w`;
  return {
    attributes: variation.attributes,
    availability_html: !inStock
      ? '<p class="stock out-of-stock">Nicht vorrätig</p>'
      : purchasable
        ? '<p class="stock in-stock">Vorrätig</p>'
        : '<p class="stock unavailable">Diese Ausführung ist online nicht bestellbar.</p>',
    backorders_allowed: false,
    dimensions: { length: '', width: '', height: '' },
    dimensions_html: 'n. v.',
    display_price: variation.price,
    display_regular_price: variation.regularPrice ?? variation.price,
    image: {
      title: main!.title,
      caption: main!.caption,
      url: main!.full,
      alt: main!.alt,
      src: main!.src,
      srcset,
      sizes: '(max-width: 600px) 100vw, 600px',
      full_src: main!.full,
      full_src_w: 1200,
      full_src_h: 1200,
      gallery_thumbnail_src: main!.galleryThumb,
      gallery_thumbnail_src_w: 100,
      gallery_thumbnail_src_h: 100,
      thumb_src: main!.thumb,
      thumb_src_w: 300,
      thumb_src_h: 300,
      src_w: 600,
      src_h: 600,
    },
    image_id: product.id * 10 + 1,
    image_link: main!.full,
    image_src: main!.src,
    is_downloadable: false,
    is_in_stock: inStock,
    is_purchasable: purchasable,
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
    weight: weight === undefined ? '' : String(weight),
    weight_html: weight === undefined ? 'n. v.' : `${formatNumber(weight)} kg`,
    ...legal,
    has_product_safety_information: hasProductSafetyInformation(legal),
  };
}

function variableForm(product: Product, o: RenderOptions = {}): SafeHtml {
  const prefix = o.idPrefix ?? '';
  const variations = product.variations ?? [];
  const data = variations.length > AJAX_VARIATION_THRESHOLD ? 'false' : JSON.stringify(variations.map((v) => variationData(product, v)));
  const attributes = product.attributes ?? [];
  // WooCommerce 9.x prints the reset link after the last select; woocommerce.css (here
  // theme.css) hides it with `visibility: hidden` until a script shows it.
  const resetLink = html`<a class="reset_variations" href="#" aria-label="Auswahl zurücksetzen">Zurücksetzen</a>`;
  const rows = attributes.map(
    (attr, index) =>
      html`<tr><th class="label"><label for="${prefix}${attr.name}">${attr.label}</label></th><td class="value"><select id="${prefix}${attr.name}" name="attribute_${attr.name}" data-attribute_name="attribute_${attr.name}" data-show_option_none="yes"><option value="">Wähle eine Option</option>${attr.options.map(
        (opt) => html`<option value="${opt.slug}" class="attached enabled">${opt.name}</option>`,
      )}</select>${index === attributes.length - 1 ? resetLink : ''}</td></tr>`,
  );
  const id = String(product.id);
  return html`<sf-add-to-cart><sf-variation-form><form class="variations_form cart" action="${productUrl(product)}" method="post" enctype="multipart/form-data" data-product_id="${id}" data-product_variations="${data}"><table class="variations" role="presentation"><tbody>${rows}</tbody></table><div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div><div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">${purchaseQuantity(product, prefix)}<button type="submit" class="single_add_to_cart_button button alt ajax_add_to_cart disabled wc-variation-selection-needed" data-product_id="${id}" data-success_message="${successMessage(product)}">In den Warenkorb</button>${buyNowButton(product)}${o.afterButtons ?? ''}<input type="hidden" name="add-to-cart" value="${id}"><input type="hidden" name="product_id" value="${id}"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form></sf-variation-form></sf-add-to-cart>`;
}

function purchaseForm(product: Product, o: RenderOptions = {}): SafeHtml {
  if (product.stock !== 'instock') return html`<p class="stock out-of-stock">Nicht vorrätig</p>`;
  return product.type === 'variable' ? variableForm(product, o) : simpleForm(product, o);
}

// ---- Legal fields ---------------------------------------------------------------------------

/**
 * Printed fields and their values: simple products print what is set; variable products print
 * every field any variation uses, with the parent's value (hidden when empty).
 */
interface LegalContext {
  values: LegalValues;
  used: Set<LegalField>;
}

function legalContext(product: Product): LegalContext {
  return { values: legalValues(product), used: fieldsInUse(product) };
}

function hiddenIf(empty: boolean): SafeHtml {
  return empty ? html` hidden` : html``;
}

/** An element whose innerHTML is the field and which hides itself when empty. */
function fieldElement(ctx: LegalContext, field: LegalField, tag: string, cls: string): SafeHtml {
  if (!ctx.used.has(field)) return html``;
  const value = ctx.values[field];
  return html`${raw(`<${tag}`)} class="${cls}" data-sf-block="${field}" data-sf-field="${field}"${hiddenIf(!value)}>${raw(value)}${raw(`</${tag}>`)}`;
}

/** A labelled block: <wrapper data-sf-block><label or heading/>…<field/></wrapper>. */
function labelledField(ctx: LegalContext, field: LegalField, wrapper: (value: SafeHtml, hidden: SafeHtml) => SafeHtml): SafeHtml {
  if (!ctx.used.has(field)) return html``;
  const value = ctx.values[field];
  return wrapper(raw(value), hiddenIf(!value));
}

function headedBlock(ctx: LegalContext, field: LegalField, heading: LegalField, cls: string): SafeHtml {
  return labelledField(
    ctx,
    field,
    (value, hidden) =>
      html`<div class="${cls}" data-sf-block="${field}"${hidden}><h3 class="${cls}-heading" data-sf-field="${heading}">${raw(ctx.values[heading])}</h3><div class="${cls}-content" data-sf-field="${field}">${value}</div></div>`,
  );
}

function hasUnits(product: Product): boolean {
  return Boolean(product.unit || product.variations?.some((v) => v.unit));
}

/** Price for the displayed quantity (Germanized total price display: price × quantity). */
function displayedPrice(product: Product): SafeHtml {
  if (product.totalPriceDisplay && product.type === 'simple') {
    const quantity = quantityRule(product).min;
    if (quantity !== 1) return salePriceHtml(product.price * quantity, product.regularPrice === undefined ? undefined : product.regularPrice * quantity);
  }
  return productPriceHtml(product);
}

/** p.price and p.price-unit, wrapped in <sf-unit-price> when the product has units. */
function priceRegion(product: Product, ctx: LegalContext): SafeHtml {
  const price = html`<p class="price">${displayedPrice(product)}</p>`;
  if (!hasUnits(product)) return price;
  const unit = html`<p class="price price-unit smaller wc-gzd-additional-info" data-sf-block="unit_price"${hiddenIf(!ctx.values.unit_price)}><span class="unit-price" data-sf-field="unit_price">${raw(ctx.values.unit_price)}</span></p>`;
  return html`<sf-unit-price product-id="${String(product.id)}">${price}${unit}</sf-unit-price>`;
}

function summaryLegal(ctx: LegalContext): SafeHtml {
  const v = ctx.values;
  const legalPrice = html`<div class="legal-price-info"><p class="wc-gzd-additional-info"><span class="wc-gzd-additional-info tax-info" data-sf-block="tax_info" data-sf-field="tax_info">${raw(v.tax_info)}</span> <span class="wc-gzd-additional-info shipping-costs-info" data-sf-block="shipping_costs_info" data-sf-field="shipping_costs_info">${raw(v.shipping_costs_info)}</span></p></div>`;
  const units = labelledField(
    ctx,
    'product_units',
    (value, hidden) =>
      html`<p class="wc-gzd-additional-info product-units-wrapper product-units" data-sf-block="product_units"${hidden}>Inhalt: <span class="product-units-value" data-sf-field="product_units">${value}</span></p>`,
  );
  const delivery = html`<p class="wc-gzd-additional-info delivery-time-info" data-sf-block="delivery_time"${hiddenIf(!v.delivery_time)}>Lieferzeit: <span class="delivery-time" data-sf-field="delivery_time">${raw(v.delivery_time)}</span></p>`;
  return html`${legalPrice}${units}${delivery}${fieldElement(ctx, 'deposit_amount', 'p', 'wc-gzd-additional-info deposit-amount')}${fieldElement(
    ctx,
    'deposit_packaging_type',
    'p',
    'wc-gzd-additional-info deposit-packaging-type',
  )}${fieldElement(ctx, 'defect_description', 'div', 'wc-gzd-additional-info defect-description')}`;
}

// ---- Ratings and reviews --------------------------------------------------------------------

function ratingNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function starRating(rating: number, count?: number): SafeHtml {
  const width = `${Math.round((rating / 5) * 100 * 100) / 100}%`;
  const label = `Bewertet mit ${ratingNumber(rating)} von 5`;
  const basedOn = count === undefined ? '' : html` basierend auf <span class="rating">${String(count)}</span> ${count === 1 ? 'Kundenbewertung' : 'Kundenbewertungen'}`;
  return html`<div class="star-rating" role="img" aria-label="${label}"><span style="width:${width}">Bewertet mit <strong class="rating">${ratingNumber(rating)}</strong> von 5${basedOn}</span></div>`;
}

function ratingSummaryHtml(reviews: readonly Review[]): SafeHtml {
  const { average, count } = ratingSummary(reviews);
  if (!count) return html``;
  return html`<div class="woocommerce-product-rating">${starRating(average, count)}<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${String(count)}</span> ${count === 1 ? 'Kundenbewertung' : 'Kundenbewertungen'})</a></div>`;
}

const dateFormat = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });

function reviewItem(review: Review): SafeHtml {
  const id = String(review.id);
  return html`<li class="review" id="li-comment-${id}"><div id="comment-${id}" class="comment_container"><div class="comment-text">${starRating(review.rating)}<p class="meta"><strong class="woocommerce-review__author">${review.author}</strong>${review.verified ? html` <em class="woocommerce-review__verified verified">(Verifizierter Besitzer)</em>` : ''} <span class="woocommerce-review__dash">–</span> <time class="woocommerce-review__published-date" datetime="${review.date}">${dateFormat.format(new Date(review.date))}</time></p><div class="description"><p>${review.text}</p></div>${review.photo ? html`<p class="review-photo"><img src="${review.photo}" alt="Foto von ${review.author} zu dieser Bewertung" loading="lazy" decoding="async"></p>` : ''}</div></div></li>`;
}

/**
 * The review photo, for a signed-in visitor (WordPress lets only users with `upload_files`
 * into /wp/v2/media; the shop grants it to its customers for this). Printed hidden: without
 * JavaScript the form cannot send a file, and sf-review-form shows it, uploads the photo
 * through REST and posts its id in `review_photo_id`.
 */
const photoField = html`<p class="comment-form-photo" hidden><label for="review-photo">Foto (optional)</label> <input type="file" id="review-photo" accept="image/jpeg,image/png,image/webp" data-max-bytes="${String(MAX_UPLOAD_BYTES)}" aria-describedby="review-photo-hint"> <span id="review-photo-hint" class="comment-form-photo__hint">JPG, PNG oder WebP, höchstens 2 MB.</span><input type="hidden" name="review_photo_id" value=""></p>`;

function reviewsPanel(product: Product, reviews: readonly Review[], photoUpload: boolean): SafeHtml {
  const count = reviews.length;
  const title = count
    ? html`<h2 class="woocommerce-Reviews-title">${String(count)} ${count === 1 ? 'Bewertung' : 'Bewertungen'} für ${quoted(product.name)}</h2><ol class="commentlist">${reviews.map(reviewItem)}</ol>`
    : html`<h2 class="woocommerce-Reviews-title">Bewertungen</h2><p class="woocommerce-noreviews">Es gibt noch keine Bewertungen.</p>`;
  const replyTitle = count ? `Schreibe eine Bewertung für ${quoted(product.name)}` : `Schreibe die erste Bewertung für ${quoted(product.name)}`;
  const ratingOptions: [string, string][] = [
    ['', 'Bewerten …'],
    ['5', 'Perfekt'],
    ['4', 'Gut'],
    ['3', 'Durchschnittlich'],
    ['2', 'Nicht so schlecht'],
    ['1', 'Sehr schlecht'],
  ];
  const form = html`<sf-review-form><div id="review_form_wrapper"><div id="review_form"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">${replyTitle}</h3><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Deine E-Mail-Adresse wird nicht veröffentlicht.</span> <span class="required-field-message">Erforderliche Felder sind mit <span class="required">*</span> markiert</span></p><div class="comment-form-rating"><label for="rating">Deine Bewertung&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>${ratingOptions.map(
    ([value, label]) => html`<option value="${value}">${label}</option>`,
  )}</select></div><p class="comment-form-comment"><label for="comment">Deine Rezension&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" maxlength="5000" required></textarea></p><p class="comment-form-author"><label for="author">Name&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" maxlength="245" required></p><p class="comment-form-email"><label for="email">E-Mail&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" maxlength="100" aria-describedby="email-notes" required></p>${photoUpload ? photoField : ''}<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Senden"> <input type="hidden" name="comment_post_ID" value="${String(product.id)}" id="comment_post_ID"><input type="hidden" name="comment_parent" id="comment_parent" value="0"></p></form></div></div></div></sf-review-form>`;
  return html`<div id="reviews" class="woocommerce-Reviews"><div id="comments">${title}</div>${form}<div class="clear"></div></div>`;
}

// ---- Tabs -----------------------------------------------------------------------------------

function descriptionPanel(product: Product, ctx: LegalContext): SafeHtml {
  const food = join([
    fieldElement(ctx, 'food_description', 'div', 'wc-gzd-food-description'),
    labelledField(ctx, 'nutri_score', (value, hidden) => html`<p class="wc-gzd-nutri-score" data-sf-block="nutri_score"${hidden}>Nutri-Score: <span data-sf-field="nutri_score">${value}</span></p>`),
    headedBlock(ctx, 'ingredients', 'ingredients_heading', 'wc-gzd-ingredients'),
    headedBlock(ctx, 'allergenic', 'allergenic_heading', 'wc-gzd-allergenic'),
    headedBlock(ctx, 'nutrients', 'nutrients_heading', 'wc-gzd-nutrients-wrapper'),
  ]);
  return html`<h2>Beschreibung</h2><p>${product.description}</p>${food.value ? html`<div class="wc-gzd-food-information">${food}</div>` : ''}`;
}

function additionalRows(product: Product, ctx: LegalContext): SafeHtml[] {
  const row = (key: string, label: string, value: HtmlValue, valueClass = '') =>
    html`<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${key}"><th class="woocommerce-product-attributes-item__label" scope="row">${label}</th><td class="woocommerce-product-attributes-item__value${valueClass}">${value}</td></tr>`;
  const rows: SafeHtml[] = [];
  if (product.weightKg !== undefined) rows.push(row('weight', 'Gewicht', `${formatNumber(product.weightKg)} kg`, ' product_weight'));
  for (const attr of product.attributes ?? []) rows.push(row(`attribute_${attr.name}`, attr.label, html`<p>${attr.options.map((o) => o.name).join(', ')}</p>`));
  if (product.unit && product.type === 'simple') rows.push(row('unit', 'Inhalt', `${formatNumber(product.unit.content)} ${product.unit.unit}`));
  const legalRows: [LegalField, string][] = [
    ['net_filling_quantity', 'Füllmenge'],
    ['drained_weight', 'Abtropfgewicht'],
    ['food_place_of_origin', 'Herkunft'],
    ['food_distributor', 'Lebensmittelunternehmer'],
    ['alcohol_content', 'Alkoholgehalt'],
  ];
  for (const [field, label] of legalRows) {
    if (!ctx.used.has(field)) continue;
    const value = ctx.values[field];
    rows.push(
      html`<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${field}" data-sf-block="${field}"${hiddenIf(!value)}><th class="woocommerce-product-attributes-item__label" scope="row">${label}</th><td class="woocommerce-product-attributes-item__value" data-sf-field="${field}">${raw(value)}</td></tr>`,
    );
  }
  return rows;
}

function safetyPanel(ctx: LegalContext): SafeHtml {
  return html`<h2>Produktsicherheit</h2>${headedBlock(ctx, 'manufacturer', 'manufacturer_heading', 'wc-gzd-product-manufacturer')}${headedBlock(
    ctx,
    'safety_instructions',
    'safety_instructions_heading',
    'wc-gzd-product-safety-instructions',
  )}${headedBlock(ctx, 'product_safety_attachments', 'product_safety_attachments_heading', 'wc-gzd-product-safety-attachments-wrapper')}${labelledField(
    ctx,
    'power_supply',
    (value, hidden) =>
      html`<div class="wc-gzd-power-supply" data-sf-block="power_supply"${hidden}><h3 class="wc-gzd-power-supply-heading">Stromversorgung</h3><div class="wc-gzd-power-supply-content" data-sf-field="power_supply">${value}</div></div>`,
  )}`;
}

/**
 * WooCommerce single-product/tabs/tabs.php. Without JavaScript every panel is shown; the ARIA
 * tab pattern (roles, aria-controls, aria-selected) is left to <sf-product-tabs>: role=tab on an
 * <li> around a link is flagged by axe as nested-interactive, and aria-controls on the <li>
 * would keep it from becoming role=presentation. The link's href names the panel.
 */
function tabs(product: Product, ctx: LegalContext, reviews: readonly Review[], photoUpload: boolean): SafeHtml {
  const panels: { key: string; title: string; content: SafeHtml }[] = [{ key: 'description', title: 'Beschreibung', content: descriptionPanel(product, ctx) }];
  const rows = additionalRows(product, ctx);
  if (rows.length) {
    panels.push({
      key: 'additional_information',
      title: 'Zusätzliche Informationen',
      content: html`<h2>Zusätzliche Informationen</h2><table class="woocommerce-product-attributes shop_attributes"><tbody>${rows}</tbody></table>`,
    });
  }
  panels.push({ key: 'reviews', title: `Bewertungen (${reviews.length})`, content: reviewsPanel(product, reviews, photoUpload) });
  const safetyFields: LegalField[] = ['manufacturer', 'safety_instructions', 'product_safety_attachments', 'power_supply'];
  if (safetyFields.some((f) => ctx.used.has(f))) panels.push({ key: 'product_safety', title: 'Produktsicherheit', content: safetyPanel(ctx) });
  return html`<sf-product-tabs><div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs">${panels.map(
    (p) => html`<li class="${p.key}_tab" id="tab-title-${p.key}"><a href="#tab-${p.key}">${p.title}</a></li>`,
  )}</ul>${panels.map((p) => html`<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${p.key} panel entry-content wc-tab" id="tab-${p.key}">${p.content}</div>`)}</div></sf-product-tabs>`;
}

// ---- Sticky add-to-cart bar ----------------------------------------------------------------

/**
 * The bar that stands in for the purchase form once it has scrolled away (Flatsome's
 * `.sticky-add-to-cart`). Printed `hidden`: without JavaScript it never shows, and the form
 * above is all a visitor needs. Its field has no name and no form: it is never posted.
 */
function stickyBar(product: Product): SafeHtml {
  if (product.stock !== 'instock') return html``;
  const [image] = imageData(product);
  const rule = quantityRule(product);
  const quantity = product.soldIndividually
    ? html``
    : html`<sf-quantity>${quantityField({
        id: `sticky-quantity_${product.id}`,
        value: rule.min,
        min: rule.min,
        max: rule.max,
        step: rule.step,
        label: `Menge für ${quoted(product.name)} (Kaufleiste)`,
      })}</sf-quantity>`;
  return html`<sf-sticky-add-to-cart for="product-${String(product.id)}"><section class="sticky-add-to-cart" aria-label="Kaufleiste" hidden><img class="sticky-add-to-cart__image" src="${image!.galleryThumb}" width="100" height="100" alt=""><div class="sticky-add-to-cart__product"><p class="sticky-add-to-cart__name">${product.name}</p><p class="sticky-add-to-cart__price">${displayedPrice(product)}</p></div>${quantity}<button type="button" class="sticky-add-to-cart__button button alt">In den Warenkorb<span class="screen-reader-text"> (Kaufleiste)</span></button></section></sf-sticky-add-to-cart>`;
}

// ---- Page -----------------------------------------------------------------------------------

/** `walletArea`: the wallet's buttons and pay-later message (payments domain), after the add-to-cart button. */
export function productPage(product: Product, session?: Session, walletArea?: SafeHtml): SafeHtml {
  const category = getCategory(product.categorySlug);
  const inStock = product.stock === 'instock';
  const ctx = legalContext(product);
  const reviews = productReviews(product, session);
  const related = products.filter((p) => p.categorySlug === product.categorySlug && p.id !== product.id).slice(0, 3);
  const sku = html`<span class="sku_wrapper">Artikelnummer: <span class="sku">${product.sku}</span></span>`;
  const cat = category ? html` <span class="posted_in">Kategorie: <a href="${categoryUrl(category.slug)}" rel="tag">${category.name}</a></span>` : '';
  return html`<nav class="woocommerce-breadcrumb" aria-label="Brotkrümelnavigation"><a href="/">Startseite</a> / <a href="/shop/">Shop</a>${category ? html` / <a href="${categoryUrl(category.slug)}">${category.name}</a>` : ''} / <span aria-current="page">${product.name}</span></nav><div id="product-${String(product.id)}" class="product type-product post-${String(product.id)} ${product.stock} product-type-${product.type}"><div class="product-layout">${gallery(product)}<div class="summary entry-summary"><h1 class="product_title entry-title">${product.name}</h1>${ratingSummaryHtml(reviews)}${priceRegion(product, ctx)}${summaryLegal(ctx)}<div class="woocommerce-product-details__short-description"><p>${product.shortDescription}</p></div>${inStock && product.type === 'simple' ? html`<p class="stock in-stock">Vorrätig</p>` : ''}${purchaseForm(product, { afterButtons: walletArea })}<div class="product_meta">${sku}${cat}</div></div></div>${tabs(product, ctx, reviews, Boolean(session && signedIn(themeState(session))))}${related.length ? html`<section class="related products" aria-labelledby="related-heading"><h2 id="related-heading">Ähnliche Produkte</h2>${productGrid(related)}</section>` : ''}</div>${stickyBar(product)}`;
}

/** Flatsome quick view content (admin-ajax action flatsome_quickview). */
export function quickViewContent(product: Product, session?: Session): SafeHtml {
  const ctx = legalContext(product);
  const reviews = productReviews(product, session);
  return html`<div class="product-quick-view-container"><div class="row row-collapse mb-0 product type-product post-${String(product.id)} ${product.stock} product-type-${product.type}" data-product-id="${String(product.id)}"><div class="product-gallery large-6 col">${gallery(product)}</div><div class="product-info summary large-6 col entry-summary"><h2 class="product-title product_title entry-title">${product.name}</h2>${ratingSummaryHtml(reviews)}${priceRegion(product, ctx)}${summaryLegal(ctx)}<div class="woocommerce-product-details__short-description"><p>${product.shortDescription}</p></div>${purchaseForm(product, { idPrefix: 'quick-view-' })}<p class="quick-view-more"><a href="${productUrl(product)}" class="button">Produkt ansehen</a></p></div></div></div>`;
}

/** Germanized's `wc-gzd-refresh-unit-price` nonce of this visitor (undefined: a visitor without a session). */
export function unitPriceNonce(session: Session | undefined): string {
  return sessionNonce(session, 'wc-gzd-refresh-unit-price');
}

/**
 * Germanized's unit price refresh queue (with the visitor's security token): on product pages,
 * and on listings, whose quick view shows unit prices that refresh too.
 */
export function unitPriceQueueGlobals(session: Session): SafeHtml {
  const queue = {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    refresh_unit_price_nonce: unitPriceNonce(session),
    queue_delay: 500,
    price_decimal_sep: ',',
    price_thousand_sep: '.',
  };
  return html`
var wc_gzd_unit_price_observer_queue_params=${scriptJson(queue)};`;
}

const UNAVAILABLE_TEXT = 'Dieses Produkt ist leider nicht verfügbar. Bitte wähle eine andere Kombination.';

/**
 * What WooCommerce's variation script (wc-add-to-cart-variation, with wp-util) prints with it:
 * its settings (German as WooCommerce's de_DE) and wp-util's. On every page that has a
 * variation form or a quick view that can bring one, as Flatsome enqueues it there.
 */
export function variationScriptGlobals(): SafeHtml {
  const params = {
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    i18n_no_matching_variations_text: 'Es entsprechen leider keine Produkte deiner Auswahl. Bitte wähle eine andere Kombination.',
    i18n_make_a_selection_text: 'Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.',
    i18n_unavailable_text: UNAVAILABLE_TEXT,
    i18n_reset_alert_text: 'Deine Auswahl wurde zurückgesetzt. Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.',
  };
  return html`
var _wpUtilSettings=${scriptJson({ ajax: { url: '/wp-admin/admin-ajax.php' } })};
var wc_add_to_cart_variation_params=${scriptJson(params)};`;
}

/** single-product/add-to-cart/variation.php: the wp.template templates the variation script renders. */
export function variationTemplates(): SafeHtml {
  return html`<script type="text/template" id="tmpl-variation-template">
	<div class="woocommerce-variation-description">${raw('{{{ data.variation.variation_description }}}')}</div>
	<div class="woocommerce-variation-price">${raw('{{{ data.variation.price_html }}}')}</div>
	<div class="woocommerce-variation-availability">${raw('{{{ data.variation.availability_html }}}')}</div>
</script>
<script type="text/template" id="tmpl-unavailable-variation-template">
	<p role="alert">${UNAVAILABLE_TEXT}</p>
</script>`;
}

/** Page globals of a product page (Germanized unit price observer, WooCommerce single product). */
export function productGlobals(product: Product, session: Session): SafeHtml {
  const observer = {
    wrapper: '.product',
    price_selector: { 'p.price': { is_total_price: Boolean(product.totalPriceDisplay), is_primary_selector: true, quantity_selector: '' } },
    replace_price: true,
    product_id: product.id,
    price_decimal_sep: ',',
    price_thousand_sep: '.',
    qty_selector: 'input.quantity, input.qty',
    refresh_on_load: false,
  };
  const single = {
    i18n_required_rating_text: 'Bitte wähle eine Bewertung',
    i18n_rating_options: ['1 von 5 Sternen', '2 von 5 Sternen', '3 von 5 Sternen', '4 von 5 Sternen', '5 von 5 Sternen'],
    i18n_product_gallery_trigger_text: 'Bildergalerie im Vollbildmodus anzeigen',
    review_rating_required: 'yes',
    flexslider: {
      rtl: false,
      animation: 'slide',
      smoothHeight: true,
      directionNav: false,
      controlNav: 'thumbnails',
      slideshow: false,
      animationSpeed: 500,
      animationLoop: false,
      allowOneSlide: false,
    },
    zoom_enabled: '1',
    zoom_options: [],
    photoswipe_enabled: '1',
    flexslider_enabled: '1',
  };
  return html`${unitPriceQueueGlobals(session)}${variationScriptGlobals()}
var wc_gzd_unit_price_observer_params=${scriptJson(observer)};
var wc_single_product_params=${scriptJson(single)};${
    signedIn(themeState(session))
      ? html`
var wpApiSettings=${scriptJson({ root: '/wp-json/', nonce: restNonce(session), versionString: 'wp/v2/' })};`
      : ''
  }`;
}
