import { test } from '@playwright/test';
import { stockShopFlows } from '../../flows/stock-shop';
import { realStockShop } from '../shop';

// The stock-shop flows on the real shop with our plugin active (e2e/flows/stock-shop.ts).
const shop = realStockShop();

for (const flow of stockShopFlows) {
  test(flow.name, async ({ page }) => {
    await flow.run(page, shop);
  });
}
