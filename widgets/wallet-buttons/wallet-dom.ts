/**
 * Reading and writing the shop's markup around the wallet buttons: the notices at the top of
 * the page, the product form's lines and price, the checkout's hidden fields. No flow here
 * (src/payments/flows/) and no rules (rules.ts).
 */
import { addNoticeGroup, focusNotices, noticesWrapper, removeNotices } from '../../src/core/notices';
import type { ProductLine } from '../../src/payments/contracts';

/**
 * Where the wallet's notices go (src/core/notices.ts: the shop's block around the buttons, else
 * where the theme prints notices, else the page's first wrapper; made at the top of the content
 * if there is none).
 */
const wrapperNear = (near: Element) => noticesWrapper(near, document.querySelector('main, #main, .woocommerce') ?? document.body);

/** Spec §8: clearing removes the error and success notices, wherever the page shows them (the theme's place too). */
export function clearNotices(near: Element): void {
  removeNotices(near, '.woocommerce-error, .woocommerce-message, .sf-wallet-notices');
}

/** Errors as text in WooCommerce's error list, the one alert at the top of the notices, scrolled to (spec §8 Payment). */
export function showErrorList(near: Element, messages: string[]): HTMLElement {
  return showNotices(near, { errors: messages });
}

/** The shop's own HTML notice list (create_order at checkout: HTML by contract), made the one alert. */
export function showShopNotices(near: Element, html: string): HTMLElement {
  return showNotices(near, { html });
}

function showNotices(near: Element, notice: { html?: string; errors?: string[] }): HTMLElement {
  clearNotices(near);
  const group = addNoticeGroup(wrapperNear(near), 'sf-wallet-notices', notice);
  focusNotices(group);
  return group;
}

/** A hidden field of the form, made when the shop did not print it (ppcp-funding-source, ppcp-resume-order). */
export function writeHidden(form: HTMLFormElement, name: string, value: string): void {
  let input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) {
    input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    form.append(input);
  }
  input.value = value;
}

/** Form fields that are not extra options of a product line (spec §3 Payment entities). */
const NOT_EXTRA = new Set(['add-to-cart', 'quantity', 'product_id', 'variation_id']);
/** Quantities are bounded like every number from the page. */
const MAX_QUANTITY = 10_000;
const quantityOf = (value: string | null | undefined) => {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_QUANTITY) : 0;
};

/**
 * The product form as cart lines (spec §3 Payment entities): the variation replaces the
 * product id when chosen; grouped products one line per quantity[id] with a value;
 * subscriptions quantity 1; variations from attribute_*, bookings from wc_bookings_field*,
 * everything else as extra (repeated [] names indexed).
 */
export function productLines(form: HTMLFormElement, productType = ''): ProductLine[] {
  const data = new FormData(form);
  const grouped = [...data.keys()].filter((name) => /^quantity\[\d+\]$/.test(name));
  if (grouped.length) {
    return grouped
      .map((name) => ({ id: Number(name.slice(9, -1)), quantity: quantityOf(String(data.get(name))), variations: null }))
      .filter((line) => line.quantity > 0);
  }
  const button = form.querySelector<HTMLButtonElement>('button[name="add-to-cart"]');
  const productId = Number(data.get('product_id') ?? data.get('add-to-cart') ?? button?.value ?? 0);
  const variationId = Number(data.get('variation_id') ?? 0);
  const variations: { name: string; value: string }[] = [];
  const extra: Record<string, string> = {};
  const booking: Record<string, string> = {};
  const counts = new Map<string, number>();
  for (const [name, value] of data) {
    if (typeof value !== 'string' || NOT_EXTRA.has(name)) continue;
    if (name.startsWith('attribute_')) variations.push({ name, value });
    else if (name.startsWith('wc_bookings_field')) booking[name] = value;
    else if (name.endsWith('[]')) {
      const index = counts.get(name) ?? 0;
      counts.set(name, index + 1);
      extra[`${name.slice(0, -2)}[${index}]`] = value;
    } else extra[name] = value;
  }
  const quantity = /subscription/.test(productType) ? 1 : quantityOf(String(data.get('quantity') ?? '1')) || 1;
  const line: ProductLine = { id: variationId > 0 ? variationId : productId, quantity, variations: variations.length ? variations : null, extra };
  if (Object.keys(booking).length) line.booking = booking;
  return [line];
}

/** The add-to-cart button as the shop disabled it (attribute or WooCommerce's class). */
export function addToCartButton(form: HTMLFormElement): HTMLButtonElement | null {
  return form.querySelector<HTMLButtonElement>('button.single_add_to_cart_button, button[name="add-to-cart"], button[type="submit"]');
}

export const isDisabledButton = (button: HTMLButtonElement | null) => !!button && (button.disabled || button.classList.contains('disabled'));
