// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseAddToCart, parseCartChange, parseRemoveFromCart } from '../cart/contracts';
import { parseCartTotals, parseCoupon } from '../checkout/coupons';
import { parsePlaceOrder, parseUpdateOrderReview } from '../checkout/contracts';
import { send, sendForHtml, type ShopAnswer } from '../core/http/client';
import { parseGetVariation } from '../product/contracts';
import { recordedAjaxAnswers, recordedResponse } from './real-woocommerce';

/**
 * Every answer recorded from a stock WooCommerce shop, fed to the parser of its endpoint: what
 * the widgets make of it. A new recording without a row here fails the last test.
 */
/** The recorded shop's address, where its checkout page would have run. */
const RECORDED_SHOP = { base: 'http://127.0.0.1:8088/checkout/', origin: 'http://127.0.0.1:8088' };
const asJson = (name: string) => send(async () => recordedResponse(name));
const asHtml = (name: string) => sendForHtml(async () => recordedResponse(name));

const updated = { kind: 'updated', fragments: expect.objectContaining({ 'div.widget_shopping_cart_content': expect.stringContaining('widget_shopping_cart_content') }) };
const goToProduct = (slug: string) => ({ kind: 'go-to-product', productUrl: `http://127.0.0.1:8088/product/${slug}/` });
const addRefused = { kind: 'rejected', message: 'Das Produkt konnte nicht in den Warenkorb gelegt werden. Bitte versuche es erneut.' };

type Row = [name: string, read: (name: string) => Promise<ShopAnswer<unknown>>, parse: (answer: never) => unknown, expected: unknown];

const rows: Row[] = [
  ['add_to_cart.simple', asJson, parseAddToCart, { ...updated, cartHash: expect.stringMatching(/^[a-f0-9]{32}$/) }],
  ['add_to_cart.simple-again', asJson, parseAddToCart, updated],
  ['add_to_cart.variation-id-as-product_id', asJson, parseAddToCart, updated],
  // WooCommerce leaves the reason as a notice on the product page it sends the shopper to.
  ['add_to_cart.outofstock', asJson, parseAddToCart, goToProduct('felgenreiniger-konzentrat')],
  ['add_to_cart.too-many', asJson, parseAddToCart, goToProduct('universal-frontspoiler')],
  ['add_to_cart.variable-attrs-only', asJson, parseAddToCart, goToProduct('felgenreiniger-konzentrat')],
  ['add_to_cart.variation-parent-plus-variation_id', asJson, parseAddToCart, goToProduct('felgenreiniger-konzentrat')],
  // No page to go to, no message: ours, in German.
  ['add_to_cart.missing-product', asJson, parseAddToCart, addRefused],
  // An empty 200 (no product_id): refused, not a broken answer.
  ['add_to_cart.no-product_id', asJson, parseAddToCart, addRefused],
  ['get_refreshed_fragments.empty', asJson, parseCartChange, updated],
  ['get_refreshed_fragments.filled', asJson, parseCartChange, updated],
  ['get_refreshed_fragments.after-order', asJson, parseCartChange, updated],
  ['remove_from_cart', asJson, parseRemoveFromCart, updated],
  ['remove_from_cart.unknown', asJson, parseRemoveFromCart, { kind: 'rejected', message: 'Dieser Artikel befindet sich nicht (mehr) in deinem Warenkorb.' }],
  ['get_variation.match', asJson, parseGetVariation, { kind: 'found', variation: expect.objectContaining({ variation_id: 17, attributes: { attribute_pa_inhalt: '1-l' } }) }],
  ['get_variation.outofstock', asJson, parseGetVariation, { kind: 'found', variation: expect.objectContaining({ variation_id: 18, is_in_stock: false }) }],
  ['get_variation.local-attr', asJson, parseGetVariation, { kind: 'found', variation: expect.objectContaining({ variation_id: expect.any(Number) }) }],
  ['get_variation.nomatch', asJson, parseGetVariation, { kind: 'none' }],
  ['update_order_review', asJson, parseUpdateOrderReview, { kind: 'updated', fragments: expect.objectContaining({ '.woocommerce-checkout-review-order-table': expect.any(String) }), messages: '' }],
  // A stale nonce: 403 with `-1`, nothing the checkout can use; it says so in its own words
  // (not a reload: a page cached with a stale nonce would reload for ever).
  ['update_order_review.bad-nonce', asJson, parseUpdateOrderReview, { kind: 'failed', reason: 'invalid_json', status: 403 }],
  // The cart page's shipping choice: the cart totals as HTML.
  ['update_shipping_method', asHtml, parseCartTotals, { kind: 'totals', html: expect.stringMatching(/^<div class="cart_totals /) }],
  [
    'checkout.success',
    asJson,
    (answer: ShopAnswer<unknown>) => parsePlaceOrder(answer, RECORDED_SHOP),
    { kind: 'placed', redirect: expect.stringMatching(/^http:\/\/127\.0\.0\.1:8088\/checkout\/order-received\/\d+\/\?key=wc_order_/) },
  ],
  ['checkout.invalid', asJson, parsePlaceOrder, { kind: 'refused', messages: expect.stringContaining('woocommerce-error'), refresh: false, reload: false }],
  ['checkout.bad-nonce', asJson, parsePlaceOrder, { kind: 'refused', messages: expect.stringContaining('woocommerce-error'), refresh: true, reload: false }],
  ['apply_coupon.ok', asHtml, parseCoupon, { kind: 'notice', html: expect.stringContaining('woocommerce-message'), refused: false }],
  ['apply_coupon.again', asHtml, parseCoupon, { kind: 'notice', html: expect.stringContaining('woocommerce-error'), refused: true }],
  ['apply_coupon.unknown', asHtml, parseCoupon, { kind: 'notice', html: expect.stringContaining('does not exist'), refused: true }],
  ['apply_coupon.bad-nonce', asHtml, parseCoupon, { kind: 'failed', reason: 'http', status: 403, message: 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es noch einmal.' }],
  ['remove_coupon', asHtml, parseCoupon, { kind: 'notice', html: expect.stringContaining('woocommerce-message'), refused: false }],
];

describe('recorded answers of a stock WooCommerce shop, read by the parsers', () => {
  it.each(rows)('%s', async (name, read, parse, expected) => {
    expect(parse((await read(name)) as never)).toMatchObject(expected as object);
  });

  it('every recorded wc-ajax answer has its row', () => {
    expect(recordedAjaxAnswers().sort()).toEqual(rows.map(([name]) => name).sort());
  });
});
