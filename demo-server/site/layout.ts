/** Page layout shared by every page: head with WooCommerce/Flatsome globals, header, footer. */
import { categories } from '../product/catalogue.ts';
import { cartTotals } from '../cart/model.ts';
import { html, scriptJson, type SafeHtml } from '../shared/html.ts';
import { cartNonce, type Notice, type Session } from '../shared/session.ts';
import { categoryUrl, noticesWrapper } from '../shared/markup.ts';
import { headerCartControls } from '../cart/mini-cart.ts';
import { miniCartWalletArea, miniCartWalletGlobals } from '../payments/page-parts.ts';
import { legalPages } from './legal-pages.ts';
import { headerSearchForm, type CurrentSearch } from '../search/markup.ts';
import type { Build, BundleKind, WidgetHints } from '../http/bundle.ts';
import { widgetScriptTags, widgetTagsIn, type BuildManifest, type RenderedWidget } from '../http/widget-scripts.ts';
import { bannerShown, consentBanner, consentFooter, type ConsentPageState } from '../consent/banner.ts';
import { consentHead } from '../consent/markup.ts';
import type { Notice as ThemeNotice } from '../shared/session.ts';
import { adminBar, backToTop, comingSoonBanner, loginLink, loginPopup, mainMenuButton, mainMenuPanel, storeNotice } from '../theme/markup.ts';
import { restNonce, type ThemeState } from '../theme/state.ts';
import { LOGIN_NONCE } from '../account/login-guard.ts';
import { formNonce } from '../account/nonces.ts';
import type { ThemeTemplates } from '../theme/templates.ts';
import { SITE_ICON_PATH } from './site-icon.ts';

export interface PageContext {
  session: Session;
  build: Build;
  /** The build's file list per widget (null when it is not built): the page preloads its widgets' chunks. */
  manifest: BuildManifest | null;
  bundle: BundleKind;
  /** Print jQuery before the shop globals, as WordPress does (tests the jQuery bridge). */
  jquery?: boolean;
  /** What the head prints for the widgets besides the loader (http/bundle.ts). */
  hints: WidgetHints;
  /** md5 of the request host, for the fragment storage keys. */
  hostHash: string;
  /** Current path, for aria-current in the menu. */
  path: string;
  /** This response's Content-Security-Policy nonce: the inline globals carry it. */
  nonce: string;
  /** The visitor's consent cookie and `?cky_preview` (demo-server/consent/): banner, blocker, held embeds. */
  consent?: ConsentPageState;
  /** The theme's switches, the request's cookies (the store notice's) and the login popup's notices. */
  theme: { state: ThemeState; loginNotices: ThemeNotice[] };
  /** The markup of the visitor's theme (`?sf_theme=`, theme/choice.ts): layout and the shop's page templates. */
  templates: ThemeTemplates;
  /** This visitor reaches the demo's control page (http/demo-control.ts): the footer links to it only then. */
  demoControlReachable: boolean;
}

export interface PageOptions {
  title: string;
  bodyClass: string;
  content: SafeHtml;
  notices: readonly Notice[];
  /** The page renders its notices itself (cart page). */
  noticesInContent?: boolean;
  isCart?: boolean;
  /** Optional complementary content (kept outside <main> as a top-level landmark). */
  sidebar?: SafeHtml;
  /** More page globals (product pages, listings), printed in the same inline script. */
  extraGlobals?: SafeHtml;
  /** Printed at the end of the body, as wp_footer does (script templates). */
  footer?: SafeHtml;
  /** The search this page shows the results of: the header's search form is filled in with it. */
  search?: CurrentSearch;
  /**
   * The breadcrumb, for themes that print it in the layout (Storefront, above the content); the
   * seed theme's pages print theirs in their content. The last crumb is the page itself.
   */
  crumbs?: readonly Crumb[];
}

export interface Crumb {
  label: string;
  href?: string;
}

