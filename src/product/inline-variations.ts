import type { Variation } from './contracts';

/**
 * The variations a variable product form prints inline (`data-product_variations`); null when
 * the shop left them out (WooCommerce does above 30 variations, printing `false`) or the data
 * is broken, which is said on the console for the integrator.
 */
export function inlineVariations(form: HTMLElement): Variation[] | null {
  const json = form.dataset.product_variations;
  if (!json || json === 'false') return null;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as Variation[]) : null;
  } catch {
    console.error('Schaufenster: invalid data-product_variations');
    return null;
  }
}
