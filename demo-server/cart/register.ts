/** The cart domain: its ajax endpoints (with fault injection), the cart page and the non-JS cart. */
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { cartPage } from './cart-page.ts';
import { cartEndpoints } from './endpoints.ts';
import { registerAddByQuery, removeByLink, updateFromCartForm } from './forms.ts';
import { cartTotals } from './model.ts';

export function registerCart(routes: ShopRoutes, ctx: ShopContext): void {
  for (const endpoint of cartEndpoints) ctx.ajax.register(endpoint);
  registerAddByQuery(routes.pageQueries, ctx);

  routes.pages.get('/cart/', (req, res) => {
    if (removeByLink(ctx, req, res)) return;
    ctx.renderPage(req, res, (page, notices) => ({
      title: 'Warenkorb',
      bodyClass: 'page woocommerce-cart woocommerce-page',
      isCart: true,
      noticesInContent: true,
      content: cartPage(cartTotals(page.session.cart), notices, page.session.cartNonce),
    }));
  });
  routes.pages.post('/cart/', (req, res) => updateFromCartForm(ctx, req, res));
}
