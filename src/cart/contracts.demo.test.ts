/**
 * Contract tests: the widgets' own requests and parsers (./contracts.ts) against the demo
 * shop's real answers, one test per endpoint. A change on either side that breaks the other
 * fails here, not in a browser.
 */
import { describe, expect, it } from 'vitest';
import { routeWidgetRequestsTo, testShop } from '../../demo-server/test-helpers';
import { addToCart, alterCartItemQuantity, getRefreshedFragments, removeFromCart, type CartUpdate } from './contracts';

const shop = testShop();
routeWidgetRequestsTo(shop);

const CART_REGIONS = ['div.widget_shopping_cart_content', 'a.header-cart-link'];

/** Put the spoiler in this visitor's cart; its key. */
async function cartWithSpoiler(quantity = '1'): Promise<string> {
  const added = (await addToCart({ product_id: '101', quantity })) as CartUpdate;
  expect(added.kind).toBe('updated');
  return (await shop.client.state()).items[0]!.key;
}

describe('cart contracts on the demo shop', () => {
  it('add_to_cart: an add is the new cart; a refused add sends the shopper to the product; no product is refused in our words', async () => {
    const added = await addToCart({ product_id: '101', quantity: '2' });
    expect(added).toMatchObject({ kind: 'updated', cartHash: (await shop.client.state()).cartHash });
    expect(Object.keys((added as CartUpdate).fragments)).toEqual(CART_REGIONS);
    expect((added as CartUpdate).fragments['a.header-cart-link']).toContain('2');

    expect(await addToCart({ product_id: '107' })).toEqual({ kind: 'go-to-product', productUrl: '/product/kotfluegelverbreiterung-set/' });
    const refused = { kind: 'rejected', message: 'Das Produkt konnte nicht in den Warenkorb gelegt werden. Bitte versuche es erneut.' };
    expect(await addToCart({ product_id: 'x' })).toEqual(refused);
    expect(await addToCart({ quantity: '1' })).toEqual(refused);
  });

  it('remove_from_cart: the emptied cart; an unknown key is refused: it is no longer in the cart', async () => {
    const key = await cartWithSpoiler();
    expect(await removeFromCart(key)).toMatchObject({ kind: 'updated', cartHash: '' });
    expect(await removeFromCart(key)).toEqual({ kind: 'rejected', message: 'Dieser Artikel befindet sich nicht (mehr) in deinem Warenkorb.' });
  });

  it('get_refreshed_fragments: the cart as it is', async () => {
    await cartWithSpoiler('3');
    const refreshed = await getRefreshedFragments();
    expect(refreshed).toMatchObject({ kind: 'updated', cartHash: (await shop.client.state()).cartHash });
    expect(Object.keys((refreshed as CartUpdate).fragments)).toEqual(CART_REGIONS);
  });

  it('{theme}_ajax_cart_item_alter_quantity: the changed cart; an impossible quantity is refused with the shop message', async () => {
    const key = await cartWithSpoiler();
    expect(await alterCartItemQuantity(key, '4')).toMatchObject({ kind: 'updated' });
    expect((await shop.client.state()).count).toBe(4);
    expect(await alterCartItemQuantity(key, '-1')).toEqual({ kind: 'rejected', message: 'Bitte gib eine gültige Menge ein.' });
  });
});
