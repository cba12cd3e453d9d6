import type { Page } from '@playwright/test';

/** The product page's sticky add-to-cart bar (a region landmark while it shows). */
export const stickyBar = (page: Page) => page.getByRole('region', { name: 'Kaufleiste' });

/** The bar's controls, by the names that tell them apart from the purchase form's. */
export const stickyQuantity = (page: Page, productName: string) => stickyBar(page).getByRole('spinbutton', { name: `Menge für „${productName}“ (Kaufleiste)` });
export const stickyAddButton = (page: Page) => stickyBar(page).getByRole('button', { name: 'In den Warenkorb (Kaufleiste)' });

/** The purchase form's own controls (never the bar's). */
export const formQuantity = (page: Page) => page.locator('form.cart input[name="quantity"]');
export const formAddButton = (page: Page) => page.locator('form.cart .single_add_to_cart_button');
export const buyNowButton = (page: Page) => page.locator('form.cart').getByRole('button', { name: 'Jetzt kaufen' });

/** Scroll until the purchase form's add button is above the viewport (the bar's cue). */
export async function scrollPastPurchaseForm(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}
