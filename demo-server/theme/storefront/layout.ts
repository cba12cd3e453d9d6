/**
 * Storefront's document (header.php, footer.php and its hooks), German: `#masthead` with the
 * branding, WooCommerce's product search and the primary navigation beside the header cart
 * (`ul#site-header-cart` in `<sf-mini-cart>`), the breadcrumb, `#content .col-full` opened by
 * `<div class="woocommerce">` with the notices (Storefront prints them there on every page but
 * the checkout), the content in `#primary main`, the footer with the handheld bar. What every
 * theme prints (consent, globals, store notice, widget scripts) comes from site/layout.ts.
 *
 * Left out on purpose: Storefront's menu toggle and the handheld bar's search (their behaviour
 * is Storefront's navigation script, which the demo does not have: a button that does nothing
 * would be a trap; the menu wraps instead), and the sidebar of widgets (the seed theme's cart
 * widget in it would be a second fragment target with quantity fields).
 */
import { categories } from '../../product/catalogue.ts';
import { cartTotals } from '../../cart/model.ts';
import { html, type SafeHtml } from '../../shared/html.ts';
import { categoryUrl, renderNotices } from '../../shared/markup.ts';
import { documentEnd, documentStart, footerNote, footerNav, navLink, type Crumb, type LayoutParts, type PageContext, type PageOptions } from '../../site/layout.ts';
import { comingSoonBanner } from '../markup.ts';
import { restNonce } from '../state.ts';
import { footerCartLink, headerCart } from './header-cart.ts';

const PARTS: LayoutParts = {
  stylesheet: '/assets/storefront.css',
  // The header cart is on the page at every width (Storefront has no drawer).
  widgets: [{ tag: 'sf-mini-cart' }, { tag: 'sf-cart-fragments' }],
};

/** woocommerce_breadcrumb() as Storefront wraps it; none on the shop's own page, as there. */
export function breadcrumb(crumbs: readonly Crumb[] | undefined): SafeHtml {
  if (!crumbs?.length) return html``;
  const trail = [{ label: 'Startseite', href: '/' }, ...crumbs].map((crumb, index, all) =>
    index === all.length - 1 ? html`<span aria-current="page">${crumb.label}</span>` : html`<a href="${crumb.href ?? '/'}">${crumb.label}</a><span class="breadcrumb-separator"> / </span>`,
  );
  return html`<div class="storefront-breadcrumb"><div class="col-full"><nav class="woocommerce-breadcrumb" aria-label="Brotkrümelnavigation">${trail}</nav></div></div>`;
}

function productSearch(options: PageOptions): SafeHtml {
  return html`<div class="site-search"><div class="widget woocommerce widget_product_search"><form role="search" method="get" class="woocommerce-product-search" action="/"><label class="screen-reader-text" for="woocommerce-product-search-field-0">Suche nach:</label><input type="search" id="woocommerce-product-search-field-0" class="search-field" placeholder="Produkte suchen …" value="${options.search?.query ?? ''}" name="s" maxlength="100"><button type="submit" value="Suche">Suche</button><input type="hidden" name="post_type" value="product"></form></div></div>`;
}

export function storefrontDocument(ctx: PageContext, options: PageOptions): string {
  const totals = cartTotals(ctx.session.cart);
  const isCheckout = ctx.path.startsWith('/checkout/');
  const isCart = options.isCart ?? false;
  const menu = html`${navLink(ctx, '/shop/', 'Shop')}${categories.map((c) => navLink(ctx, categoryUrl(c.slug), c.name))}${navLink(ctx, '/cart/', 'Warenkorb')}${navLink(ctx, '/checkout/', 'Kasse')}${navLink(ctx, '/my-account/', 'Mein Konto')}`;
  // The sidebar is not printed (see above), nor are its widgets loaded.
  const shown: PageOptions = { ...options, sidebar: undefined };
  const { settings } = ctx.theme.state;
  const page = html`${documentStart(ctx, shown, PARTS, { className: `${options.bodyClass} theme-storefront woocommerce-active` })}
<div id="page" class="hfeed site">
<header id="masthead" class="site-header" role="banner">
<div class="col-full"><a class="skip-link screen-reader-text" href="#site-navigation">Zur Navigation springen</a><a class="skip-link screen-reader-text" href="#content">Zum Inhalt springen</a>
<div class="site-branding"><div class="beta site-title"><a href="/" rel="home">Schaufenster Demo-Shop</a></div></div>
${productSearch(options)}
</div>
<div class="storefront-primary-navigation"><div class="col-full">
<nav id="site-navigation" class="main-navigation" aria-label="Hauptmenü" tabindex="-1"><div class="primary-navigation"><ul class="menu">${menu}</ul></div></nav>
${headerCart(totals, { isCart, isCheckout })}
</div></div>
</header>
${breadcrumb(options.crumbs)}
<div id="content" class="site-content" tabindex="-1">
<div class="col-full">
<div class="woocommerce">${options.noticesInContent ? '' : renderNotices(options.notices)}</div>
<div id="primary" class="content-area">
<main id="main" class="site-main" role="main">
${options.content}
</main>
</div>
</div>
</div>
<footer id="colophon" class="site-footer" role="contentinfo">
<div class="col-full">
${footerNav(ctx.demoControlReachable)}
<div class="site-info">${footerNote()}</div>
<div class="storefront-handheld-footer-bar"><ul class="columns-2"><li class="my-account"><a href="/my-account/">Mein Konto</a></li><li class="cart">${footerCartLink(totals)}</li></ul></div>
</div>
</footer>
</div>
${settings.comingSoonBanner && !ctx.theme.state.comingSoonDismissed ? comingSoonBanner(restNonce(ctx.session)) : ''}
${documentEnd(ctx, shown, PARTS)}`;
  return page.value;
}
