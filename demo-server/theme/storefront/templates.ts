/** The stock theme: WooCommerce's templates on Storefront, with our elements as the WordPress plugin prints them. */
import type { ThemeTemplates } from '../templates.ts';
import { stockCartPage, stockCheckoutPage, stockOrderReceivedPage } from './cart-checkout.ts';
import { storefrontDocument } from './layout.ts';
import { stockListingPage, stockProductGrid, stockProductPage } from './shop.ts';

export const storefrontTemplates: ThemeTemplates = {
  name: 'storefront',
  document: storefrontDocument,
  productGrid: stockProductGrid,
  listingPage: stockListingPage,
  productPage: (product, _session, walletArea) => stockProductPage(product, walletArea),
  cartPage: stockCartPage,
  checkoutPage: stockCheckoutPage,
  orderReceivedPage: stockOrderReceivedPage,
};
