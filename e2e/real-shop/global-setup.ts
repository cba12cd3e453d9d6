import type { FullConfig } from '@playwright/test';
import { setUpRealShop } from './setup';

/**
 * Sets up a fresh real shop for this run and hands it to the test workers through the
 * environment (workers start after this and inherit it); the returned function stops it.
 * SF_REAL_SHOP_PLUGIN=off sets up the stock shop without our plugin (only its own checks run).
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const withoutPlugin = process.env.SF_REAL_SHOP_PLUGIN === 'off';
  const shop = await setUpRealShop({ plugin: withoutPlugin ? null : undefined });
  console.log(`real shop: ${shop.origin}, set up in ${shop.setupSeconds.toFixed(1)} s${shop.withPlugin ? ' with our plugin' : ' without our plugin'} (${shop.dir})`);
  process.env.SF_REAL_SHOP = JSON.stringify({ origin: shop.origin, catalogue: shop.catalogue, withPlugin: shop.withPlugin });
  return () => shop.stop();
}
