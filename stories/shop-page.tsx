/**
 * What every story shares: the globals the shop prints into each page, a clean cart state
 * between stories, and a component that renders the shop's server HTML for an element to
 * upgrade in place.
 */
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { cancelAnnouncements } from '../src/core/a11y/announce';
import type { AddToCartParams, CartFragmentsParams } from '../src/cart/config';
import { takeAskedRefresh } from '../src/cart/events';
import { cartStore } from '../src/cart/store';
import { withImages } from './fixtures/images';

/** The story host stands in for the shop's host hash in the fragment storage keys. */
export const HOST_HASH = 'storybook';

export interface PageParameters {
  /** The page is the cart page (WooCommerce prints is_cart = '1' there). */
  isCart?: boolean;
  /** Cookies the shop set before the page loaded (woocommerce_cart_hash, …). */
  cookies?: Record<string, string>;
  /** sessionStorage entries from an earlier page view (stored fragments). */
  sessionStorage?: Record<string, string>;
}

interface ShopWindow {
  wc_add_to_cart_params?: AddToCartParams;
  wc_cart_fragments_params?: CartFragmentsParams;
  woocommerce_params?: { ajax_url?: string; wc_ajax_url?: string };
  flatsomeVars?: { ajaxurl?: string };
  wc_gzd_unit_price_observer_params?: unknown;
  wc_gzd_unit_price_observer_queue_params?: unknown;
  wc_single_product_params?: unknown;
}

/** The nonce the fake shop's unit price refresh expects (any value; the fake shop does not check it). */
export const UNIT_PRICE_NONCE = 'storybook-nonce';

/** The page globals as the demo shop's layout prints them (demo-server/site/layout.ts). */
export function setPageGlobals(page: PageParameters = {}): void {
  const ajax = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
  const shop = window as unknown as ShopWindow;
  shop.wc_add_to_cart_params = {
    ...ajax,
    i18n_view_cart: 'Warenkorb anzeigen',
    cart_url: '/cart/',
    is_cart: page.isCart ? '1' : '',
    cart_redirect_after_add: 'no',
  };
  shop.wc_cart_fragments_params = {
    ...ajax,
    cart_hash_key: `wc_cart_hash_${HOST_HASH}`,
    fragment_name: `wc_fragments_${HOST_HASH}`,
    request_timeout: '5000',
  };
  shop.woocommerce_params = ajax;
  shop.flatsomeVars = { ajaxurl: '/wp-admin/admin-ajax.php' };
  // A product page's globals (demo-server/product/product-page.ts productGlobals).
  shop.wc_gzd_unit_price_observer_queue_params = { ...ajax, refresh_unit_price_nonce: UNIT_PRICE_NONCE, queue_delay: 500, price_decimal_sep: ',', price_thousand_sep: '.' };
  shop.wc_gzd_unit_price_observer_params = {
    wrapper: '.product',
    price_selector: { 'p.price': { is_total_price: false, is_primary_selector: true, quantity_selector: '' } },
    replace_price: true,
    product_id: 115,
    price_decimal_sep: ',',
    price_thousand_sep: '.',
    qty_selector: 'input.quantity, input.qty',
    refresh_on_load: false,
  };
  shop.wc_single_product_params = {
    i18n_required_rating_text: 'Bitte wähle eine Bewertung',
    i18n_rating_options: ['1 von 5 Sternen', '2 von 5 Sternen', '3 von 5 Sternen', '4 von 5 Sternen', '5 von 5 Sternen'],
    review_rating_required: 'yes',
  };
}

const CART_COOKIES = ['woocommerce_cart_hash', 'woocommerce_items_in_cart'];
const isCartKey = (key: string) => /^(wc_fragments|wc_cart_hash|wc_cart_created)/.test(key);

function clearStorage(storage: Storage): void {
  for (const key of Object.keys(storage)) if (isCartKey(key)) storage.removeItem(key);
}

/** Forget the cart of the previous story: stored fragments, cookies, the cart store, announcements. */
export function resetShopPage(): void {
  try {
    clearStorage(window.sessionStorage);
    clearStorage(window.localStorage);
  } catch {
    // storage disabled: nothing stored either
  }
  for (const name of CART_COOKIES) document.cookie = `${name}=; path=/; max-age=0`;
  cartStore.setState({ cartHash: null, fragments: null, lastChange: null });
  takeAskedRefresh(); // a refresh the previous story asked for is not this story's
  cancelAnnouncements();
  const live = document.getElementById('sf-live-region');
  if (live) live.textContent = '';
  // A lightbox address (#&gid=1&pid=2) would reopen the lightbox in the next gallery story.
  if (location.hash.includes('gid=')) history.replaceState(null, '', `${location.pathname}${location.search}`);
}

/** Cookies and stored fragments a story starts with. */
export function preparePage(page: PageParameters = {}): void {
  for (const [name, value] of Object.entries(page.cookies ?? {})) document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  for (const [key, value] of Object.entries(page.sessionStorage ?? {})) window.sessionStorage.setItem(key, value);
}