/** The page globals of WooCommerce's scripts, as every theme's pages print them (`extra`: the theme's own). */
function globals(ctx: PageContext, isCart: boolean, extra: SafeHtml): SafeHtml {
  const ajax = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
  return html`var wc_add_to_cart_params=${scriptJson({
    ...ajax,
    i18n_view_cart: 'Warenkorb anzeigen',
    cart_url: '/cart/',
    is_cart: isCart ? '1' : '',
    cart_redirect_after_add: 'no',
  })};
var wc_cart_fragments_params=${scriptJson({
    ...ajax,
    cart_hash_key: `wc_cart_hash_${ctx.hostHash}`,
    fragment_name: `wc_fragments_${ctx.hostHash}`,
    request_timeout: '5000',
  })};
var woocommerce_params=${scriptJson({ ...ajax, i18n_password_show: 'Passwort anzeigen', i18n_password_hide: 'Passwort verbergen' })};${extra}`;
}

function flatsomeGlobals(ctx: PageContext): SafeHtml {
  return html`
var flatsomeVars=${scriptJson({
    ajaxurl: '/wp-admin/admin-ajax.php',
    theme: { version: '3.19.7' },
    sticky_height: '70',
    user: { can_edit_pages: ctx.theme.state.settings.adminBar },
  })};`;
}

const BUNDLE_BASE = '/assets/schaufenster/';

/**
 * The header's cart widgets, each shown only at some widths by theme.css, and the fragments
 * element every page ends with. What the page's own content renders is found in its markup.
 */
const LAYOUT_WIDGETS: RenderedWidget[] = [{ tag: 'sf-mini-cart', media: '(min-width: 850px)' }, { tag: 'sf-cart-drawer', media: '(max-width: 849px)' }, { tag: 'sf-cart-fragments' }];

/**
 * Printed at the end of <body>, as WordPress prints a classic theme's script modules (wp_footer;
 * https://core.trac.wordpress.org/changeset/60999: there "they are printed in the footer for
 * classic themes already"): module scripts run once the document is parsed wherever they stand,
 * and in <head> the parser handled them, with the consent blocker's observer called before each
 * one, in the task that parses the head with the blocker. At the end of <body> that task and the
 * one that finishes parsing are shorter, the widgets are ready as early, and on a slow network
 * first paint and DOMContentLoaded come no later (bench/ready.ts).
 */
function bundleScript(ctx: PageContext, options: PageOptions, layoutWidgets: readonly RenderedWidget[]): SafeHtml {
  if (ctx.bundle === 'classic') return html`<script src="${BUNDLE_BASE}schaufenster.iife.js" defer></script>`;
  // The banner's code is printed only where it shows; a hidden one loads when reopened.
  const consent = ctx.consent && bannerShown(ctx.consent) ? consentBanner(ctx.consent) : '';
  const shown = widgetTagsIn(`${options.content}${options.sidebar ?? ''}${options.footer ?? ''}${consent}`).map((tag) => ({ tag }));
  return html`${widgetScriptTags(ctx.hints === 'none' ? null : ctx.manifest, [...layoutWidgets, ...shown], BUNDLE_BASE, ctx.hints === 'scripts')}<script type="module" src="${BUNDLE_BASE}loader.js"></script>`;
}

export function navLink(ctx: PageContext, href: string, label: string): SafeHtml {
  const current = ctx.path === href || (href !== '/' && ctx.path.startsWith(href));
  return html`<li><a href="${href}"${current ? html` aria-current="page"` : ''}>${label}</a></li>`;
}

/** The mega menu's links of a category: its listing in three of the shop's sort orders. */
const CATEGORY_MENU_ORDERS = [
  ['popularity', 'Bestseller'],
  ['date', 'Neuheiten'],
  ['price', 'Günstigste zuerst'],
] as const;

