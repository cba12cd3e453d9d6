/** The layout every page shares: head, globals, header cart controls, footer. */
import { describe, expect, it } from 'vitest';
import { dom, testShop } from '../test-helpers.ts';
import { footerNote } from './layout.ts';

const shop = testShop();

describe('footerNote: the year of the shop (Europe/Berlin) now', () => {
  it.each([
    ['2026-11-28T09:30:00Z', '2026'],
    ['2025-12-31T22:59:59Z', '2025'],
    ['2025-12-31T23:00:00Z', '2026'], // midnight in Berlin
  ])('%s → © %s', (now, year) => expect(footerNote(new Date(now)).value).toMatch(new RegExp(`^<p>© ${year} Schaufenster Demo-Shop`)));
});

describe('layout', () => {
  it('renders the shared head, globals, header cart controls and footer', async () => {
    const { res, text } = await shop.client.getPage('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html; charset=utf-8/);
    const doc = dom(text);
    expect(doc.documentElement.lang).toBe('de');
    expect(doc.title).toBe('Startseite – Schaufenster Demo-Shop');
    const all = [...doc.querySelectorAll('head script')]; // the body has the variation templates (type=text/template)
    // First the consent blocker (demo-server/consent/), and the third-party tags it holds until consent (type=text/plain).
    expect(all[0]!.textContent).toContain('getCkyConsent');
    expect(all.filter((s) => s.getAttribute('type') === 'text/plain').map((s) => s.getAttribute('data-cookieyes'))).toEqual(['cookieyes-analytics', 'cookieyes-advertisement']);
    const scripts = all.slice(1).filter((s) => s.getAttribute('type') !== 'text/plain');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.textContent).toContain(
      'var wc_add_to_cart_params={"ajax_url":"/wp-admin/admin-ajax.php","wc_ajax_url":"/?wc-ajax=%%endpoint%%","i18n_view_cart":"Warenkorb anzeigen","cart_url":"/cart/","is_cart":"","cart_redirect_after_add":"no"};',
    );
    expect(scripts[0]!.textContent).toMatch(/"cart_hash_key":"wc_cart_hash_[a-f0-9]{32}","fragment_name":"wc_fragments_[a-f0-9]{32}","request_timeout":"5000"/);
    expect(scripts[0]!.textContent).toContain('var flatsomeVars={"ajaxurl":"/wp-admin/admin-ajax.php","theme":{"version":"3.19.7"},"sticky_height":"70","user":{"can_edit_pages":false}};');
    // The bundle at the end of the body (bundleScript): the loader last, nothing after it.
    expect(doc.body.lastElementChild!.outerHTML).toBe('<script type="module" src="/assets/schaufenster/loader.js"></script>');
    expect([...doc.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/theme.css', '/assets/schaufenster/schaufenster.css']);
    expect(doc.querySelector('a.skip-link')!.getAttribute('href')).toBe('#main');
    expect(doc.querySelector('main#main')).not.toBeNull();
    expect(doc.querySelector('header#header nav.main-nav--header[aria-label="Hauptmenü"]')!.textContent).toContain('Beleuchtung');
    // The menu button of narrow screens: a link to the off-canvas panel (:target without script), sf-popup's opener.
    expect(doc.querySelector('header#header a.site-menu__button[href="#main-menu"][data-open="#main-menu"]')!.textContent).toBe('Menü');
    const panel = doc.querySelector('sf-popup > dialog#main-menu.off-canvas:not([open])[aria-label="Menü"]')!;
    // Its × leaves the `:target` without script (a link back to the menu button), sf-popup closes it with script.
    expect(panel.querySelector('a[data-close][role="button"][href="#main-menu-button"][aria-label="Menü schließen"]')).not.toBeNull();
    expect(doc.getElementById('main-menu-button')!.matches('a.site-menu__button')).toBe(true);
    // The panel lists the header row's links; the row's categories have mega menus (sf-mega-menu), the panel none.
    expect([...panel.querySelectorAll('nav[aria-label="Hauptmenü"] a')].map((a) => a.textContent)).toEqual(
      [...doc.querySelectorAll('header#header nav[aria-label="Hauptmenü"] > sf-mega-menu > ul > li > a')].map((a) => a.textContent),
    );
    expect(doc.querySelectorAll('header#header sf-mega-menu li.has-dropdown > a.nav-top-link + .nav-dropdown a[href*="?orderby="]')).toHaveLength(12);
    expect(doc.querySelector('sf-mini-cart.header-cart--desktop[reveal-on-add] > a.header-cart-link')!.getAttribute('aria-label')).toBe('Warenkorb: 0 Artikel, 0,00 €');
    expect(doc.querySelector('sf-mini-cart #mini-cart-dropdown.nav-dropdown .widget_shopping_cart .widget_shopping_cart_content')).not.toBeNull();
    expect(doc.querySelector('sf-cart-drawer.header-cart--mobile > a.header-cart-link')).not.toBeNull();
    expect(doc.querySelector('sf-cart-drawer dialog#cart-popup.cart-drawer[aria-labelledby="cart-popup-title"] > .widget_shopping_cart_content')).not.toBeNull();
    expect(doc.querySelector('footer.site-footer a[href="/__demo/"]')!.textContent).toBe('Demo-Steuerung');
    // The page's last element before the bundle's scripts.
    expect([...doc.body.children].filter((element) => element.localName !== 'script' && element.localName !== 'link').at(-1)!.localName).toBe('sf-cart-fragments');
  });

  it('sets is_cart on the cart page only', async () => {
    const { text } = await shop.client.getPage('/cart/');
    expect(text).toContain('"is_cart":"1"');
    expect(dom(text).body.classList.contains('woocommerce-cart')).toBe(true);
  });

  it('shows the cart in the header with items', async () => {
    await (await shop.client.addToCart({ product_id: 101, quantity: 2 })).json();
    const doc = dom((await shop.client.getPage('/shop/')).text);
    const links = doc.querySelectorAll('a.header-cart-link');
    expect(links).toHaveLength(2);
    expect(links[0]!.getAttribute('aria-label')).toBe('Warenkorb: 2 Artikel, 179,00 €');
    expect(links[0]!.querySelector('.header-cart-count')!.textContent).toBe('2');
    expect(links[0]!.querySelector('.header-cart-total')!.textContent).toBe('179,00\u00a0€');
    expect(doc.querySelectorAll('.widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveLength(3); // dropdown, drawer, sidebar
  });
});
