import { noticesWrapper } from '../../src/core/notices';

/**
 * A cart page the shop sent (after the form's `update_cart` post, or fetched again after a
 * removal) applied to the page the way WooCommerce's cart script does (cart.js update_wc_div):
 * the cart form and the totals are replaced, the notices the answer carries are shown where
 * the page's notices are (src/core/notices.ts), and an emptied cart gets the answer's
 * empty-cart block. The shop's HTML is trusted as fragments are (by contract); scripts in it
 * are not run.
 */

/** WooCommerce's notices, and the demo theme's wrapper that carries an error list's alert role. */
const NOTICES = '.woocommerce-error-wrapper, .woocommerce-NoticeGroup, .woocommerce-error, .woocommerce-message, .woocommerce-info';
const FORM = 'form.woocommerce-cart-form';
const EMPTY = '.wc-empty-cart-message';

export interface CartPageAnswer {
  form: HTMLFormElement | null;
  totals: Element | null;
  /** The block holding the empty-cart message (its `.woocommerce`), when the cart is empty. */
  empty: Element | null;
  notices: Element[];
  /** The answer's own element of the widget's tag, where the theme prints it. */
  element: Element | null;
}

/** The parts of a cart page answer; null when it is no cart page (an error page, JSON, a PHP notice). */
export function readCartPage(html: string, tag: string): CartPageAnswer | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const form = doc.querySelector<HTMLFormElement>(FORM);
  const message = form ? null : doc.querySelector(EMPTY);
  if (!form && !message) return null;
  const empty = message ? (message.closest('.woocommerce') ?? message) : null;
  const totals = form ? doc.querySelector('.cart_totals') : null;
  const swapped = [form, totals, empty].filter((part): part is Element => part !== null);
  const seen = new Set<string>();
  const notices = [...doc.querySelectorAll(NOTICES)].filter((notice) => {
    // Notices inside what is swapped in come with it; a notice inside another is part of it.
    if (swapped.some((part) => part.contains(notice)) || notice.parentElement?.closest(NOTICES)) return false;
    // Storefront prints the session's notices at the top of the page as well as the shop's
    // wrapper can: each text once.
    const text = notice.textContent?.trim() ?? '';
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  return { form, totals, empty, notices, element: doc.querySelector(tag) };
}

/** Whether the answer carries an error notice (the shop refused something and said why). */
export const hasErrorNotice = (answer: CartPageAnswer) =>
  answer.notices.some((notice) => notice.matches('.woocommerce-error, .woocommerce-error-wrapper') || notice.querySelector('.woocommerce-error'));

/**
 * Apply the answer inside `host` (the sf-cart-form element). Returns what changed, for the
 * events WooCommerce fires: 'form' (form and totals replaced), 'emptied', or 'reload' when the
 * page cannot take the answer (a cart form came back where the page has none, and the answer
 * has no element to take it from: WooCommerce's cart script reloads the page then too).
 */
export function applyCartPage(host: HTMLElement, answer: CartPageAnswer): 'form' | 'emptied' | 'reload' {
  const ownForm = host.querySelector(FORM);
  if (answer.form && !ownForm && !answer.element) return 'reload';
  // As WooCommerce's cart script: the page's old notices go; the answer brings the current ones.
  for (const notice of document.querySelectorAll(NOTICES)) if (!notice.closest(EMPTY)) notice.remove();
  const ours = () => [...host.children].filter((child) => child.matches('[data-sf-root], .sf-island'));
  if (answer.form && ownForm) {
    ownForm.replaceWith(document.adoptNode(answer.form));
    const ownTotals = host.querySelector('.cart_totals') ?? document.querySelector('.cart_totals');
    if (ownTotals && answer.totals) ownTotals.replaceWith(document.adoptNode(answer.totals));
  } else if (answer.form) {
    host.replaceChildren(...document.adoptNode(answer.element!).childNodes, ...ours());
  } else {
    // The shop's `.woocommerce` around the cart is inside the element on some themes (the seed
    // theme) and around it on others (stock WooCommerce opens the element inside it): the
    // element itself stays, with its own islands.
    const around = ownForm?.closest('.woocommerce');
    if (around && host.contains(around)) around.replaceWith(document.adoptNode(answer.empty!));
    else host.replaceChildren(...document.adoptNode(answer.empty!).childNodes, ...ours());
  }
  if (answer.notices.length) noticesWrapper(host, host).prepend(...answer.notices.map((notice) => document.adoptNode(notice)));
  return answer.form ? 'form' : 'emptied';
}
