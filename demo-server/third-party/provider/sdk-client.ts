/**
 * The fake provider SDK as the browser runs it (served by sdk.ts at GET /sdk/js). It implements
 * the v5 surface the plugin uses (Buttons, Messages, CardFields, FUNDING, getFundingSources,
 * isFundingEligible, version) under the namespace of the script's data-namespace.
 *
 * Written in TypeScript and transpiled once at server start with the esbuild that tsx ships
 * (sdk.ts): the project's `tsc --noEmit` checks it like any other file, with the DOM types,
 * and no build step is added to `npm start`. It is a module only for the type checker (no
 * imports): esbuild wraps it in an IIFE, so nothing leaks into the page but the namespace.
 *
 * Unlike the real SDK, buttons are real <button>s inside the container, not an iframe: onClick
 * runs synchronously in the click, and a rejected onClick opens no popup (demo-server/README.md).
 */

type Source = string;
/** Replaced with sdk-query.ts's FUNDING_SOURCES when sdk.ts transpiles this file. */
declare const __FUNDING_SOURCES__: readonly string[];
interface Actions {
  resolve(): Promise<void>;
  reject(): Promise<void>;
}
interface ButtonsOptions {
  fundingSource?: Source;
  style?: { layout?: string; color?: string; shape?: string; label?: string; height?: number; tagline?: boolean };
  createOrder?: (data: { paymentSource: Source }, actions: unknown) => unknown;
  onApprove?: (data: { orderID: string; payerID?: string; paymentSource: Source }, actions: unknown) => unknown;
  onCancel?: (data: { orderID?: string }) => unknown;
  onError?: (error: Error) => unknown;
  onClick?: (data: { fundingSource: Source }, actions: Actions) => unknown;
  onInit?: (data: unknown, actions: { enable(): Promise<void>; disable(): Promise<void> }) => unknown;
  onShippingAddressChange?: (data: unknown, actions: { reject(): Promise<void> }) => unknown;
  onShippingOptionsChange?: (data: unknown, actions: { reject(): Promise<void> }) => unknown;
}
interface PopupMessage {
  source: 'fake-wallet';
  type: 'approve' | 'cancel' | 'error' | 'shipping-address' | 'shipping-option';
  orderID: string;
  payerID?: string;
  message?: string;
  address?: { city?: string; state?: string; countryCode?: string; postalCode?: string };
  optionId?: string;
}

/** What the SDK reads of GET /v2/checkout/orders/:id when the popup closed without a word. */
interface OrderRecord {
  status?: string;
  payer?: { payer_id?: string };
}

