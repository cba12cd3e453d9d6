/** Shared snippets: price markup (sale, range, unit price), notices, quantity fields. */
import { priceRange, type Product, type Variation } from '../product/catalogue.ts';
import { priceHtml, priceText, toCents } from './format.ts';
import { html, join, type SafeHtml } from './html.ts';
import type { Notice } from './session.ts';

export function productUrl(product: Product): string {
  return `/product/${product.slug}/`;
}

export function categoryUrl(slug: string): string {
  return `/product-category/${slug}/`;
}

export function imageUrl(product: Product): string {
  return `/images/${product.slug}.svg`;
}

/** Sale-aware single price (WooCommerce 8+ markup with screen-reader texts). */
export function salePriceHtml(price: number, regularPrice?: number): SafeHtml {
  const current = toCents(price);
  if (regularPrice !== undefined && toCents(regularPrice) > current) {
    const regular = toCents(regularPrice);
    return html`<del aria-hidden="true">${priceHtml(regular)}</del> <span class="screen-reader-text">Ursprünglicher Preis war: ${priceText(regular)}.</span><ins aria-hidden="true">${priceHtml(current)}</ins><span class="screen-reader-text">Aktueller Preis ist: ${priceText(current)}.</span>`;
  }
  return priceHtml(current);
}

/** Price HTML of a product: single, sale, or range for variable products. */
export function productPriceHtml(product: Product): SafeHtml {
  if (product.type === 'variable') {
    const { min, max } = priceRange(product);
    if (min !== max) {
      return html`${priceHtml(toCents(min))}<span aria-hidden="true"> – </span>${priceHtml(toCents(max))}<span class="screen-reader-text">Preisspanne: ${priceText(toCents(min))} bis ${priceText(toCents(max))}</span>`;
    }
  }
  return salePriceHtml(product.price, product.regularPrice);
}

export function variationPriceHtml(variation: Variation): SafeHtml {
  return salePriceHtml(variation.price, variation.regularPrice);
}

export { unitLabel, unitPriceHtml } from '../product/legal.ts';

export const TAX_INFO = 'inkl. 19 % MwSt.';

const NOTICE_CLASS = { success: 'woocommerce-message', info: 'woocommerce-info', error: 'woocommerce-error' } as const;

export function renderNotices(notices: readonly Notice[]): SafeHtml {
  const errors = notices.filter((n) => n.type === 'error');
  const others = notices.filter((n) => n.type !== 'error');
  // role="alert" sits on a wrapper: a <ul role="alert"> would break the list semantics (axe listitem).
  const errorList = errors.length ? html`<div class="woocommerce-error-wrapper" role="alert"><ul class="woocommerce-error">${errors.map((n) => html`<li>${n.html}</li>`)}</ul></div>` : '';
  return join([errorList, ...others.map((n) => html`<div class="${NOTICE_CLASS[n.type]}" role="status">${n.html}</div>`)]);
}

export function noticesWrapper(notices: readonly Notice[]): SafeHtml {
  return html`<div class="woocommerce-notices-wrapper">${renderNotices(notices)}</div>`;
}

export interface QuantityFieldOptions {
  id?: string;
  /** None for a field that is never posted (the sticky bar's). */
  name?: string;
  value: number;
  min: number;
  max?: number;
  step: number;
  label: string;
  cartItemKey?: string;
  /** Wrap the input in its label instead of using for/id (for markup that appears twice). */
  wrapLabel?: boolean;
  /** The input's own aria-label, which WooCommerce 9 prints beside the label ('Produktmenge'). */
  ariaLabel?: string;
}

/** WooCommerce quantity-input.php markup. */
export function quantityField(o: QuantityFieldOptions): SafeHtml {
  const decimal = !Number.isInteger(o.step);
  const input = html`<input type="number"${o.id ? html` id="${o.id}"` : ''} class="input-text qty text"${o.name ? html` name="${o.name}"` : ''} value="${String(o.value)}" min="${String(o.min)}" max="${o.max === undefined ? '' : String(o.max)}" step="${String(o.step)}" inputmode="${decimal ? 'decimal' : 'numeric'}" autocomplete="off"${o.ariaLabel ? html` aria-label="${o.ariaLabel}"` : ''}${o.cartItemKey ? html` data-cart_item_key="${o.cartItemKey}"` : ''}>`;
  if (o.wrapLabel) {
    return html`<div class="quantity"><label class="quantity-label"><span class="screen-reader-text">${o.label}</span>${input}</label></div>`;
  }
  return html`<div class="quantity"><label class="screen-reader-text" for="${o.id ?? ''}">${o.label}</label>${input}</div>`;
}

/** <dl class="variation"> for cart lines. */
export function variationList(attributes: readonly { label: string; value: string }[]): SafeHtml {
  if (!attributes.length) return html``;
  return html`<dl class="variation">${attributes.map((a) => {
    const cls = `variation-${a.label.replace(/[^A-Za-z0-9_-]/g, '')}`;
    return html`<dt class="${cls}">${a.label}:</dt><dd class="${cls}"><p>${a.value}</p></dd>`;
  })}</dl>`;
}
