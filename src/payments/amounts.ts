/**
 * The amounts a payment area is about, read from the shop's markup (spec §4: pay-later messages
 * with the current amount; §5: the product price read from the displayed price element).
 */
import { readDisplayedPrice } from './rules/price';

/**
 * The product's shown price (spec §5): the chosen variation's, else the product's (the sale
 * price when there is one); 0 when none can be read.
 */
export function shownPrice(form: HTMLFormElement): number {
  const product = form.closest('.product') ?? document;
  const variation = form.querySelector('.woocommerce-variation-price .price');
  const price = variation ?? product.querySelector('.summary .price, p.price, .price');
  if (!price) return 0;
  const amount = price.querySelector('ins .woocommerce-Price-amount') ?? price.querySelector('.woocommerce-Price-amount') ?? price;
  return readDisplayedPrice(amount.textContent ?? '');
}

/** Quantities are bounded like every number from the page. */
const MAX_QUANTITY = 10_000;

/** Product page: the shown price × the quantity field (1 when empty). */
export function productAmount(form: HTMLFormElement): number {
  const quantity = Math.trunc(Number(form.querySelector<HTMLInputElement>('input[name="quantity"]')?.value || 1));
  return shownPrice(form) * (Number.isFinite(quantity) && quantity > 0 ? Math.min(quantity, MAX_QUANTITY) : 1);
}

/** Where each context prints its total: cart totals, the order review, the mini-cart's subtotal. */
const TOTALS: Record<string, string> = {
  cart: '.cart_totals .order-total',
  checkout: '.woocommerce-checkout-review-order-table .order-total',
  'pay-now': '.shop_table .order-total, .woocommerce-checkout-review-order-table .order-total',
  'mini-cart': '.woocommerce-mini-cart__total',
};

/** The total the shop prints for a context; null when the page shows none. */
export function shownTotal(context: string, root: ParentNode = document): number | null {
  const selector = TOTALS[context];
  const total = selector ? root.querySelector(selector) : null;
  if (!total) return null;
  const amount = total.querySelector('.woocommerce-Price-amount, .amount') ?? total;
  return readDisplayedPrice(amount.textContent ?? '');
}
