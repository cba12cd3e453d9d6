import { useEffect } from 'react';
import { announce } from '../../src/core/a11y/announce';
import { t } from './i18n';
import { startMachine } from '../../src/core/machine';
import { queueUnitPriceRefresh } from '../../src/product/unit-price-queue';
import { IDLE, unitPriceMachine, type UnitPricePort } from './machine';
import { refreshItem } from './rules';

/** Spec §9: the queue gathers the items of 500 ms unless the shop says otherwise. */
export const DEFAULT_QUEUE_DELAY_MS = 500;
/**
 * Our choice (the spec names none): a price must not show a loading bar in place of its legal
 * unit price for long. After 5 s, as for the cart fragments, the unit price shown before comes back.
 */
export const REFRESH_TIMEOUT_MS = 5000;

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
 * Keeps one unit price in step with the price shown next to it. What happens when is
 * machine.ts; this hook turns DOM changes, timers and the queue's answers into its events
 * and carries out its effects on the page.
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

    const timers: Partial<Record<'change' | 'load', ReturnType<typeof setTimeout>>> = {};
    const port: UnitPricePort = {
      wait(timer, ms) {
        clearTimeout(timers[timer]);
        timers[timer] = setTimeout(() => {
          const amounts = [...price.querySelectorAll('.amount')].map((amount) => amount.textContent ?? '');
          const item = refreshItem(currentProductId(), { amounts, quantity: quantity(), isTotalPrice: !!selectorSettings.is_total_price }, format);
          machine.send({ type: 'due', item, shown: valueBox().innerHTML });
        }, ms);
      },
      cancelWaits() {
        clearTimeout(timers.change);
        clearTimeout(timers.load);
      },
      showLoading() {
        unitPrice.setAttribute('aria-busy', 'true');
        write(`<span class="sf-unit-price__loading"><span class="screen-reader-text">${t('Updating the unit price…')}</span></span>`);
      },
      queue(item) {
        const settings = { delayMs: Number(queueParams.queue_delay) || DEFAULT_QUEUE_DELAY_MS, securityToken: queueParams.refresh_unit_price_nonce ?? '', timeoutMs: REFRESH_TIMEOUT_MS };
        void queueUnitPriceRefresh(item, settings).then((outcome) => machine.send({ type: 'answer', outcome }));
      },
      settle(html) {
        write(html);
        unitPrice.removeAttribute('aria-busy');
      },
      announce: () => announce(t('Unit price: %s', unitPrice.textContent?.trim() ?? '')),
    };
    const machine = startMachine(unitPriceMachine, IDLE, port);

    const change = () => machine.send({ type: 'change' });
    // Our own writes happen with the watcher off, so what it sees was set by others.
    const priceWatcher = new MutationObserver(change);
    const watcher = new MutationObserver(() => machine.send({ type: 'written', html: valueBox().innerHTML }));
    const watch = () => watcher.observe(unitPrice, { childList: true, subtree: true, characterData: true });
    priceWatcher.observe(price, { childList: true, subtree: true, characterData: true });
    watch();
    const onQuantity = (event: Event) => (event.target as Element).matches?.(quantitySelector) && change();
    wrapper.addEventListener('change', onQuantity);
    machine.send({ type: 'start', refreshOnLoad: !!params.refresh_on_load });

    return () => {
      priceWatcher.disconnect();
      wrapper.removeEventListener('change', onQuantity);
      machine.stop({ type: 'stop' });
      watcher.disconnect();
    };
  }, [host, productIdAttribute]);
}
