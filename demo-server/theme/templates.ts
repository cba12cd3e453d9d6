/**
 * A theme's markup: the layout around every page and the templates of the shop's pages. The seed
 * theme (Flatsome-like markup, the default) and the stock theme (WooCommerce's own templates on
 * Storefront, with our elements where the WordPress plugin prints them) implement it; the page
 * routes call the visitor's theme (`PageContext.templates`) and stay the same for both.
 */
import type { CartTotals } from '../cart/model.ts';
import type { CheckoutPageState } from '../checkout/checkout-page.ts';
import type { Order } from '../checkout/orders.ts';
import type { Product } from '../product/catalogue.ts';
import type { ListingOptions } from '../product/listing.ts';
import type { SafeHtml } from '../shared/html.ts';
import type { Notice, Session } from '../shared/session.ts';
import type { PageContext, PageOptions } from '../site/layout.ts';
import type { ThemeName } from './choice.ts';
import { seedTemplates } from './seed.ts';
import { storefrontTemplates } from './storefront/templates.ts';

/** What a template gives the layout: its content and where the theme wants the notices and the breadcrumb. */
export type ThemePage = Pick<PageOptions, 'content'> &
  Partial<Pick<PageOptions, 'noticesInContent' | 'crumbs'>> & {
    /** More page globals this theme's template prints (WooCommerce's cart script's on the stock cart page). */
    globals?: SafeHtml;
  };

export interface ThemeTemplates {
  readonly name: ThemeName;
  /** The whole document around a page. */
  document(ctx: PageContext, options: PageOptions): string;
  /** A product loop with the elements the theme wraps it in (home page, related products). */
  productGrid(products: readonly Product[]): SafeHtml;
  /** Shop, category and search results. */
  listingPage(options: ListingOptions): ThemePage;
  /** `walletArea`: the wallet's buttons after the add-to-cart button (payments domain). */
  productPage(product: Product, session: Session, walletArea?: SafeHtml): ThemePage;
  /** The cart page, filled or empty; `walletArea` under the proceed-to-checkout button. */
  cartPage(totals: CartTotals, notices: readonly Notice[], cartNonce: string, walletArea?: SafeHtml): ThemePage;
  checkoutPage(state: CheckoutPageState): ThemePage;
  orderReceivedPage(order: Order): ThemePage;
}

const THEMES: Record<ThemeName, ThemeTemplates> = { flatsome: seedTemplates, storefront: storefrontTemplates };

export function themeTemplates(name: ThemeName): ThemeTemplates {
  return THEMES[name];
}
