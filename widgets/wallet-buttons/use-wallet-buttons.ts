import { useEffect, useState } from 'react';
import { announce } from '../../src/core/a11y/announce';
import { emit, on } from '../../src/payments/events';
import { whenNear } from '../../src/payments/near';
import { clickSubmitsAddToCartForm, locationEnabled, productButtonsEnabled, productButtonsVisible } from '../../src/payments/rules/button-state';
import { simulateCartOutcome, splitFunding } from '../../src/payments/rules/funding';
import { stackedMargins, WIDTH_CLASSES, widthClass } from '../../src/payments/rules/layout';
import { isResumeFlow } from '../../src/payments/rules/resume-flow';
import { orderingSources, styleForSource } from '../../src/payments/rules/style';
import type { ButtonsComponent, ButtonStyle, FundingSource, OnInitActions, ProviderNamespace } from '../../src/payments/sdk-types';
import { readGatewaySettings, type GatewaySettings } from '../../src/payments/settings';
import { t } from './i18n';
import { fundingSources, walletContext, type WalletContext } from './rules';
import { shownPrice } from '../../src/payments/amounts';
import { addToCartButton, isDisabledButton, productLines } from './wallet-dom';

/** Spec §9 Product form change debounce. */
export const FORM_DEBOUNCE_MS = 100;
/** The provider's side, loaded with its script (src/payments/flows/wallet-flow.lazy.ts). */
type ProviderModule = typeof import('../../src/payments/flows/wallet-flow.lazy');
const DEFAULT_HEIGHT = 45;

export const BUTTONS_ENABLED = 'The payment buttons are available.';
export const BUTTONS_DISABLED = 'The payment buttons are not available. Please check your selection.';

/** The product form's subscribe-option radio (a subscription add-on) is chosen: no buttons then. */
const subscribeOptionChosen = (form: Element | null) => !!form?.querySelector('input[type="radio"][name*="subscribe"][value="1"]:checked, input.wcsatt-options-radio[value]:not([value="0"]):checked');

/**
 * The provider's buttons in one payment area (spec §4 Payment buttons): the provider script
 * loads only when the area is near the viewport or used, once per page; the buttons render per
 * funding source into the shop's wrapper, follow the page (enabled state, form changes,
 * fragments, order review) and drive the order flows (src/payments/flows/wallet-flow.lazy.ts).
 */
export function useWalletButtons(host: HTMLElement, contextAttribute?: string) {
  // The product form's subscribe option can be chosen, and unchosen, at any time (spec §4).
  const [subscribing, setSubscribing] = useState(false);
  useEffect(() => {
    const area = areaOf(host, contextAttribute);
    if (area?.context !== 'product' || !area.form) return;
    const form = area.form;
    const follow = () => setSubscribing(subscribeOptionChosen(form));
    follow();
    form.addEventListener('change', follow);
    return () => form.removeEventListener('change', follow);
  }, [host, contextAttribute]);

  useEffect(() => {
    const area = areaOf(host, contextAttribute);
    if (!area || (area.context === 'product' && !productButtonsVisible(!!area.form, subscribing))) return;
    return showButtons(area);
  }, [host, contextAttribute, subscribing]);
}

/** The payment area `host` stands for: its settings, context, the wrapper the buttons render into, and the form they pay for. */
function areaOf(host: HTMLElement, contextAttribute?: string): Area | null {
  const settings = readGatewaySettings(window);
  if (!settings) return null;
  const context = walletContext(contextAttribute, settings.context);
  if (!context) return null;
  const wrapper = host.querySelector<HTMLElement>(context === 'mini-cart' ? settings.button.mini_cart_wrapper : settings.button.wrapper) ?? host;
  const form =
    context === 'product'
      ? (host.closest<HTMLFormElement>('form.cart') ?? document.querySelector<HTMLFormElement>('form.cart'))
      : context === 'checkout' || context === 'pay-now'
        ? (host.closest<HTMLFormElement>('form') ?? document.querySelector<HTMLFormElement>('form.checkout, form#order_review'))
        : null;
  return { host, wrapper, form, settings, context };
}

interface Area {
  host: HTMLElement;
  wrapper: HTMLElement;
  form: HTMLFormElement | null;
  settings: GatewaySettings;
  context: WalletContext;
}

