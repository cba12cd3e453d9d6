/**
 * One card field as the fake provider's card fields run it, inside its iframe on the provider's
 * origin (served by card-fields.ts; transpiled like sdk-client.ts, no imports). The shop's page
 * never sees what is typed: the field tells its parent only its state (empty, valid, focused,
 * the card type), as the real card fields do. On submit the parent asks the number field, which
 * gathers the other fields' values over a BroadcastChannel of this origin and confirms the
 * payment with the provider itself (POST /card-fields/confirm, same origin).
 */

/** Replaced with test-cards.ts's CARD_BRANDS when card-fields.ts transpiles this file. */
declare const __CARD_BRANDS__: readonly { type: string; pattern: string; length: number; cvv: number }[];

type Field = 'number' | 'expiry' | 'cvv' | 'name';
interface FieldState {
  isEmpty: boolean;
  isValid: boolean;
  isPotentiallyValid: boolean;
  isFocused: boolean;
}
interface SubmitMessage {
  source: 'fake-card-fields';
  type: 'submit';
  request: number;
  orderID: string;
  fields: Field[];
  cardholderName?: string;
  contingencies?: string[];
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function brandOf(digits: string) {
  return __CARD_BRANDS__.find((brand) => new RegExp(brand.pattern).test(digits));
}

/** The field's validity for what is typed (expiry against `now`). */
export function fieldValidity(field: Field, raw: string, now: Date): Pick<FieldState, 'isEmpty' | 'isValid' | 'isPotentiallyValid'> {
  const value = raw.trim();
  const digits = value.replace(/\D/g, '');
  if (value === '') return { isEmpty: true, isValid: false, isPotentiallyValid: true };
  if (field === 'number') {
    const brand = brandOf(digits);
    const clean = /^[\d ]+$/.test(value);
    return { isEmpty: false, isValid: clean && !!brand && digits.length === brand.length && luhn(digits), isPotentiallyValid: clean && (!brand || digits.length <= brand.length) };
  }
  if (field === 'expiry') {
    const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value);
    if (!match) return { isEmpty: false, isValid: false, isPotentiallyValid: /^[\d/ ]{1,7}$/.test(value) };
    const month = Number(match[1]);
    const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    const current = now.getFullYear() * 12 + now.getMonth();
    const valid = month >= 1 && month <= 12 && year * 12 + month - 1 >= current && year - now.getFullYear() <= 20;
    return { isEmpty: false, isValid: valid, isPotentiallyValid: valid };
  }
  if (field === 'cvv') {
    const valid = /^\d{3,4}$/.test(value);
    return { isEmpty: false, isValid: valid, isPotentiallyValid: valid || /^\d{1,2}$/.test(value) };
  }
  return { isEmpty: false, isValid: value.length >= 2 && value.length <= 100, isPotentiallyValid: true };
}

function installCardField(win: Window & typeof globalThis): void {
  const input = win.document.querySelector<HTMLInputElement>('input[data-field]');
  if (!input) return;
  const field = input.dataset.field as Field;
  const channelId = input.dataset.channel ?? '';
  const parentOrigin = input.dataset.origin ?? '';
  const channel = new win.BroadcastChannel(`fake-card-fields:${channelId}`);
  let focused = false;

  const state = (): FieldState => ({ ...fieldValidity(field, input.value, new Date()), isFocused: focused });
  const cards = () => {
    const brand = field === 'number' ? brandOf(input.value.replace(/\D/g, '')) : undefined;
    return brand ? [{ type: brand.type, niceType: brand.type, code: { name: 'CVV', size: brand.cvv } }] : [];
  };
  const tell = (type: string, extra: Record<string, unknown> = {}) =>
    win.parent.postMessage({ source: 'fake-card-fields', channel: channelId, type, field, state: state(), cards: cards(), ...extra }, parentOrigin);

  input.addEventListener('input', () => {
    input.setAttribute('aria-invalid', String(!state().isPotentiallyValid));
    tell('change');
  });
  input.addEventListener('focus', () => {
    focused = true;
    tell('focus');
  });
  input.addEventListener('blur', () => {
    focused = false;
    input.setAttribute('aria-invalid', String(!state().isEmpty && !state().isValid));
    tell('blur');
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') tell('submit-request');
  });
  // What was typed before this script ran (a quick shopper, a slow connection) counts too.
  if (input.value !== '') tell('change');
  // QA and the tests see when the field is live.
  input.setAttribute('data-ready', '');

  // The number field gathers the others' values for the confirm; the others answer it.
  const waiting = new Map<number, { want: Set<string>; values: Record<string, string>; done(values: Record<string, string>): void }>();
  channel.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; request?: number; field?: string; value?: string };
    if (data.type === 'collect' && field !== 'number') channel.postMessage({ type: 'value', request: data.request, field, value: input.value });
    if (data.type === 'value' && field === 'number' && typeof data.request === 'number') {
      const pending = waiting.get(data.request);
      if (!pending || !data.field) return;
      pending.values[data.field] = String(data.value ?? '');
      pending.want.delete(data.field);
      if (pending.want.size === 0) {
        waiting.delete(data.request);
        pending.done(pending.values);
      }
    }
  });
  const collect = (request: number, fields: Field[]) =>
    new Promise<Record<string, string>>((resolve, reject) => {
      const want = new Set<string>(fields.filter((f) => f !== 'number'));
      if (want.size === 0) return resolve({});
      const timer = win.setTimeout(() => {
        waiting.delete(request);
        reject(new Error('Card fields did not answer'));
      }, 10_000);
      waiting.set(request, { want, values: {}, done: (values) => (win.clearTimeout(timer), resolve(values)) });
      channel.postMessage({ type: 'collect', request });
    });

  win.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as SubmitMessage | { source?: string; type?: string } | null;
    if (event.origin !== parentOrigin || event.source !== win.parent || !data || data.source !== 'fake-card-fields') return;
    if (data.type === 'focus') return input.focus();
    // getState(): answered after every change this field reported before (one ordered channel).
    if (data.type === 'state-request') return tell('state', { request: (data as { request?: number }).request });
    if (data.type !== 'submit' || field !== 'number') return;
    const submit = data as SubmitMessage;
    const answer = (ok: boolean, body: unknown) => win.parent.postMessage({ source: 'fake-card-fields', channel: channelId, type: 'submit-result', request: submit.request, ok, body }, parentOrigin);
    collect(submit.request, submit.fields)
      .then((values) =>
        win.fetch('/card-fields/confirm', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            orderID: submit.orderID,
            number: input.value.replace(/\D/g, ''),
            expiry: values.expiry ?? '',
            cvv: values.cvv ?? '',
            name: submit.cardholderName ?? values.name ?? '',
            contingencies: submit.contingencies ?? [],
          }),
        }),
      )
      .then(async (res) => answer(res.ok, await res.json().catch(() => ({ name: 'INTERNAL_SERVER_ERROR', message: `Status ${res.status}` }))))
      .catch((error: unknown) => answer(false, { name: 'NETWORK_ERROR', message: error instanceof Error ? error.message : String(error) }));
  });
}

if (typeof window !== 'undefined') installCardField(window);