/**
 * A category in the header's row with its mega menu, as Flatsome prints a menu item with a
 * dropdown (`li.has-dropdown > a.nav-top-link + div.nav-dropdown`): the category's text and its
 * listing in the shop's sort orders. Opened by the theme's CSS on hover and focus;
 * sf-mega-menu keeps it within the viewport (widgets/mega-menu/README.md).
 */
function categoryMenuItem(ctx: PageContext, category: (typeof categories)[number]): SafeHtml {
  const href = categoryUrl(category.slug);
  const current = ctx.path.startsWith(href);
  const links = CATEGORY_MENU_ORDERS.map(([order, label]) => html`<li><a href="${href}?orderby=${order}">${label}<span class="screen-reader-text"> in ${category.name}</span></a></li>`);
  return html`<li class="menu-item has-dropdown"><a href="${href}" class="nav-top-link"${current ? html` aria-current="page"` : ''}>${category.name}</a><div class="nav-dropdown nav-dropdown--mega"><p class="nav-dropdown__intro">${category.description}</p><ul class="nav-dropdown__links">${links}</ul></div></li>`;
}

/** What a theme's layout prints around its own markup (`theme`: its stylesheet, globals, the widgets of its header). */
export interface LayoutParts {
  stylesheet: string;
  globals?: SafeHtml;
  /** The widgets the layout itself prints (the header's cart), with the widths they show at. */
  widgets: readonly RenderedWidget[];
}

/**
 * From the doctype to the opening <body> and what every theme prints first in it: the consent
 * blocker first in <head> (a plugin's, not a theme's), the globals, the stylesheets, and in the
 * body the admin bar, the consent banner and WooCommerce's store notice.
 */
export function documentStart(ctx: PageContext, options: PageOptions, parts: LayoutParts, body: { className: string; first?: SafeHtml }): SafeHtml {
  const { settings } = ctx.theme.state;
  return html`<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${ctx.consent ? consentHead(ctx.consent, ctx.nonce) : ''}
<title>${options.title} – Schaufenster Demo-Shop</title>
<link rel="icon" href="${SITE_ICON_PATH}" type="image/svg+xml">
<link rel="stylesheet" href="${parts.stylesheet}">
<link rel="stylesheet" href="/assets/schaufenster/schaufenster.css">
${ctx.jquery ? html`<script src="/assets/vendor/jquery.min.js"></script>` : ''}
<script nonce="${ctx.nonce}">${globals(ctx, options.isCart ?? false, parts.globals ?? html``)}${options.extraGlobals ?? ''}${miniCartWalletGlobals(ctx.session, options.extraGlobals)}</script>
</head>
<body class="${body.className}${settings.adminBar ? ' admin-bar' : ''} sf-demo sf-build-${ctx.build}">
${body.first ?? ''}
${settings.adminBar ? adminBar() : ''}
${ctx.consent ? consentBanner(ctx.consent) : ''}
${settings.storeNotice ? storeNotice() : ''}`;
}

/** wp_footer and the end of the document: the page's footer scripts, the consent footer, the fragments element, the widget scripts. */
export function documentEnd(ctx: PageContext, options: PageOptions, parts: LayoutParts): SafeHtml {
  return html`${options.footer ?? ''}
${ctx.consent ? consentFooter(ctx.consent) : ''}
<sf-cart-fragments></sf-cart-fragments>
${bundleScript(ctx, options, parts.widgets)}
</body>
</html>
`;
}

const SEED_PARTS = (ctx: PageContext): LayoutParts => ({ stylesheet: '/assets/theme.css', globals: flatsomeGlobals(ctx), widgets: LAYOUT_WIDGETS });

