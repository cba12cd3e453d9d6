import { useEffect } from 'react';
import { announce } from '../../src/core/a11y/announce';
import { t } from './i18n';
import { queueUnitPriceRefresh } from '../../src/product/unit-price-queue';
import { refreshItem, REFRESH_TIMEOUT_MS } from './rules';

export { REFRESH_TIMEOUT_MS };

/** Spec §9: 500 ms after a price change, then the queue's 500 ms; on load after 250 ms. */
export const PRICE_CHANGE_DEBOUNCE_MS = 500;
export const DEFAULT_QUEUE_DELAY_MS = 500;
export const REFRESH_ON_LOAD_DELAY_MS = 250;

/** Germanized's page globals, read as it prints them. */
export interface UnitPriceParams {
  wrapper?: string;
  price_selector?: Record<string, { is_total_price?: boolean; is_primary_selector?: boolean; quantity_selector?: string }>;
  product_id?: number | string;
  price_decimal_sep?: string;
  price_thousand_sep?: string;
  qty_selector?: string;
  refresh_on_load?: boolean;
}
export interface UnitPriceQueueParams {
  refresh_unit_price_nonce?: string;
  queue_delay?: number | string;
}

const globals = globalThis as unknown as {
  wc_gzd_unit_price_observer_params?: UnitPriceParams;
  wc_gzd_unit_price_observer_queue_params?: UnitPriceQueueParams;
};

/**
 * Keeps one unit price in step with the price shown next to it: when the price element
 * changes (a variation chosen) or the quantity does, the unit price shows a loading state and
 * is asked from the shop; the answer replaces it only when it is for the current product or
 * variation, otherwise (and on any failure) the unit price shown before comes back.
 */
export function useUnitPrice(host: HTMLElement, productIdAttribute: string | undefined) {
  useEffect(() => {
    const params = globals.wc_gzd_unit_price_observer_params ?? {};
    const queueParams = globals.wc_gzd_unit_price_observer_queue_params ?? {};
    const [priceSelector, selectorSettings] = Object.entries(params.price_selector ?? { 'p.price': {} })[0] ?? ['p.price', {}];
    const price = host.querySelector<HTMLElement>(priceSelector);
    const unitPrice = host.querySelector<HTMLElement>('.price-unit');
    if (!price || !unitPrice) return;
    // The product form and quantity may sit outside the element (Germanized's wrapper).
    const wrapper = host.closest<HTMLElement>(params.wrapper || '.product') ?? host.parentElement ?? host;
    const format = { decimalSeparator: params.price_decimal_sep || ',', thousandSeparator: params.price_thousand_sep || '.' };
    const quantitySelector = selectorSettings.quantity_selector || params.qty_selector || 'input.qty';

    const currentProductId = () => {
      const variation = Number(wrapper.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value);
      return variation > 0 ? variation : (productIdAttribute ?? params.product_id ?? '');
    };
    const quantity = () => Number(wrapper.querySelector<HTMLInputElement>(quantitySelector)?.value || 1);

    let debounce: ReturnType<typeof setTimeout> | undefined;
    let original: string | null = null;
    let stopped = false;

    // Write into the value element inside (the one the variation form also writes), never
    // over it: replacing it would leave others writing to an element no longer on the page.
    const valueBox = () => unitPrice.querySelector<HTMLElement>('[data-sf-field="unit_price"], .unit-price') ?? unitPrice;
    const write = (html: string) => {
      watcher.disconnect();
      const box = valueBox();
      const template = document.createElement('template');
      template.innerHTML = html.trim();
      const single = template.content.children.length === 1 ? template.content.firstElementChild : null;
      // The shop answers `<span class="unit-price">…</span>`: its content goes into our box.
      box.innerHTML = box !== unitPrice && single?.matches('.unit-price') ? single.innerHTML : html;
      watch();
    };
    const settle = (html: string) => {
      write(html);
      unitPrice.removeAttribute('aria-busy');
    };

    async function refresh() {
      const item = refreshItem(
        currentProductId(),
        { amounts: [...price!.querySelectorAll('.amount')].map((amount) => amount.textContent ?? ''), quantity: quantity(), isTotalPrice: !!selectorSettings.is_total_price },
        format,
      );
      if (!item) return;
      original ??= valueBox().innerHTML;
      unitPrice!.setAttribute('aria-busy', 'true');
      write(`<span class="sf-unit-price__loading"><span class="screen-reader-text">${t('Updating the unit price…')}</span></span>`);
      const outcome = await queueUnitPriceRefresh(item, {
        delayMs: Number(queueParams.queue_delay) || DEFAULT_QUEUE_DELAY_MS,
        securityToken: queueParams.refresh_unit_price_nonce ?? '',
        timeoutMs: REFRESH_TIMEOUT_MS,
      });
      if (stopped || outcome === 'superseded') return;
      const before = original ?? '';
      original = null;
      if ('show' in outcome) {
        settle(outcome.show);
        announce(t('Unit price: %s', unitPrice!.textContent?.trim() ?? ''));
      } else {
        settle(before);
      }
    }

    const schedule = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => void refresh(), PRICE_CHANGE_DEBOUNCE_MS);
    };
    // Our own writes happen with the watcher off, so what it sees was set by others (the
    // variation form): while a refresh is pending, that is the unit price to come back to.
    const onUnitPriceSet = () => {
      if (original !== null) original = valueBox().innerHTML;
    };
    const priceWatcher = new MutationObserver(schedule);
    const watcher = new MutationObserver(onUnitPriceSet);
    const watch = () => watcher.observe(unitPrice, { childList: true, subtree: true, characterData: true });
    priceWatcher.observe(price, { childList: true, subtree: true, characterData: true });
    watch();
    const onQuantity = (event: Event) => (event.target as Element).matches?.(quantitySelector) && schedule();
    wrapper.addEventListener('change', onQuantity);
    const onLoad = params.refresh_on_load ? setTimeout(() => void refresh(), REFRESH_ON_LOAD_DELAY_MS) : undefined;

    return () => {
      stopped = true;
      clearTimeout(debounce);
      clearTimeout(onLoad);
      priceWatcher.disconnect();
      watcher.disconnect();
      wrapper.removeEventListener('change', onQuantity);
      if (original !== null) settle(original);
    };
  }, [host, productIdAttribute]);
}
