import { test, expect } from '../support/fixtures';
import { PRODUCTS } from '../support/catalogue';
import { waitForWidgets } from '../support/shop';

test('sidebar cart widget shows only while the cart has items', async ({ page }) => {
  await page.goto('/shop/');
  await waitForWidgets(page, { require: ['sf-cart-fragments', 'sf-add-to-cart', 'sf-mini-cart'] });
  const widget = page.locator('aside .widget_shopping_cart');
  await expect(widget).toBeHidden();

  await page.locator(`li.post-${PRODUCTS.frontSpoiler} a.ajax_add_to_cart`).click();
  await expect(widget).toBeVisible();
  await expect(widget.locator('li.mini_cart_item')).toContainText('Universal Frontspoiler');

  // Emptied from the header mini-cart: the sidebar widget hides again.
  const miniCart = page.locator('sf-mini-cart');
  await miniCart.hover(); // keeps the dropdown shown whatever the auto-close does
  await miniCart.locator('.nav-dropdown').getByRole('link', { name: '„Universal Frontspoiler“ aus dem Warenkorb entfernen' }).click();
  await expect(miniCart.locator('.nav-dropdown')).toContainText('Es befinden sich keine Produkte im Warenkorb.');
  await expect(widget).toBeHidden();
});