/** The seed theme's document (Flatsome's header with its cart widgets, menus and popups). */
export function renderLayout(ctx: PageContext, options: PageOptions): string {
  const totals = cartTotals(ctx.session.cart);
  const { settings } = ctx.theme.state;
  const parts = SEED_PARTS(ctx);
  // The header's row of links on wide screens, and the off-canvas panel's on narrow ones.
  const menuLinks = html`${navLink(ctx, '/shop/', 'Shop')}${categories.map((c) => navLink(ctx, categoryUrl(c.slug), c.name))}${navLink(ctx, '/my-account/', 'Mein Konto')}`;
  // The header's row has the categories' mega menus; the off-canvas panel lists the links alone.
  const headerMenu = html`${navLink(ctx, '/shop/', 'Shop')}${categories.map((c) => categoryMenuItem(ctx, c))}${navLink(ctx, '/my-account/', 'Mein Konto')}`;
  const skipLink = html`<a class="skip-link screen-reader-text" href="#main">Zum Inhalt springen</a>`;
  const page = html`${documentStart(ctx, options, parts, { className: options.bodyClass, first: skipLink })}
<sf-sticky-header hide-on-scroll><header id="header" class="site-header">
<div class="header-inner">
<a class="site-logo" href="/">Schaufenster</a>
<nav class="main-nav main-nav--header" aria-label="Hauptmenü"><sf-mega-menu><ul>${headerMenu}</ul></sf-mega-menu></nav>${mainMenuButton()}
<div class="header-cart-controls">${headerCartControls(totals, cartNonce(ctx.session), miniCartWalletArea(ctx.session))}</div>
${ctx.theme.state.loggedIn ? '' : html`<div class="header-account">${loginLink()}</div>`}
${headerSearchForm(options.search)}
</div>
</header></sf-sticky-header>
<div class="site-content${options.sidebar ? ' has-sidebar' : ''}">
<main id="main" class="site-main" tabindex="-1">
${options.noticesInContent ? '' : noticesWrapper(options.notices)}
${options.content}
</main>
${options.sidebar ?? ''}
</div>
<footer class="site-footer">
<div class="footer-inner">
${footerNav(ctx.demoControlReachable)}
${backToTop()}
${footerNote()}
</div>
</footer>
${settings.comingSoonBanner && !ctx.theme.state.comingSoonDismissed ? comingSoonBanner(restNonce(ctx.session)) : ''}
<sf-popup>${mainMenuPanel(menuLinks)}${ctx.theme.state.loggedIn || ctx.path.startsWith('/my-account/') ? '' : loginPopup(ctx.path, ctx.theme.loginNotices, formNonce(ctx.session, LOGIN_NONCE.action))}</sf-popup>
${documentEnd(ctx, options, parts)}`;
  return page.value;
}

/** The footer's links: shipping, content, contact, the legal pages, the account and, for a visitor who reaches it, the demo's control page. */
export function footerNav(demoControlReachable: boolean): SafeHtml {
  return html`<nav aria-label="Fußzeile"><ul><li><a href="/versand/">Versand &amp; Lieferzeiten</a></li><li><a href="/inhalte/">Ratgeber &amp; Inhalte</a></li><li><a href="/ueber-uns/">Über uns</a></li><li><a href="/kontakt/">Kontakt</a></li>${legalPages.map((legal) => html`<li><a href="${legal.path}">${legal.linkText}</a></li>`)}<li><a href="/my-account/">Mein Konto</a></li>${demoControlReachable ? html`<li><a href="/__demo/">Demo-Steuerung</a></li>` : ''}</ul></nav>`;
}

const yearFormat = new Intl.DateTimeFormat('de-DE', { year: 'numeric', timeZone: 'Europe/Berlin' });

/** The footer's note; its year is the shop's current one (Europe/Berlin, as the orders' dates), read from the clock at each page. */
export function footerNote(now: Date = new Date()): SafeHtml {
  return html`<p>© ${yearFormat.format(now)} Schaufenster Demo-Shop · Alle Preise inkl. gesetzl. MwSt., zzgl. Versandkosten · Kein echter Shop: Bestellungen sind Testbestellungen, es wird nichts geliefert und nichts berechnet.</p>`;
}
