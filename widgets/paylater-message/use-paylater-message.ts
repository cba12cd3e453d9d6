import { useEffect } from 'react';
import { productAmount, shownTotal } from '../../src/payments/amounts';
import { on } from '../../src/payments/events';
import { whenNear } from '../../src/payments/near';
import { messageId } from '../../src/payments/rules/message-id';
import type { MessagesStyle, ProviderNamespace } from '../../src/payments/sdk-types';
import { readGatewaySettings } from '../../src/payments/settings';

/** Spec §9 Product form change debounce. */
const FORM_DEBOUNCE_MS = 100;
const CONTEXTS = ['product', 'cart', 'mini-cart', 'checkout', 'pay-now'];

/**
 * The pay-later message (spec §4 Events, §9): the provider's Messages for the current amount
 * (product price × quantity, the chosen variation's price, the cart and checkout totals),
 * rendered again on every change of it into a fresh element 'ppcp-message-' + 9 base-36
 * characters; hidden while the settings or simulate-cart say so.
 */
export function usePaylaterMessage(host: HTMLElement, contextAttribute?: string) {
  useEffect(() => {
    const settings = readGatewaySettings(window);
    if (!settings) return;
    const context = [contextAttribute, settings.context].find((value) => value && CONTEXTS.includes(value));
    if (!context) return;
    const wrapper = host.querySelector<HTMLElement>(settings.messages.wrapper) ?? host;
    const form = context === 'product' ? (host.closest<HTMLFormElement>('form.cart') ?? document.querySelector<HTMLFormElement>('form.cart')) : null;
    let sdk: ProviderNamespace | null = null;
    let stopped = false;
    let hidden = settings.messages.is_hidden;
    let shown: { amount: number; element: HTMLElement } | null = null;

    const amount = () => {
      if (form) return productAmount(form);
      return shownTotal(context) ?? settings.messages.amount;
    };
    const render = () => {
      if (!sdk || stopped) return;
      wrapper.hidden = hidden;
      const now = amount();
      if (hidden || (shown && shown.amount === now && shown.element.isConnected)) return;
      shown?.element.remove();
      const element = document.createElement('div');
      element.id = messageId();
      element.className = 'ppcp-message';
      wrapper.append(element);
      shown = { amount: now, element };
      sdk
        .Messages({ amount: now, placement: settings.messages.placement || context, style: settings.messages.style as MessagesStyle })
        .render(element)
        .catch((error: unknown) => console.error(error));
    };

    const stops: Array<() => void> = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(render, FORM_DEBOUNCE_MS);
    };
    if (form) {
      form.addEventListener('change', changed);
      form.addEventListener('input', changed);
      stops.push(() => {
        form.removeEventListener('change', changed);
        form.removeEventListener('input', changed);
      });
      stops.push(on('sf:show-variation', changed), on('sf:reset-data', changed));
    }
    stops.push(
      on('sf:updated-checkout', changed),
      on('sf:cart-updated', changed),
      on('sf:fragments-refreshed', changed),
      on('sf:ppcp-checkout-total-updated', changed),
      // Simulate-cart decides whether messages show (spec §4).
      on('sf:wallet-simulated', ({ messagesHidden }) => {
        hidden = messagesHidden || settings.messages.is_hidden;
        render();
      }),
      on('sf:ppcp-should-show-messages', ({ show }) => {
        hidden = !show;
        render();
      }),
    );
    wrapper.hidden = hidden;
    stops.push(
      whenNear(host, () => {
        // The script loader is in the provider's chunk (loaded with its script, like the wallet
        // buttons'): not preloaded with this widget, so the loader's list stays short.
        import('../../src/payments/provider/script-loader')
          .then(({ loadProviderSdk }) => loadProviderSdk(settings))
          .then((namespace) => {
            sdk = namespace;
            render();
          })
          .catch((error: unknown) => console.error(error)); // no message; the page works without it
      }),
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const stop of stops) stop();
      shown?.element.remove();
    };
  }, [host, contextAttribute]);
}
