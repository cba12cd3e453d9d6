import type { ProviderNamespace } from '../sdk-types';
import type { GatewaySettings } from '../settings';

/**
 * The provider SDK loader, with the documented behaviour of @paypal/paypal-js (its README and
 * its PRs #34/#128 on reading the SDK's error comment; written from that behaviour, no code
 * taken): options → one script URL plus data-* attributes, the same options load once per
 * page, and the exact error texts shops and support know (spec §7 Payment provider, §8).
 */

/** The real provider's SDK; the demo shop prints its fake one's in the gateway settings. */
export const DEFAULT_SDK_URL = 'https://www.paypal.com/sdk/js';
export const DEFAULT_NAMESPACE = 'paypal';
/** Spec §9 "Script / chunk load timeout": a script that neither loads nor fails is failed then. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

/** Query parameters and data-* attributes, camelCase or kebab-case; `url` is the SDK base URL. */
export interface ScriptOptions {
  url?: string;
  [option: string]: unknown;
}

export interface CustomScriptOptions {
  url: string;
  attributes?: Record<string, string>;
}

/** A Promise constructor (paypal-js's "PromisePonyfill"), for pages without a native one. */
export type PromisePonyfill = new <T>(executor: (resolve: (value: T | PromiseLike<T>) => void, reject: (reason?: unknown) => void) => void) => Promise<T>;

export interface ProcessedOptions {
  url: string;
  attributes: Record<string, string>;
  namespace: string;
}

/** clientId → client-id, dataPageType → data-page-type; kebab-case names stay as they are. */
export function toKebabCase(name: string): string {
  return name.replace(/[A-Z]+(?![a-z])|[A-Z]/g, (match, offset: number) => (offset > 0 ? '-' : '') + match.toLowerCase());
}

function stringValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = Array.isArray(value) ? value.join(',') : String(value);
  return text === '' ? null : text;
}

/**
 * The merchant-id rule: a list of merchants (an array of more than one, or a comma list) goes
 * to the data-merchant-id attribute and the query says merchant-id '*'; a single id stays in
 * the query; a data-merchant-id alone also implies '*'.
 */
export function processMerchantId(merchantId: unknown, dataMerchantId: unknown): { 'merchant-id'?: string; 'data-merchant-id'?: string } {
  const list = Array.isArray(merchantId)
    ? merchantId.map(String).filter(Boolean)
    : typeof merchantId === 'string'
      ? merchantId
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
      : [];
  if (list.length > 1) return { 'merchant-id': '*', 'data-merchant-id': list.join(',') };
  if (list.length === 1) return { 'merchant-id': list[0] };
  const data = stringValue(dataMerchantId);
  return data ? { 'merchant-id': '*', 'data-merchant-id': data } : {};
}

/** Options → script URL (query in the options' order), data-* attributes and the global's name. */
export function processOptions(options: ScriptOptions): ProcessedOptions {
  const { url, ...rest } = options;
  const named: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) named[toKebabCase(key)] = value;
  Object.assign(named, processMerchantId(named['merchant-id'], named['data-merchant-id']));
  const query = new URLSearchParams();
  const attributes: Record<string, string> = {};
  for (const [key, raw] of Object.entries(named)) {
    const value = stringValue(raw);
    if (value === null) continue;
    if (key.startsWith('data-')) attributes[key] = value;
    else query.set(key, value);
  }
  // The SDK reads commas literally (components=buttons,messages); URLSearchParams would encode them.
  const queryString = query.toString().replace(/%2C/gi, ',');
  const base = url === undefined ? DEFAULT_SDK_URL : typeof url === 'string' ? url : '';
  return {
    url: base === '' ? '' : queryString ? `${base}?${queryString}` : base,
    attributes,
    namespace: attributes['data-namespace'] ?? DEFAULT_NAMESPACE,
  };
}

function validateArguments(options: unknown, PromisePonyfill: unknown): void {
  if (typeof options !== 'object' || options === null) throw new Error('Expected an options object.');
  if (PromisePonyfill !== undefined && typeof PromisePonyfill !== 'function') throw new Error('Expected PromisePonyfill to be a function.');
}

/** The text of the SDK's `/* Original Error: … *\/` comment, or null when the body has none. */
export function originalErrorText(body: string): string | null {
  const start = body.indexOf('/* Original Error:');
  if (start < 0) return null;
  const rest = body.slice(start + '/* Original Error:'.length);
  const end = rest.indexOf('*/');
  const text = (end < 0 ? rest : rest.slice(0, end)).replace(/\s*\n\s*/g, ' ').trim();
  return text || null;
}

/**
 * Why the script failed: a script element only runs on 200, so paypal-js fetches the URL again
 * to read the SDK's validation message from the body; any other outcome is the generic text.
 */
async function failureReason(url: string): Promise<Error> {
  const generic = new Error(`The script "${url}" failed to load.`);
  if (typeof fetch !== 'function') return generic;
  try {
    const response = await fetch(url);
    if (response.status === 200) return generic;
    const text = originalErrorText(await response.text());
    return text ? new Error(text) : generic;
  } catch {
    return generic;
  }
}

function createScript(url: string, attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = url;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

/** The SDK adds data-uid-auto to its own tag; it is not one of our options. */
function ownDataAttributes(script: HTMLScriptElement): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { name, value } of Array.from(script.attributes)) {
    if (name.startsWith('data-') && name !== 'data-uid-auto') result[name] = value;
  }
  return result;
}

function sameAttributes(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** A script already on the page with this src and exactly these data-* attributes. */
export function findScript(url: string, attributes: Record<string, string>): HTMLScriptElement | null {
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.getAttribute('src') === url && sameAttributes(ownDataAttributes(script), attributes)) return script;
  }
  return null;
}