/** Pages the story tried to leave for (a widget's fallback navigation), newest last. */
export const blockedNavigations: string[] = [];

interface NavigateEventLike extends Event {
  destination: { url: string; sameDocument: boolean };
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}

/**
 * Links and classic form posts in the shop markup would navigate the story away (its links
 * point at the shop's pages). A widget that handles a click or submit prevents it first; what
 * is left is stopped here and logged. `<form method="dialog">` keeps working. A widget that
 * leaves the page itself (`location.assign`, e.g. the quick view's fallback to the product
 * page) is stopped with the Navigation API and recorded in `blockedNavigations`; same-document
 * navigations (hash links, history.pushState) go ahead.
 */
export function blockNavigation(): () => void {
  blockedNavigations.length = 0;
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  const onNavigate = (event: NavigateEventLike) => {
    if (event.destination.sameDocument || !event.cancelable) return;
    event.preventDefault();
    const url = new URL(event.destination.url);
    const target = url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
    blockedNavigations.push(target);
    console.info('[storybook] page not left for:', target);
    document.dispatchEvent(new CustomEvent('storybook:navigation-blocked', { detail: target }));
  };
  navigation?.addEventListener('navigate', onNavigate);
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link || event.defaultPrevented) return;
    event.preventDefault();
    console.info('[storybook] link not followed:', link.getAttribute('href'));
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || form.method === 'dialog') return;
    event.preventDefault();
    const fields = new URLSearchParams(new FormData(form, event.submitter) as unknown as Record<string, string>).toString();
    console.info(`[storybook] form not sent: ${form.method.toUpperCase()} ${form.getAttribute('action') ?? '(this page)'} ${fields}`);
    form.dispatchEvent(new CustomEvent('storybook:form-blocked', { detail: fields, bubbles: true }));
  };
  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);
  return () => {
    navigation?.removeEventListener('navigate', onNavigate);
    document.removeEventListener('click', onClick);
    document.removeEventListener('submit', onSubmit);
  };
}

/**
 * Give every id in a copy of the markup a suffix (and the attributes that point at ids), so
 * several copies can stand side by side in one document, as the shop never prints one id twice.
 */
export function uniqueIds(markup: string, suffix: string): string {
  // Links to a fragment of the same markup (tabs, skip links) follow their target's new id.
  const ids = new Set([...markup.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
  return markup
    .replace(/\shref="#([^"]+)"/g, (whole, id: string) => (ids.has(id) ? ` href="#${id}-${suffix}"` : whole))
    .replace(/\s(id|for)="([^"]+)"/g, (_whole, name: string, value: string) => ` ${name}="${value}-${suffix}"`)
    .replace(/\s(aria-labelledby|aria-describedby|aria-controls)="([^"]+)"/g, (_whole, name: string, value: string) => {
      const ids = value.split(/\s+/).map((id) => `${id}-${suffix}`);
      return ` ${name}="${ids.join(' ')}"`;
    });
}

export interface ShopMarkupProps {
  /** The server HTML, exactly as the shop prints it. */
  html: string;
  className?: string;
  style?: CSSProperties;
  /** Suffix for ids when the markup appears more than once on the page. */
  idSuffix?: string;
}

/**
 * Renders server HTML into a div once; the custom elements inside upgrade it in place (their
 * modules are imported by the story file). React never touches the markup again, so what the
 * widgets do to it stays.
 */
export function ShopMarkup({ html, className, style, idSuffix }: ShopMarkupProps) {
  const ref = useRef<HTMLDivElement>(null);
  const markup = withImages(idSuffix ? uniqueIds(html, idSuffix) : html);
  useLayoutEffect(() => {
    const host = ref.current;
    if (!host) return;
    host.innerHTML = markup;
    return () => host.replaceChildren();
  }, [markup]);
  return <div ref={ref} className={className} style={style} />;
}

export interface StatePanel {
  name: string;
  /** Short note for designers on what the state shows and how it comes about. */
  note?: string;
  html: string;
  className?: string;
}

/** Every state of a widget side by side, each labelled (the AllStates stories). */
export function StateGrid({ panels, minWidth = 300 }: { panels: StatePanel[]; minWidth?: number }) {
  return (
    <div className="sf-story-grid" style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))` }}>
      {panels.map((panel, index) => (
        <section key={panel.name} className="sf-story-panel" aria-labelledby={`sf-story-panel-${index}`} data-state={panel.name}>
          <h2 id={`sf-story-panel-${index}`} className="sf-story-panel__title">
            {panel.name}
          </h2>
          {panel.note && <p className="sf-story-panel__note">{panel.note}</p>}
          <ShopMarkup html={panel.html} className={panel.className} idSuffix={`state${index}`} />
        </section>
      ))}
    </div>
  );
}
