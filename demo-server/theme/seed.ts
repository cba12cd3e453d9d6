/** The seed theme's templates (the shop's own Flatsome-like markup), as the page modules print them. */
import { cartPage } from '../cart/cart-page.ts';
import { checkoutPage } from '../checkout/checkout-page.ts';
import { orderReceivedPage } from '../checkout/order-pages.ts';
import { listingPage, productGrid } from '../product/listing.ts';
import { productPage } from '../product/product-page.ts';
import { renderLayout } from '../site/layout.ts';
import type { ThemeTemplates } from './templates.ts';

export const seedTemplates: ThemeTemplates = {
  name: 'flatsome',
  document: renderLayout,
  productGrid,
  listingPage: (options) => ({ content: listingPage(options) }),
  productPage: (product, session, walletArea) => ({ content: productPage(product, session, walletArea) }),
  cartPage: (...args) => ({ content: cartPage(...args), noticesInContent: true }),
  checkoutPage: (state) => ({ content: checkoutPage(state), noticesInContent: true }),
  orderReceivedPage: (order) => ({ content: orderReceivedPage(order) }),
};