/** Inserts a script and settles when it loads, fails (with the reason) or times out. */
export function loadCustomScript(options: CustomScriptOptions, PromisePonyfill: PromisePonyfill = Promise as unknown as PromisePonyfill): Promise<HTMLScriptElement | null> {
  validateArguments(options, PromisePonyfill);
  const { url, attributes } = options;
  if (typeof url !== 'string' || url.length === 0) throw new Error('Invalid url.');
  if (attributes !== undefined && (typeof attributes !== 'object' || attributes === null)) throw new Error('Expected attributes to be an object.');
  return new PromisePonyfill<HTMLScriptElement | null>((resolve, reject) => {
    if (typeof document === 'undefined') {
      resolve(null);
      return;
    }
    const script = createScript(url, attributes ?? {});
    let settled = false;
    const settle = (): boolean => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      return true;
    };
    const fail = () => {
      if (!settle()) return;
      script.remove();
      void failureReason(url).then(reject);
    };
    const timer = setTimeout(fail, SCRIPT_LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => settle() && resolve(script));
    script.addEventListener('error', fail);
    document.head.insertBefore(script, document.head.firstElementChild);
  });
}

function windowNamespace(namespace: string): ProviderNamespace | null {
  const value = (globalThis as Record<string, unknown>)[namespace];
  return value && typeof value === 'object' ? (value as ProviderNamespace) : null;
}

interface LoadedScript {
  key: string;
  script: HTMLScriptElement | null;
  promise: Promise<ProviderNamespace | null>;
}
/** Per namespace, the script we loaded last: identical options share it, others replace it. */
const loaded = new Map<string, LoadedScript>();

/** For tests: forget what this page loaded (the tags stay). */
export function resetLoadedScripts(): void {
  loaded.clear();
}

/**
 * Loads the SDK and resolves with its global (null without a document). Same options → the
 * same promise, and a tag already on the page with the same src and attributes is used when its
 * global exists. Different options replace the script: the old tag and global go, the new SDK
 * defines the global again (paypal-js reloads the script when query or attributes change).
 * Argument errors throw synchronously, as paypal-js's do.
 */
export function loadScript(options: ScriptOptions, PromisePonyfill: PromisePonyfill = Promise as unknown as PromisePonyfill): Promise<ProviderNamespace | null> {
  validateArguments(options, PromisePonyfill);
  const { url, attributes, namespace } = processOptions(options);
  if (!url) throw new Error('Invalid url.');
  const key = JSON.stringify([url, Object.entries(attributes).sort()]);
  const previous = loaded.get(namespace);
  if (previous?.key === key) return previous.promise;

  if (typeof document === 'undefined') return new PromisePonyfill((resolve) => resolve(null));
  const existing = findScript(url, attributes);
  const existingNamespace = windowNamespace(namespace);
  if (existing && existingNamespace) {
    const promise = new PromisePonyfill<ProviderNamespace | null>((resolve) => resolve(existingNamespace));
    loaded.set(namespace, { key, script: existing, promise });
    return promise;
  }
  if (previous) {
    previous.script?.remove();
    delete (globalThis as Record<string, unknown>)[namespace];
  }
  const entry: LoadedScript = { key, script: null, promise: Promise.resolve(null) };
  entry.promise = loadCustomScript({ url, attributes }, PromisePonyfill).then(
    (script) => {
      entry.script = script;
      const global = windowNamespace(namespace);
      if (global) return global;
      throw new Error(`The window.${namespace} global variable is not available.`);
    },
    (error: unknown) => {
      // A failed load is not cached: the next call (e.g. the shopper retrying) tries again.
      if (loaded.get(namespace) === entry) loaded.delete(namespace);
      throw error;
    },
  );
  loaded.set(namespace, entry);
  return entry.promise;
}

export interface ProviderSdkDeps {
  /** The client token (client-token.ts `clientToken`), asked only when the settings want one. */
  clientToken?: () => Promise<string | null>;
  /** For tests; loadScript otherwise. */
  load?: (options: ScriptOptions) => Promise<ProviderNamespace | null>;
}

/** The SDK base URL: the settings' script URL without its query, else the provider's. */
export function sdkBaseUrl(settings: Pick<GatewaySettings, 'url'>): string {
  const url = settings.url;
  if (!url) return DEFAULT_SDK_URL;
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

/** The loader options the gateway settings ask for (the plugin's url_params + script_attributes). */
export function providerScriptOptions(settings: GatewaySettings, token: string | null): ScriptOptions {
  const options: ScriptOptions = { url: sdkBaseUrl(settings), ...settings.url_params, ...settings.script_attributes };
  if (token) options['data-client-token'] = token;
  if (settings.user_id_token) options['data-user-id-token'] = settings.user_id_token;
  return options;
}

/**
 * Loads the provider SDK for these settings, once per page for identical parameters. Call it
 * only when a payment area is near the viewport or used: pages never pay for it otherwise.
 * Never throws synchronously; every failure is a rejection with the loader's message.
 */
export async function loadProviderSdk(settings: GatewaySettings, deps: ProviderSdkDeps = {}): Promise<ProviderNamespace> {
  let token: string | null = null;
  if (settings.data_client_id.set_attribute && deps.clientToken) {
    try {
      token = await deps.clientToken();
    } catch (error) {
      // The buttons work without it (only card fields need it): load, but say why it is missing,
      // unless the request was cancelled (the widget that asked left the page: the checkout
      // re-renders its payment area after each review update).
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        console.error('Client token could not be fetched; loading the provider script without it.', error);
      }
    }
  }
  const options = providerScriptOptions(settings, token);
  const namespace = await (deps.load ?? loadScript)(options);
  if (!namespace) throw new Error(`The window.${processOptions(options).namespace} global variable is not available.`);
  return namespace;
}
