/**
 * The wallet buttons' pure rules (spec §4 Payment buttons, §9): which buttons a context shows,
 * whether they are enabled, their width class, stacked margins and style per funding source.
 * The hook reads the page into these inputs and writes the answers back.
 */
import type { ButtonStyle, FundingSource } from '../../src/payments/sdk-types';

export type WalletContext = 'product' | 'cart' | 'mini-cart' | 'checkout' | 'pay-now';
export const WALLET_CONTEXTS: readonly WalletContext[] = ['product', 'cart', 'mini-cart', 'checkout', 'pay-now'];

/** The context an attribute names, else the settings' one, else none (nothing renders). */
export function walletContext(attribute: string | undefined, settings: string): WalletContext | null {
  for (const value of [attribute, settings]) if (WALLET_CONTEXTS.includes(value as WalletContext)) return value as WalletContext;
  return null;
}

export interface EnabledInputs {
  context: WalletContext;
  /** settings.button.is_disabled (is_mini_cart_disabled in the mini-cart). */
  flaggedDisabled: boolean;
  /** simulate-cart's data.button.is_disabled, once it answered. */
  simulatedDisabled: boolean;
  /** Product page: the shown price (NaN when none could be read). */
  price?: number;
  /** Product page: the shop's add-to-cart button is disabled (no variation chosen, …). */
  addToCartDisabled?: boolean;
}

/** Spec §4: the location is not flagged disabled; on the product page also price ≠ 0 and add-to-cart usable. */
export function buttonsEnabled(inputs: EnabledInputs): boolean {
  if (inputs.flaggedDisabled || inputs.simulatedDisabled) return false;
  if (inputs.context !== 'product') return true;
  return !inputs.addToCartDisabled && !(inputs.price === 0);
}

/** Spec §9 Button width classes. */
export function widthClass(width: number): 'ppcp-width-500' | 'ppcp-width-300' | 'ppcp-width-min' {
  if (width >= 500) return 'ppcp-width-500';
  if (width >= 300) return 'ppcp-width-300';
  return 'ppcp-width-min';
}

/** Spec §9: the button's default height when the style names none. */
export const DEFAULT_BUTTON_HEIGHT = 45;
/** Spec §9 Mini-cart button height. */
export const MINI_CART_BUTTON_HEIGHT = 35;

/** Spec §9 Stacked button top margin: the first visible 0, each further max(11, round(0.3 × height)) px. */
export function stackedMargins(visible: boolean[], height: number): number[] {
  let first = true;
  return visible.map((shown) => {
    if (!shown) return 0;
    if (first) {
      first = false;
      return 0;
    }
    return Math.max(11, Math.round(0.3 * height));
  });
}

/** Spec §9 Button style per source: the wallet the full style; pay-later colour, shape, height; others shape and height. */
export function styleFor(source: FundingSource, style: ButtonStyle): ButtonStyle {
  const pick = (keys: Array<keyof ButtonStyle>) => Object.fromEntries(keys.filter((key) => style[key] !== undefined).map((key) => [key, style[key]])) as ButtonStyle;
  if (source === 'paypal') return { ...style };
  if (source === 'paylater') return pick(['color', 'shape', 'height']);
  return pick(['shape', 'height']);
}

/**
 * The funding sources the main area shows, in the SDK's order: eligible ones, without those
 * disabled in the url params (`disable-funding`, comma-separated) and those shown as separate
 * buttons elsewhere.
 */
export function fundingSources(all: readonly FundingSource[], eligible: (source: FundingSource) => boolean, disabled: string | undefined, separate: readonly string[]): FundingSource[] {
  const off = new Set((disabled ?? '').split(',').map((s) => s.trim()).filter(Boolean));
  return all.filter((source) => !off.has(source) && !separate.includes(source) && eligible(source));
}

/**
 * Simulate-cart's funding answer applied to the url params (spec §4): an enabled source joins
 * enable-funding and leaves disable-funding, a disabled one the reverse. `changed`: either list
 * changed, so the SDK must load again with them.
 */
export function applyFunding(params: Record<string, string>, funding: Record<string, { enabled: boolean }>): { params: Record<string, string>; changed: boolean } {
  const list = (name: string) => (params[name] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const enable = list('enable-funding');
  const disable = list('disable-funding');
  for (const [source, { enabled }] of Object.entries(funding)) {
    const [add, remove] = enabled ? [enable, disable] : [disable, enable];
    if (!add.includes(source)) add.push(source);
    const at = remove.indexOf(source);
    if (at >= 0) remove.splice(at, 1);
  }
  const next = { ...params };
  for (const [name, values] of [['enable-funding', enable], ['disable-funding', disable]] as const) {
    if (values.length) next[name] = values.join(',');
    else delete next[name];
  }
  const changed = next['enable-funding'] !== params['enable-funding'] || next['disable-funding'] !== params['disable-funding'];
  return { params: next, changed };
}

/** Spec §2 Resume flow: the hash parameters the provider app adds. */
const RESUME_PARAMS = ['onApprove', 'token', 'PayerID', 'payerID', 'button_session_id', 'billingToken', 'orderID', 'switch_initiated_time', 'onCancel', 'onError'];

export const inResumeFlow = (hash: string) => /(^#?|&)switch_initiated_time=/.test(hash);

/** The hash without the resume parameters, others kept ('' when nothing is left). */
export function cleanResumeHash(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const name of RESUME_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `#${rest}` : '';
}
