import { html, type SafeHtml } from './html.ts';

/** Euro amount (number) to integer cents. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

function groupThousands(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * A number too large to print exactly is a bug upstream (the cart bounds every quantity):
 * refusing it beats showing "Infinity €" or a rounded amount to a shopper.
 */
function assertPrintable(value: number): void {
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) throw new RangeError(`Not a printable amount: ${value}`);
}

/** 8950 → "89,50"; 123456 → "1.234,56". */
export function formatCents(cents: number): string {
  assertPrintable(cents);
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const intPart = groupThousands(String(Math.floor(abs / 100)));
  const frac = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${intPart},${frac}`;
}

/** Plain text price with a normal space, for aria-labels and text: "89,50 €". */
export function priceText(cents: number): string {
  return `${formatCents(cents)} €`;
}

/** WooCommerce price markup: 89,50&nbsp;€ inside .woocommerce-Price-amount. */
export function priceHtml(cents: number): SafeHtml {
  return html`<span class="woocommerce-Price-amount amount"><bdi>${formatCents(cents)}&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span>`;
}

/** Number in de-DE with up to 3 decimals: 2 → "2", 2.5 → "2,5", 1000 → "1.000". */
export function formatNumber(value: number): string {
  assertPrintable(value * 1000);
  const fixed = (Math.round(value * 1000) / 1000).toFixed(3).replace(/\.?0+$/, '');
  const [intPart = '0', frac] = fixed.split('.');
  const grouped = intPart.startsWith('-') ? '-' + groupThousands(intPart.slice(1)) : groupThousands(intPart);
  return frac ? `${grouped},${frac}` : grouped;
}

/** Number of decimals of a step value: 1 → 0, 0.5 → 1, 0.25 → 2. */
export function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}