function showButtons({ host, wrapper, form, settings, context }: Area): () => void {
  const resume = isResumeFlow(location.hash);
  const style: ButtonStyle = context === 'mini-cart' ? settings.button.mini_cart_style : settings.button.style;
  const flaggedDisabled = context === 'mini-cart' ? settings.button.is_mini_cart_disabled : settings.button.is_disabled;
  const abort = new AbortController();
  let urlParams = settings.url_params;
  let sdk: ProviderNamespace | null = null;
  let rendered: ButtonsComponent[] = [];
  let containers: HTMLElement[] = [];
  let inits: OnInitActions[] = [];
  let renders = 0;
  let stopped = false;
  let simulatedDisabled = false;
  let enabled: boolean | undefined;

  // The provider's side (script loader, client token, the shop's payment endpoints, the order
  // flows) loads with the provider's script: nobody can pay before its buttons are drawn, and
  // a page that never brings the area near the viewport does not load it (the checkout's every-method size budget).
  let provider: ProviderModule | null = null;
  let flow: ReturnType<ProviderModule['startWalletFlow']> | null = null;

  const addToCartDisabled = () => (form ? isDisabledButton(addToCartButton(form)) : false);
  const isEnabled = () =>
    context === 'product' && form
      ? productButtonsEnabled({ shouldRender: true, flaggedDisabled: flaggedDisabled || simulatedDisabled, price: shownPrice(form), addToCartDisabled: addToCartDisabled() })
      : locationEnabled({ shouldRender: true, flaggedDisabled: flaggedDisabled || simulatedDisabled });

  /** Spec §4: disabled buttons carry a class and ignore pointer events (and keys: inert); every change is announced. */
  function applyEnabled() {
    const now = isEnabled();
    wrapper.classList.toggle('ppcp-disabled', !now);
    for (const container of containers) {
      container.style.pointerEvents = now ? '' : 'none';
      container.inert = !now;
    }
    for (const actions of inits) {
      Promise.resolve()
        .then(() => (now ? actions.enable() : actions.disable()))
        .catch(() => console.warn(now ? 'Failed to enable buttons' : 'Failed to disable buttons'));
    }
    if (enabled !== undefined && enabled !== now) announce(t(now ? BUTTONS_ENABLED : BUTTONS_DISABLED));
    enabled = now;
  }

  /** Width class on the wrapper (spec §9) and the top margins of stacked buttons. */
  function layout() {
    wrapper.classList.remove(...WIDTH_CLASSES);
    wrapper.classList.add(widthClass(wrapper.getBoundingClientRect().width));
    const margins = stackedMargins(containers.filter((c) => c.parentElement === wrapper).map((c) => ({ visible: !c.hidden, height: style.height ?? DEFAULT_HEIGHT })));
    containers.filter((c) => c.parentElement === wrapper).forEach((c, i) => (c.style.marginTop = margins[i] === null ? '' : `${margins[i]}px`));
  }
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(layout) : null;
  resizes?.observe(wrapper);

  /**
   * A redraw asked for while a payment is in flight, done once the flow is idle again: closing
   * the buttons would close the popup of the payment they carry (its order still being made),
   * and new buttons would meet the old payment's answers. 'reload' also loads the script anew.
   */
  let held: 'render' | 'reload' | null = null;
  const paying = () => !!flow && !flow.idle();

  /** The buttons anew: the old ones closed, one per funding source (separate ones in their own wrappers at checkout). */
  async function render() {
    if (paying()) {
      held ??= 'render';
      return;
    }
    const number = ++renders;
    if (!sdk || !flow || stopped) return;
    const namespace = sdk;
    const areaFlow = flow;
    const old = rendered;
    rendered = [];
    inits = [];
    await Promise.all(
      old.map((buttons) =>
        Promise.resolve()
          .then(() => buttons.close())
          .catch(() => {}),
      ),
    );
    if (stopped || number !== renders) return;
    for (const container of containers) container.remove();
    containers = [];
    const checkout = context === 'checkout' || context === 'pay-now';
    const separate = checkout ? Object.entries(settings.separate_buttons) : [];
    const all = namespace.getFundingSources?.() ?? [namespace.FUNDING?.PAYPAL ?? 'paypal'];
    const shown = fundingSources(
      all,
      (source) => namespace.isFundingEligible?.(source) ?? true,
      urlParams['disable-funding'],
      separate.map(([source]) => source),
    );
    // At the checkout these buttons place the order (§ 312j Abs. 3 BGB): with an order label
    // ('buynow') only the buttons that carry it; the pay-for-order page's order stands already.
    const targets: Array<{ source: FundingSource; parent: Element; style: ButtonStyle }> = (context === 'checkout' ? orderingSources(shown, style) : shown).map((source) => ({
      source,
      parent: wrapper,
      style: styleForSource(source, style),
    }));
    for (const [source, button] of separate) {
      const parent = document.querySelector(button.wrapper);
      if (parent) targets.push({ source, parent, style: styleForSource(source, { ...style, ...button.style }) });
    }
    for (const target of targets) {
      const container = document.createElement('div');
      container.className = 'ppc-button-source';
      container.dataset.fundingSource = target.source;
      target.parent.append(container);
      containers.push(container);
      let buttons: ButtonsComponent;
      try {
        buttons = namespace.Buttons({
          ...areaFlow.callbacks(target.source),
          fundingSource: target.source,
          style: target.style,
          onInit(_data, actions) {
            inits.push(actions);
            if (!isEnabled())
              Promise.resolve()
                .then(() => actions.disable())
                .catch(() => console.warn('Failed to disable buttons'));
          },
        });
      } catch (error) {
        console.error(error);
        container.remove();
        continue;
      }
      // Spec §4: skipped when not eligible; resumed when the shopper came back from the provider app.
      if (!buttons.isEligible()) {
        container.remove();
        continue;
      }
      rendered.push(buttons);
      if (resume && buttons.hasReturned?.()) buttons.resume?.();
      else await buttons.render(container).catch((error: unknown) => console.error(error));
      if (stopped || number !== renders) return;
    }
    containers = containers.filter((container) => container.isConnected);
    layout();
    applyEnabled();
    if (checkout) emit('sf:ppcp-checkout-rendered', {});
  }

  const loadSdk = ({ loadProviderSdk, clientToken, sendPaymentRequest }: ProviderModule) =>
    loadProviderSdk(
      { ...settings, url_params: urlParams },
      {
        clientToken: () =>
          clientToken(settings, (url, body) => sendPaymentRequest({ url, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, { signal: abort.signal })),
      },
    );

  async function start() {
    try {
      const loaded = await import('../../src/payments/flows/wallet-flow.lazy');
      if (stopped) return;
      provider = loaded;
      flow = loaded.startWalletFlow({
        host,
        settings,
        context,
        form,
        resume,
        reloadButtons: () => void render(),
        settled() {
          const redraw = held;
          held = null;
          if (redraw === 'reload') void reload(loaded);
          else if (redraw === 'render') void render();
        },
        productLines: () => (form ? productLines(form, settings.productType) : []),
      });
      sdk = await loadSdk(loaded);
    } catch (error) {
      // Spec §4: the shop's place-order button shows again (the checkout listens).
      console.error(error);
      if (!stopped) emit('sf:wallet-script-failed', { message: error instanceof Error ? error.message : String(error) });
      return;
    }
    await render();
    if (context === 'product') simulate();
  }

  // Simulate-cart (product page): throttled per the settings; may disable the buttons, hide the
  // messages, and change the funding lists (then the script loads again with them).
  let lastSimulation = -Infinity;
  let simulateTimer: ReturnType<typeof setTimeout> | undefined;
  function simulate() {
    const endpoint = settings.ajax.simulate_cart;
    if (!settings.simulate_cart.enabled || !endpoint || !form || !provider || stopped) return;
    const loaded = provider;
    const { ajaxRequest, parseSimulateCart, sendPaymentRequest } = loaded;
    // Nothing to simulate while the form cannot be bought (no variation chosen yet): the shop
    // would refuse the lines, and the buttons are disabled by the add-to-cart button anyway.
    const variation = form.querySelector<HTMLInputElement>('input[name="variation_id"]');
    if (addToCartDisabled() || (variation && !(Number(variation.value) > 0))) return;
    clearTimeout(simulateTimer);
    const wait = lastSimulation + settings.simulate_cart.throttling - Date.now();
    if (wait > 0) {
      simulateTimer = setTimeout(simulate, wait);
      return;
    }
    lastSimulation = Date.now();
    void sendPaymentRequest(ajaxRequest(endpoint, { products: productLines(form, settings.productType) }), { signal: abort.signal })
      .then(parseSimulateCart)
      .then(async (result) => {
        if (result.kind !== 'ok' || stopped) return;
        const outcome = simulateCartOutcome(result.data, {
          enableFunding: splitFunding(urlParams['enable-funding']),
          disableFunding: splitFunding(urlParams['disable-funding']),
          buttonsDisabled: simulatedDisabled,
          messagesHidden: false,
        });
        simulatedDisabled = outcome.buttonsDisabled;
        emit('sf:wallet-simulated', { total: result.data.total, messagesHidden: outcome.messagesHidden });
        if (!outcome.reload) return applyEnabled();
        const params: Record<string, string> = { ...urlParams, 'enable-funding': outcome.enableFunding.join(','), 'disable-funding': outcome.disableFunding.join(',') };
        for (const name of ['enable-funding', 'disable-funding']) if (!params[name]) delete params[name];
        urlParams = params as typeof urlParams;
        await reload(loaded);
      });
  }

  /** The script with the current funding lists, then the buttons anew: after the payment in flight, if one is. */
  async function reload(loaded: ProviderModule) {
    if (paying()) {
      held = 'reload';
      return;
    }
    try {
      sdk = await loadSdk(loaded);
      await render();
    } catch (error) {
      console.error(error);
    }
  }

  // Product form changes: debounced, then the buttons follow (spec §4, unless in the resume flow).
  let formTimer: ReturnType<typeof setTimeout> | undefined;
  const formChanged = () => {
    clearTimeout(formTimer);
    formTimer = setTimeout(() => {
      applyEnabled();
      if (!sdk) return;
      if (!resume) void render();
      simulate();
    }, FORM_DEBOUNCE_MS);
  };
  const stops: Array<() => void> = [];
  if (context === 'product' && form) {
    form.addEventListener('change', formChanged);
    form.addEventListener('input', formChanged);
    stops.push(() => {
      form.removeEventListener('change', formChanged);
      form.removeEventListener('input', formChanged);
    });
    for (const name of ['sf:show-variation', 'sf:hide-variation', 'sf:reset-data'] as const) stops.push(on(name, formChanged));
    // Spec §4: a click on disabled buttons submits the add-to-cart form, surfacing the shop's validation.
    const onDisabledClick = (event: MouseEvent) => {
      if (!wrapper.classList.contains('ppcp-disabled') || !clickSubmitsAddToCartForm(false, addToCartDisabled())) return;
      event.preventDefault();
      const button = addToCartButton(form);
      if (button && !button.disabled)
        button.click(); // the variation form answers its disabled-class button
      else form.requestSubmit();
    };
    wrapper.addEventListener('click', onDisabledClick);
    stops.push(() => wrapper.removeEventListener('click', onDisabledClick));
  }
  // The areas that the page redraws around the buttons (spec §4): render again once it did
  // (after the payment in flight, if one is).
  const rerender = () => void (flow && render());
  if (context === 'mini-cart') stops.push(on('sf:fragments-refreshed', rerender), on('sf:fragments-loaded', rerender));
  if (context === 'cart') stops.push(on('sf:cart-updated', rerender), on('sf:updated-checkout', rerender));
  if (context === 'checkout' || context === 'pay-now') stops.push(on('sf:updated-checkout', rerender));
  stops.push(on('sf:ppcp-refresh-payment-buttons', rerender), on('sf:ppcp-reload-buttons', rerender));

  applyEnabled();
  stops.push(whenNear(host, () => void start()));

  return () => {
    stopped = true;
    clearTimeout(formTimer);
    clearTimeout(simulateTimer);
    abort.abort();
    resizes?.disconnect();
    for (const stop of stops) stop();
    flow?.stop();
    for (const buttons of rendered)
      Promise.resolve()
        .then(() => buttons.close())
        .catch(() => {});
    for (const container of containers) container.remove();
    wrapper.classList.remove('ppcp-disabled', ...WIDTH_CLASSES);
  };
}