export function installFakeSdk(win: Window & typeof globalThis, script: HTMLScriptElement | null): void {
  if (!script || !script.src) throw new Error('Fake wallet SDK: document.currentScript is not available.');
  const scriptUrl = new URL(script.src);
  const sdkOrigin = scriptUrl.origin;
  const params = scriptUrl.searchParams;
  const namespace = script.getAttribute('data-namespace') || 'paypal';
  // Read as the real SDK does; the fake needs the token only to know it was given.
  const clientToken = script.getAttribute('data-client-token');
  const list = (key: string) =>
    (params.get(key) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const enabled = list('enable-funding');
  const disabled = list('disable-funding');
  const components = list('components').length ? list('components') : ['buttons'];
  const currency = params.get('currency') ?? 'USD';

  // The funding sources the server's query validation knows (sdk-query.ts), put in at transpile time.
  const FUNDING: Record<string, Source> = Object.fromEntries(__FUNDING_SOURCES__.map((source) => [source.toUpperCase(), source]));
  /** What a German buyer sees without enable-funding: the wallet, pay later, SEPA and cards. */
  const DEFAULT_ELIGIBLE = ['paypal', 'paylater', 'sepa', 'card'];
  /** The order the smart stack shows its buttons in, with their German accessible names. */
  const LABELS: Record<Source, string> = {
    paypal: 'Mit PayPal bezahlen',
    paylater: 'Später bezahlen',
    venmo: 'Mit Venmo bezahlen',
    sepa: 'Per SEPA-Lastschrift bezahlen',
    card: 'Mit Debit- oder Kreditkarte bezahlen',
  };
  /**
   * The wallet's own button by its `style.label` (the real SDK's German wording in words; the
   * other sources keep theirs: they take no label). 'paypal', the plain mark, keeps the fake's
   * long-standing name.
   */
  const WALLET_LABELS: Record<string, string> = {
    paypal: 'Mit PayPal bezahlen',
    pay: 'Mit PayPal bezahlen',
    buynow: 'Jetzt kaufen mit PayPal',
    checkout: 'Zur Kasse mit PayPal',
    installment: 'Mit PayPal in Raten zahlen',
    subscribe: 'Mit PayPal abonnieren',
    donate: 'Mit PayPal spenden',
  };
  const COLORS: Record<string, [string, string]> = {
    gold: ['#ffc439', '#111'],
    blue: ['#0070ba', '#fff'],
    silver: ['#eee', '#111'],
    white: ['#fff', '#111'],
    black: ['#111', '#fff'],
  };
  const eligible = (source: Source) => !disabled.includes(source) && (DEFAULT_ELIGIBLE.includes(source) || enabled.includes(source)) && source in LABELS;

  function findContainer(container: unknown): HTMLElement | Error {
    if (container instanceof win.HTMLElement) return container.isConnected ? container : new Error('Document is ready and element is not in the document');
    if (typeof container === 'string') {
      let element: Element | null;
      try {
        element = win.document.querySelector(container);
      } catch {
        element = null;
      }
      return element instanceof win.HTMLElement ? element : new Error(`Document is ready and element ${container} does not exist`);
    }
    return new Error('Expected a container selector or element');
  }

  /** Calls a merchant callback; a throw or a rejection becomes a rejected promise, never an unhandled one. */
  function call<T>(fn: (() => T) | undefined): Promise<Awaited<T> | undefined> {
    return new Promise<Awaited<T> | undefined>((resolve, reject) => {
      try {
        Promise.resolve(fn ? fn() : undefined).then(resolve as (v: unknown) => void, reject);
      } catch (error) {
        reject(error);
      }
    });
  }
  // Duck-typed: an error from another realm (a frame, a test's window) is kept as it is.
  const asError = (error: unknown): Error => (error && typeof error === 'object' && typeof (error as Error).message === 'string' ? (error as Error) : new Error(String(error)));

  /**
   * Back from the provider app (app switch): the app opened the shop page with its hash
   * parameters, e.g. `#onApprove=…&token=…&PayerID=…&switch_initiated_time=…`. One Buttons
   * instance of the page takes it over (resume); the others render as usual.
   */
  let resumed = false;
  function returned(): URLSearchParams | null {
    if (resumed) return null;
    const hash = new URLSearchParams(win.location.hash.replace(/^#/, ''));
    const token = hash.get('token');
    if (!hash.has('switch_initiated_time') || !token || !/^[A-Z0-9]{1,36}$/.test(token)) return null;
    return hash.has('onApprove') || hash.has('onCancel') || hash.has('onError') ? hash : null;
  }

  function Buttons(options: ButtonsOptions = {}) {
    const rendered: HTMLElement[] = [];
    let enabledByMerchant = true;
    let popup: Window | null = null;
    let flow: { orderID?: string; source: Source; done: boolean; timer?: number } | null = null;

    const sources = () => (options.fundingSource ? [options.fundingSource] : Object.keys(LABELS)).filter(eligible);
    const isEligible = () => sources().length > 0;

    const report = (error: unknown) => {
      call(() => options.onError?.(asError(error))).catch((thrown) => win.console.error(thrown));
    };

    function finish(): void {
      if (!flow) return;
      flow.done = true;
      if (flow.timer !== undefined) win.clearInterval(flow.timer);
      flow = null;
    }

    function closePopup(): void {
      try {
        popup?.close();
      } catch {
        /* a closed window may throw in old browsers */
      }
      popup = null;
    }

    const checkoutUrl = (orderID: string) => `${sdkOrigin}/checkoutnow?token=${encodeURIComponent(orderID)}&origin=${encodeURIComponent(win.location.origin)}`;

    function openPopup(url: string): Window | null {
      popup = win.open(url, 'fakewallet_checkout', 'popup=yes,width=500,height=680');
      return popup;
    }

    /**
     * The popup never closes itself: the SDK closes it after it handled a final message
     * (approve, cancel, error). So a closed popup seen here was closed by the shopper. Its final
     * message may still be queued (postMessage and this timer are different task sources, their
     * order is not guaranteed), so the provider's own record decides: an order the popup
     * approved (its POST ran before it posted) is an approval, anything else a cancel. Whichever
     * of message and record comes first ends the flow; the other sees it done.
     */
    function watchPopup(current: NonNullable<typeof flow>): void {
      if (current.timer !== undefined) win.clearInterval(current.timer);
      current.timer = win.setInterval(() => {
        if (current.done || !popup || !popup.closed) return;
        win.clearInterval(current.timer);
        current.timer = undefined;
        const orderID = current.orderID;
        // Closed before the order existed: start() reports the cancel when createOrder resolves.
        if (!orderID) {
          finish();
          popup = null;
          return;
        }
        win
          .fetch(`${sdkOrigin}/v2/checkout/orders/${encodeURIComponent(orderID)}`)
          .then((res): Promise<OrderRecord> | OrderRecord => (res.ok ? (res.json() as Promise<OrderRecord>) : {}))
          .catch((): OrderRecord => ({}))
          .then((order) => {
            if (current.done) return;
            finish();
            popup = null;
            if (order.status === 'APPROVED') approved(orderID, order.payer?.payer_id, current.source);
            else call(() => options.onCancel?.({ orderID })).catch(report);
          });
      }, 250);
    }

    function approved(orderID: string, payerID: string | undefined, source: Source): void {
      call(() => options.onApprove?.({ orderID, payerID, paymentSource: source }, approveActions(orderID))).catch(report);
    }

    const approveActions = (orderID: string) => ({
      restart: () =>
        win.fetch(`${sdkOrigin}/v2/checkout/orders/${encodeURIComponent(orderID)}/restart`, { method: 'POST' }).then((res) => {
          if (!res.ok) throw new Error(`Restart failed with status ${res.status}`);
          if (!openPopup(checkoutUrl(orderID))) throw new Error('Can not open popup window - blocked');
          flow = { orderID, source: flowSource(), done: false };
          watchPopup(flow);
        }),
      order: {
        get: () =>
          win.fetch(`${sdkOrigin}/v2/checkout/orders/${encodeURIComponent(orderID)}`).then((res) => {
            if (!res.ok) throw new Error(`Order lookup failed with status ${res.status}`);
            return res.json() as Promise<unknown>;
          }),
      },
    });
    let lastSource: Source = 'paypal';
    const flowSource = () => lastSource;

    function onMessage(event: MessageEvent): void {
      const data = event.data as PopupMessage | null;
      if (event.origin !== sdkOrigin || !popup || event.source !== popup) return;
      if (!data || data.source !== 'fake-wallet' || !flow || data.orderID !== flow.orderID) return;
      const orderID = flow.orderID;
      const reply = (ok: boolean) => popup?.postMessage({ source: 'fake-wallet', type: 'shipping-result', ok }, sdkOrigin);
      switch (data.type) {
        case 'approve': {
          const source = flow.source;
          finish();
          closePopup();
          approved(orderID, data.payerID, source);
          return;
        }
        case 'cancel':
          finish();
          closePopup();
          call(() => options.onCancel?.({ orderID })).catch(report);
          return;
        case 'error':
          finish();
          closePopup();
          report(new Error(typeof data.message === 'string' ? data.message : 'Unbekannter Anbieterfehler'));
          return;
        case 'shipping-address':
        case 'shipping-option': {
          let refused = false;
          const actions = { reject: () => ((refused = true), Promise.resolve()) };
          const handler =
            data.type === 'shipping-address'
              ? options.onShippingAddressChange && (() => options.onShippingAddressChange!({ orderID, shippingAddress: data.address ?? {} }, actions))
              : options.onShippingOptionsChange && (() => options.onShippingOptionsChange!({ orderID, selectedShippingOption: { id: data.optionId } }, actions));
          call(handler).then(
            () => reply(!refused),
            () => reply(false),
          );
          return;
        }
      }
    }
    let listening = false;

    function start(source: Source): void {
      if (flow && popup && !popup.closed) {
        popup.focus();
        return;
      }
      let refused = false;
      const clickActions: Actions = {
        resolve: () => Promise.resolve(),
        reject: () => ((refused = true), Promise.resolve()),
      };
      let clicked: unknown;
      try {
        clicked = options.onClick?.({ fundingSource: source }, clickActions);
      } catch (error) {
        report(error);
        return;
      }
      // Disabled by onInit's actions: onClick still runs (the merchant shows its messages), no popup.
      if (clicked === false || refused || !enabledByMerchant) return;
      lastSource = source;
      if (!listening) {
        win.addEventListener('message', onMessage);
        listening = true;
      }
      if (!openPopup(`${sdkOrigin}/checkoutnow/loading`)) {
        report(new Error('Can not open popup window - blocked'));
        return;
      }
      const current: NonNullable<typeof flow> = { source, done: false };
      flow = current;
      watchPopup(current);
      call(() => clicked)
        .then((value) => {
          if (value === false || refused) throw Object.assign(new Error('onClick rejected'), { quiet: true });
          if (!options.createOrder) throw new Error('Expected createOrder to be passed');
          return call(() => options.createOrder!({ paymentSource: source }, createOrderActions));
        })
        .then((orderID) => {
          if (typeof orderID !== 'string' || !orderID) throw new Error('Expected an order id to be passed');
          current.orderID = orderID;
          if (current.done) {
            // Closed while the order was being created: the shopper cancelled it.
            call(() => options.onCancel?.({ orderID })).catch(report);
            return;
          }
          if (popup) popup.location.href = checkoutUrl(orderID);
        })
        .catch((error: unknown) => {
          if (current.done && !(error as { quiet?: boolean }).quiet) return report(error);
          finish();
          closePopup();
          if (!(error as { quiet?: boolean }).quiet) report(error);
        });
    }

    // The plugin creates its orders on the shop's server; client-side creation is not faked.
    const createOrderActions = {
      order: { create: () => Promise.reject(new Error('actions.order.create is not supported by the fake provider: create the order on the server')) },
    };

    function button(source: Source): HTMLButtonElement {
      const style = options.style ?? {};
      const [background, color] = COLORS[source === 'card' ? 'black' : (style.color ?? 'gold')] ?? COLORS.gold!;
      const height = Math.min(55, Math.max(25, Number(style.height) || 45));
      const radius = style.shape === 'pill' ? `${height / 2}px` : style.shape === 'sharp' ? '0' : '4px';
      const element = win.document.createElement('button');
      element.type = 'button';
      element.textContent = (source === 'paypal' && style.label ? WALLET_LABELS[style.label] : undefined) ?? LABELS[source] ?? source;
      element.setAttribute('data-funding-source', source);
      // Inline style attributes only: the shop's CSP allows them (style-src-attr), not stylesheets
      // from this origin. No outline rule, so the browser's focus ring stays.
      element.setAttribute(
        'style',
        `display:block;width:100%;min-height:${height}px;margin:0 0 8px;border:1px solid #555;border-radius:${radius};` +
          `background:${background};color:${color};font:inherit;font-weight:600;cursor:pointer`,
      );
      element.addEventListener('click', () => start(source));
      return element;
    }

    function setEnabled(value: boolean): Promise<void> {
      enabledByMerchant = value;
      for (const element of rendered) {
        for (const b of element.querySelectorAll('button')) {
          if (value) b.removeAttribute('aria-disabled');
          else b.setAttribute('aria-disabled', 'true');
          b.style.opacity = value ? '' : '0.5';
        }
      }
      return Promise.resolve();
    }

    return {
      isEligible,
      render(container: unknown): Promise<void> {
        if (!components.includes('buttons')) return Promise.reject(new Error('Buttons component not loaded: add buttons to components'));
        const target = findContainer(container);
        if (target instanceof Error) return Promise.reject(target);
        if (!isEligible()) return Promise.reject(new Error('Instance not eligible'));
        // As the real SDK: a label it does not know is refused, not drawn as something else.
        const label = options.style?.label;
        if (label !== undefined && !Object.prototype.hasOwnProperty.call(WALLET_LABELS, label)) return Promise.reject(new Error(`Invalid style.label: ${String(label)}`));
        const wrapper = win.document.createElement('div');
        wrapper.className = 'fake-wallet-buttons';
        wrapper.setAttribute('data-layout', options.style?.layout === 'horizontal' ? 'horizontal' : 'vertical');
        const shown = options.style?.layout === 'horizontal' ? sources().slice(0, 2) : sources();
        for (const source of shown) wrapper.append(button(source));
        target.append(wrapper);
        rendered.push(wrapper);
        return call(() => options.onInit?.({}, { enable: () => setEnabled(true), disable: () => setEnabled(false) })).then(
          () => undefined,
          (error: unknown) => report(error),
        );
      },
      close(): Promise<void> {
        finish();
        closePopup();
        for (const element of rendered.splice(0)) element.remove();
        if (listening) win.removeEventListener('message', onMessage);
        listening = false;
        return Promise.resolve();
      },
      hasReturned: () => returned() !== null,
      resume(): void {
        const back = returned();
        if (!back) return;
        resumed = true;
        const source = options.fundingSource ?? 'paypal';
        if (back.has('onApprove')) approved(back.get('token')!, back.get('PayerID') ?? back.get('payerID') ?? undefined, source);
        else if (back.has('onCancel')) call(() => options.onCancel?.({ orderID: back.get('token')! })).catch(report);
        else report(new Error('Die Zahlung in der App ist fehlgeschlagen.'));
      },
    };
  }

  const euro = (amount: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(amount);

  function Messages(options: { amount?: number | string; placement?: string; style?: unknown; onRender?: () => void } = {}) {
    return {
      render(container: unknown): Promise<void> {
        if (!components.includes('messages')) return Promise.reject(new Error('Messages component not loaded: add messages to components'));
        const target = findContainer(container);
        if (target instanceof Error) return Promise.reject(target);
        const amount = Number(options.amount ?? target.getAttribute('data-pp-amount'));
        target.replaceChildren();
        // The provider shows no offer outside the pay-later range.
        if (!Number.isFinite(amount) || amount < 1 || amount > 10_000) {
          target.hidden = true;
          return Promise.resolve();
        }
        target.hidden = false;
        const message = win.document.createElement('p');
        message.className = 'fake-wallet-message';
        message.textContent = amount >= 99 ? `Später bezahlen: 3 Raten zu je ${euro(Math.round((amount / 3) * 100) / 100)}` : 'Später bezahlen: in 30 Tagen, ohne Zusatzkosten';
        target.append(message);
        return call(options.onRender).then(
          () => undefined,
          (error: unknown) => win.console.error(error),
        );
      },
    };
  }

  /**
   * Card fields (components=card-fields): each field an iframe of this origin in the shop's
   * container (card-field-client.ts); the page hears their state and card type, never what
   * is typed. submit() gets the order from the merchant's createOrder, lets the number field
   * confirm the card with the provider and calls onApprove; a declined card rejects.
   */
  type CardField = 'number' | 'expiry' | 'cvv' | 'name';
  interface CardFieldState {
    isEmpty: boolean;
    isValid: boolean;
    isPotentiallyValid: boolean;
    isFocused: boolean;
  }
  interface CardFieldsOptions {
    createOrder?: () => unknown;
    onApprove?: (data: { orderID: string; liabilityShift?: string }) => unknown;
    onError?: (error: Error) => unknown;
    inputEvents?: Partial<Record<'onChange' | 'onFocus' | 'onBlur' | 'onInputSubmitRequest', (data: unknown) => void>>;
  }
  const FIELD_KEYS: Record<CardField, string> = { number: 'cardNumberField', expiry: 'cardExpiryField', cvv: 'cardCvvField', name: 'cardNameField' };
  const EVENTS: Record<string, 'onChange' | 'onFocus' | 'onBlur' | 'onInputSubmitRequest'> = { change: 'onChange', focus: 'onFocus', blur: 'onBlur', 'submit-request': 'onInputSubmitRequest' };
  /** The provider answers a confirm within this time, or the payment counts as failed. */
  const CONFIRM_TIMEOUT_MS = 30_000;
  let cardFieldsCount = 0;

  function CardFields(options: CardFieldsOptions = {}) {
    cardFieldsCount += 1;
    const channel = `cf${cardFieldsCount}${Math.random().toString(36).slice(2, 10)}`;
    const frames = new Map<CardField, HTMLIFrameElement>();
    const states = new Map<CardField, CardFieldState>();
    let cards: unknown[] = [];
    let requests = 0;
    const pending = new Map<number, (result: { ok: boolean; body: Record<string, unknown> }) => void>();
    const stateRequests = new Map<number, (field: CardField) => void>();

    /** Asks every field for its state: the answer comes after what each field reported before it. */
    function freshState(): Promise<ReturnType<typeof getStateNow>> {
      requests += 1;
      const request = requests;
      const waiting = new Set(frames.keys());
      return new Promise((resolve) => {
        const done = () => {
          stateRequests.delete(request);
          win.clearTimeout(timer);
          resolve(getStateNow());
        };
        // A field that does not answer (still loading) keeps its last known state.
        const timer = win.setTimeout(done, 2000);
        stateRequests.set(request, (field) => {
          waiting.delete(field);
          if (waiting.size === 0) done();
        });
        if (waiting.size === 0) return done();
        for (const frame of frames.values()) frame.contentWindow?.postMessage({ source: 'fake-card-fields', type: 'state-request', request }, sdkOrigin);
      });
    }

    const getStateNow = () => {
      const fields: Record<string, CardFieldState> = {};
      for (const [field, state] of states) fields[FIELD_KEYS[field]] = { ...state };
      const isFormValid = states.size > 0 && [...states.values()].every((state) => state.isValid);
      return { cards, fields, isFormValid, errors: [...states].filter(([, state]) => !state.isValid).map(([field]) => `INVALID_${field.toUpperCase()}`) };
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as {
        source?: string;
        channel?: string;
        type?: string;
        field?: CardField;
        state?: CardFieldState;
        cards?: unknown[];
        request?: number;
        ok?: boolean;
        body?: Record<string, unknown>;
      } | null;
      if (event.origin !== sdkOrigin || !data || data.source !== 'fake-card-fields' || data.channel !== channel) return;
      if (![...frames.values()].some((frame) => frame.contentWindow === event.source)) return;
      if (data.type === 'submit-result') {
        pending.get(data.request ?? -1)?.({ ok: !!data.ok, body: data.body ?? {} });
        pending.delete(data.request ?? -1);
        return;
      }
      if (!data.field || !frames.has(data.field) || !data.state) return;
      states.set(data.field, data.state);
      if (data.field === 'number') cards = data.cards ?? [];
      if (data.type === 'state') {
        stateRequests.get(data.request ?? -1)?.(data.field);
        return;
      }
      const handler = options.inputEvents?.[EVENTS[data.type ?? ''] ?? 'onChange'];
      if (data.type && EVENTS[data.type]) call(() => handler?.({ ...getStateNow(), emittedBy: data.field })).catch((error) => win.console.error(error));
    };
    win.addEventListener('message', onMessage);

    const field =
      (type: CardField) =>
      (fieldOptions: { placeholder?: string; label?: string } = {}) => ({
        render(container: unknown): Promise<void> {
          if (!components.includes('card-fields')) return Promise.reject(new Error('CardFields component not loaded: add card-fields to components'));
          const target = findContainer(container);
          if (target instanceof Error) return Promise.reject(target);
          const frame = win.document.createElement('iframe');
          const query = new URLSearchParams({ type, channel, origin: win.location.origin, label: fieldOptions.label ?? '', placeholder: fieldOptions.placeholder ?? '' });
          frame.src = `${sdkOrigin}/card-fields/field?${query.toString()}`;
          frame.title = fieldOptions.label || type;
          frame.className = 'fake-card-field';
          frame.setAttribute('style', 'display:block;width:100%;height:44px;border:0;margin:0');
          frames.get(type)?.remove();
          frames.set(type, frame);
          states.set(type, { isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: false });
          const loaded = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
          target.append(frame);
          return loaded;
        },
        focus(): void {
          frames.get(type)?.contentWindow?.postMessage({ source: 'fake-card-fields', type: 'focus' }, sdkOrigin);
        },
        close(): Promise<void> {
          frames.get(type)?.remove();
          frames.delete(type);
          states.delete(type);
          return Promise.resolve();
        },
      });

    function confirm(orderID: string, data: { cardholderName?: string; contingencies?: string[] }): Promise<{ ok: boolean; body: Record<string, unknown> }> {
      const number = frames.get('number');
      if (!number?.contentWindow) return Promise.reject(new Error('The card number field is not rendered'));
      requests += 1;
      const request = requests;
      return new Promise((resolve, reject) => {
        const timer = win.setTimeout(() => {
          pending.delete(request);
          reject(new Error('The card payment timed out'));
        }, CONFIRM_TIMEOUT_MS);
        pending.set(request, (result) => (win.clearTimeout(timer), resolve(result)));
        number.contentWindow!.postMessage({ source: 'fake-card-fields', type: 'submit', request, orderID, fields: [...frames.keys()], ...data }, sdkOrigin);
      });
    }

    return {
      isEligible: () => components.includes('card-fields'),
      NumberField: field('number'),
      ExpiryField: field('expiry'),
      CVVField: field('cvv'),
      NameField: field('name'),
      getState: () => freshState(),
      submit(data: { cardholderName?: string; contingencies?: string[] } = {}): Promise<void> {
        let orderID = '';
        return freshState()
          .then((state) => {
            if (!state.isFormValid) throw new Error('INVALID_FIELDS: the card fields are not valid');
            return call(() => options.createOrder?.());
          })
          .then((id) => {
            if (typeof id !== 'string' || !id) throw new Error('Expected an order id to be passed');
            orderID = id;
            return confirm(orderID, data);
          })
          .then(({ ok, body }) => {
            if (!ok) throw Object.assign(new Error(typeof body.message === 'string' ? body.message : 'The card was not accepted'), body);
            return call(() => options.onApprove?.({ orderID, liabilityShift: typeof body.liability_shift === 'string' ? body.liability_shift : undefined }));
          })
          .then(
            () => undefined,
            (error: unknown) => {
              call(() => options.onError?.(asError(error))).catch((thrown) => win.console.error(thrown));
              throw error;
            },
          );
      },
      close(): Promise<void> {
        for (const frame of frames.values()) frame.remove();
        frames.clear();
        states.clear();
        win.removeEventListener('message', onMessage);
        return Promise.resolve();
      },
    };
  }

  const namespaceObject = {
    version: '5.0.0-fake',
    FUNDING,
    Buttons,
    Messages,
    CardFields,
    getFundingSources: () => Object.values(FUNDING),
    isFundingEligible: (source: Source) => eligible(source),
    /** Not part of the real surface: lets QA see that data-client-token arrived. */
    __fake: { clientToken: clientToken !== null },
  };
  (win as unknown as Record<string, unknown>)[namespace] = namespaceObject;
}

installFakeSdk(window, document.currentScript as HTMLScriptElement | null);
