/**
 * What the wallet's flows write into the shop's markup: the notices at the top of the page and
 * the checkout form's hidden fields. Loaded with the flows (wallet-flow.lazy.ts), not with the
 * buttons: nothing is shown before a payment starts.
 */
import { addNoticeGroup, focusNotices, noticesWrapper, removeNotices } from '../../core/notices';

/**
 * Where the wallet's notices go (src/core/notices.ts: the shop's block around the buttons, else
 * where the theme prints notices, else the page's first wrapper; made at the top of the content
 * if there is none).
 */
const wrapperNear = (near: Element) => noticesWrapper(near, document.querySelector('main, #main, .woocommerce') ?? document.body);

/** Spec §8: clearing removes the error and success notices, wherever the page shows them (the theme's place too). */
export function clearNotices(near: Element): void {
  removeNotices(near, '.woocommerce-error, .woocommerce-message, .sf-wallet-notices');
}

/** Errors as text in WooCommerce's error list, the one alert at the top of the notices, scrolled to (spec §8 Payment). */
export function showErrorList(near: Element, messages: string[]): HTMLElement {
  return showNotices(near, { errors: messages });
}

/** The shop's own HTML notice list (create_order at checkout: HTML by contract), made the one alert. */
export function showShopNotices(near: Element, html: string): HTMLElement {
  return showNotices(near, { html });
}

function showNotices(near: Element, notice: { html?: string; errors?: string[] }): HTMLElement {
  clearNotices(near);
  const group = addNoticeGroup(wrapperNear(near), 'sf-wallet-notices', notice);
  focusNotices(group);
  return group;
}

/** A hidden field of the form, made when the shop did not print it (ppcp-funding-source, ppcp-resume-order). */
export function writeHidden(form: HTMLFormElement, name: string, value: string): void {
  let input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) {
    input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    form.append(input);
  }
  input.value = value;
}
