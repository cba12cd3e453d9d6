/** Cart page (WooCommerce cart/cart.php). */
import type { CartTotals } from './model.ts';
import { priceHtml, priceText } from '../shared/format.ts';
import { html, quoted, type SafeHtml } from '../shared/html.ts';
import type { Notice } from '../shared/session.ts';
import { imageUrl, noticesWrapper, productUrl, unitPriceHtml, variationList } from '../shared/markup.ts';
import { cartLineQuantity, removeUrl } from './mini-cart.ts';

function shippingCell(totals: CartTotals): SafeHtml {
  if (totals.shippingCents === 0) return html`Kostenloser Versand`;
  return html`Pauschal: ${priceHtml(totals.shippingCents)}<br><small class="free-shipping-hint">Noch ${priceText(totals.freeShippingMissingCents)} bis zum kostenlosen Versand.</small>`;
}

/** Subtotal, shipping and total rows (the cart page's totals, the checkout's order review). */
export function cartTotalsRows(totals: CartTotals): SafeHtml {
  return html`<tr class="cart-subtotal"><th scope="row">Zwischensumme</th><td data-title="Zwischensumme">${priceHtml(totals.subtotalCents)}</td></tr><tr class="woocommerce-shipping-totals shipping"><th scope="row">Versand</th><td data-title="Versand">${shippingCell(totals)}</td></tr><tr class="order-total"><th scope="row">Gesamtsumme</th><td data-title="Gesamtsumme"><strong>${priceHtml(totals.totalCents)}</strong> <small class="includes_tax">(inkl. ${priceHtml(totals.taxCents)} MwSt.)</small></td></tr>`;
}

function emptyCart(): SafeHtml {
  return html`<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Dein Warenkorb ist gegenwärtig leer.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Zurück zum Shop</a></p>`;
}

/** `walletArea`: the wallet's buttons and message (payments domain), under the proceed-to-checkout button. */
export function cartPage(totals: CartTotals, notices: readonly Notice[], cartNonce: string, walletArea: SafeHtml = html``): SafeHtml {
  const heading = html`<h1 class="page-title">Warenkorb</h1>`;
  if (totals.lines.length === 0) {
    return html`${heading}<sf-cart-form><div class="woocommerce">${noticesWrapper(notices)}${emptyCart()}</div></sf-cart-form>`;
  }
  const rows = totals.lines.map((line) => {
    const { item, product } = line;
    const unit = line.unit ? html`<span class="price-unit">${unitPriceHtml(line.unitCents / 100, line.unit)}</span>` : '';
    return html`<tr class="woocommerce-cart-form__cart-item cart_item"><td class="product-remove"><a href="${removeUrl(item.key, cartNonce)}" class="remove" aria-label="${quoted(line.name)} aus dem Warenkorb entfernen" data-product_id="${String(product.id)}" data-product_sku="${line.variation?.sku ?? product.sku}" data-cart_item_key="${item.key}">×</a></td><td class="product-thumbnail"><img src="${imageUrl(product)}" width="60" height="60" alt="" loading="lazy"></td><td class="product-name" data-title="Produkt"><a href="${productUrl(product)}">${product.name}</a>${variationList(line.attributes)}</td><td class="product-price" data-title="Preis">${priceHtml(line.unitCents)}${unit}</td><td class="product-quantity" data-title="Menge">${
      product.soldIndividually
        ? html`<span class="quantity-fixed">1</span><input type="hidden" name="cart[${item.key}][qty]" value="1">`
        : html`<sf-quantity>${cartLineQuantity(line, { id: `quantity_${item.key}` })}</sf-quantity>`
    }</td><td class="product-subtotal" data-title="Zwischensumme">${priceHtml(line.lineCents)}</td></tr>`;
  });
  return html`${heading}<sf-cart-form><div class="woocommerce">${noticesWrapper(notices)}<form class="woocommerce-cart-form" action="/cart/" method="post"><table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents"><thead><tr><th class="product-remove"><span class="screen-reader-text">Artikel entfernen</span></th><th class="product-thumbnail"><span class="screen-reader-text">Vorschaubild</span></th><th class="product-name">Produkt</th><th class="product-price">Preis</th><th class="product-quantity">Menge</th><th class="product-subtotal">Zwischensumme</th></tr></thead><tbody>${rows}<tr><td colspan="6" class="actions"><button type="submit" class="button" name="update_cart" value="Warenkorb aktualisieren">Warenkorb aktualisieren</button><input type="hidden" name="woocommerce-cart-nonce" value="${cartNonce}"></td></tr></tbody></table></form><div class="cart-collaterals"><div class="cart_totals"><h2>Warenkorb-Summe</h2><table class="shop_table shop_table_responsive"><tbody>${cartTotalsRows(totals)}</tbody></table><div class="wc-proceed-to-checkout"><a href="/checkout/" class="checkout-button button alt wc-forward">Weiter zur Kasse</a>${walletArea}</div></div></div></div></sf-cart-form>`;
}
