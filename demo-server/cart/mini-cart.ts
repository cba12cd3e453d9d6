/** Mini cart (WooCommerce mini-cart.php, German) and the header cart link; both are fragments. */
import { quantityRule, type CartLine, type CartTotals } from './model.ts';
import { formatNumber, priceHtml, priceText } from '../shared/format.ts';
import { html, quoted, type SafeHtml } from '../shared/html.ts';
import { imageUrl, productUrl, quantityField, variationList, type QuantityFieldOptions } from '../shared/markup.ts';

/** WooCommerce's wc_get_cart_remove_url: the item's key and the visitor's cart nonce. */
export function removeUrl(key: string, cartNonce: string): string {
  return `/cart/?remove_item=${encodeURIComponent(key)}&_wpnonce=${encodeURIComponent(cartNonce)}`;
}

/** A cart line's quantity field (0 removes); `id`/`wrapLabel` as `quantityField` takes them. */
export function cartLineQuantity(line: CartLine, labelling: Pick<QuantityFieldOptions, 'id' | 'wrapLabel'>): SafeHtml {
  const rule = quantityRule(line.product);
  return quantityField({
    ...labelling,
    name: `cart[${line.item.key}][qty]`,
    value: line.item.quantity,
    min: 0,
    max: rule.max,
    step: rule.step,
    label: `Menge von ${quoted(line.name)}`,
    cartItemKey: line.item.key,
  });
}

export function miniCartContent(totals: CartTotals, cartNonce: string): SafeHtml {
  if (totals.lines.length === 0) {
    return html`<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Es befinden sich keine Produkte im Warenkorb.</p></div>`;
  }
  const items = totals.lines.map((line) => {
    const { item, product } = line;
    return html`<li class="woocommerce-mini-cart-item mini_cart_item"><a href="${removeUrl(item.key, cartNonce)}" class="remove remove_from_cart_button" aria-label="${quoted(line.name)} aus dem Warenkorb entfernen" data-product_id="${String(product.id)}" data-cart_item_key="${item.key}" data-product_sku="${line.variation?.sku ?? product.sku}">×</a><a href="${productUrl(product)}"><img src="${imageUrl(product)}" width="60" height="60" alt="" loading="lazy">${product.name}</a>${variationList(line.attributes)}<sf-quantity class="mini-cart-qty">${cartLineQuantity(line, { wrapLabel: true })}</sf-quantity><span class="quantity">${formatNumber(item.quantity)} × ${priceHtml(line.unitCents)}</span></li>`;
  });
  return html`<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${items}</ul><p class="woocommerce-mini-cart__total total"><strong>Zwischensumme:</strong> ${priceHtml(totals.subtotalCents)}</p><p class="woocommerce-mini-cart__buttons buttons"><a href="/cart/" class="button wc-forward">Warenkorb anzeigen</a><a href="/checkout/" class="button checkout wc-forward">Kasse</a></p></div>`;
}

export function headerCartLabel(totals: CartTotals): string {
  return `Warenkorb: ${formatNumber(totals.count)} Artikel, ${priceText(totals.subtotalCents)}`;
}

export function headerCartLink(totals: CartTotals): SafeHtml {
  return html`<a href="/cart/" class="header-cart-link" aria-label="${headerCartLabel(totals)}"><span class="header-cart-icon" aria-hidden="true"><svg viewBox="0 0 24 24" width="22" height="22" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/><path d="M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.2h8.8a1.5 1.5 0 0 0 1.5-1.1L21 7H6"/></svg></span> <span class="header-cart-count" aria-hidden="true">${formatNumber(totals.count)}</span> <span class="header-cart-label" aria-hidden="true">Artikel</span> <span class="header-cart-total" aria-hidden="true">${priceHtml(totals.subtotalCents)}</span></a>`;
}

/** `walletArea`: the mini-cart's wallet buttons (payments domain), in the desktop dropdown only: outside the fragment, so its id is on the page once. */
export function headerCartControls(totals: CartTotals, cartNonce: string, walletArea: SafeHtml = html``): SafeHtml {
  const link = headerCartLink(totals);
  const content = miniCartContent(totals, cartNonce);
  return html`<sf-mini-cart class="header-cart header-cart--desktop" reveal-on-add>${link}<div class="nav-dropdown" id="mini-cart-dropdown"><div class="widget_shopping_cart">${content}</div>${walletArea}</div></sf-mini-cart><sf-cart-drawer class="header-cart header-cart--mobile">${link}<dialog id="cart-popup" class="cart-drawer" aria-labelledby="cart-popup-title"><div class="cart-drawer__header"><h2 id="cart-popup-title" class="cart-drawer__title">Warenkorb</h2><form method="dialog" class="cart-drawer__close-form"><button type="submit" class="cart-drawer__close" aria-label="Warenkorb schließen">×</button></form></div>${content}</dialog></sf-cart-drawer>`;
}
