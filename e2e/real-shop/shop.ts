import type { StockShop } from '../flows/stock-shop';
import type { RealShopCatalogue } from './setup';

export interface RealShopRun {
  origin: string;
  catalogue: RealShopCatalogue;
  withPlugin: boolean;
}

/** The shop the global setup started for this run. */
export function realShopRun(): RealShopRun {
  const json = process.env.SF_REAL_SHOP;
  if (!json) throw new Error('SF_REAL_SHOP is not set: run these tests with -c e2e/real-shop.config.ts (its global setup starts the shop).');
  return JSON.parse(json) as RealShopRun;
}

/** The real shop as the shared flows (e2e/flows/stock-shop.ts) describe a shop. */
export function realStockShop(run: RealShopRun = realShopRun()): StockShop {
  const { catalogue } = run;
  return {
    origin: run.origin,
    listingPath: catalogue.pages.shop,
    simple: catalogue.simple,
    variable: {
      path: catalogue.variable.path,
      id: catalogue.variable.id,
      attribute: catalogue.variable.attribute,
      value: '500-ml',
      variationId: catalogue.variable.variations['500-ml'],
    },
    cartPath: catalogue.pages.cart,
    checkoutPath: catalogue.pages.checkout,
    checkoutFields: {
      billing_first_name: 'Erika',
      billing_last_name: 'Mustermann',
      billing_country: 'DE',
      billing_address_1: 'Hauptstraße 5',
      billing_postcode: '10115',
      billing_city: 'Berlin',
      billing_phone: '030 1234567',
      billing_email: 'erika@example.test',
    },
    paymentMethod: 'cod',
  };
}
