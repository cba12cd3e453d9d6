import { test, expect } from '../support/fixtures';
import { waitForWidgets } from '../support/shop';
import type { Locator } from '@playwright/test';

/**
 * The current price of each listed product: the sale price when on sale (not the struck-through
 * one); for a price range its lowest (`min`) or highest (`max`) amount, as WooCommerce sorts.
 */
async function listedPrices(products: Locator, end: 'min' | 'max' = 'min'): Promise<number[]> {
  return products.evaluateAll(
    (items, which) =>
      items.map((item) => {
        const amounts = [...item.querySelectorAll('.price .amount')].filter((amount) => !amount.closest('del'));
        const amount = which === 'min' ? amounts[0] : amounts[amounts.length - 1];
        return Number(amount!.textContent!.replace(/[^\d,]/g, '').replace(',', '.'));
      }),
    end,
  );
}

test('shop ordering: choosing an order reloads the listing sorted by it', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/shop/');
  await waitForWidgets(page, { require: ['sf-shop-ordering'] });
  const products = page.locator('ul.products > li.product');
  const select = page.getByRole('combobox', { name: 'Shop-Reihenfolge' });
  const before = await listedPrices(products);
  expect(before.length).toBe(24);
  expect(before).not.toEqual([...before].sort((a, b) => a - b)); // default order is not by price

  await Promise.all([page.waitForURL(/[?&]orderby=price(&|$)/), select.selectOption('price')]);
  await waitForWidgets(page, { require: ['sf-shop-ordering'] });
  await expect(select).toHaveValue('price');
  const ascending = await listedPrices(products);
  expect(ascending).toHaveLength(24);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  // The re-sorted result count is announced.
  await expect(page.locator('#sf-live-region')).toHaveText(/Zeige alle 24 Ergebnisse/);

  await Promise.all([page.waitForURL(/[?&]orderby=price-desc(&|$)/), select.selectOption('price-desc')]);
  await expect(select).toHaveValue('price-desc');
  const descending = await listedPrices(products, 'max');
  expect(descending).toHaveLength(24);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
});

test('shop ordering: the submit button is hidden once the select submits by itself', async ({ page }) => {
  await page.goto('/shop/');
  await waitForWidgets(page, { require: ['sf-shop-ordering'] });
  const submit = page.locator('form.woocommerce-ordering button.orderby-submit');
  // The hint tells that choosing reloads the page (WCAG 3.2.2).
  await expect(page.getByRole('combobox', { name: 'Shop-Reihenfolge' })).toHaveAccessibleDescription('Die Seite wird nach der Auswahl neu sortiert geladen.');
  await expect(submit).toBeHidden({ timeout: 2_000 });
});
