import { keepFocusAcross } from '../core/a11y/focus';
import type { Fragments } from './events';
import { cartStore, type CartChangeSource } from './store';

/**
 * Replace each page region named by a fragment selector with the shop's HTML, as WooCommerce
 * does (`$(selector).replaceWith(html)`). Fragments are HTML by contract; scripts inside them
 * are not run. Custom elements inside (e.g. sf-quantity) upgrade on insertion.
 */
export function replaceFragments(fragments: Fragments, root: ParentNode = document): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: NodeListOf<Element>;
    try {
      targets = root.querySelectorAll(selector);
    } catch {
      console.error(`Schaufenster: invalid fragment selector "${selector}"`);
      continue;
    }
    if (!targets.length) continue;
    const template = document.createElement('template');
    template.innerHTML = html.trim();
    for (const target of targets) target.replaceWith(template.content.cloneNode(true));
  }
}

/** Show a new cart everywhere on the page and record it in the cart store. */
export function commitCart(fragments: Fragments, cartHash: string, source: CartChangeSource): Promise<void> {
  const swapped = keepFocusAcross(() => replaceFragments(fragments));
  cartStore.setState({ fragments, cartHash, lastChange: { source, at: Date.now() } });
  return swapped;
}
