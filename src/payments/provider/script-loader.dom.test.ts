import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadProviderSdk, loadScript, resetLoadedScripts, SCRIPT_LOAD_TIMEOUT_MS } from './script-loader';
import type { ProviderNamespace } from '../sdk-types';
import { parseGatewaySettings } from '../settings';

const BASE = 'http://127.0.0.1:3001/sdk/js';
const fakeNamespace = (version = '5.0.0') => ({ version }) as unknown as ProviderNamespace;
const scripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]'));
const globals = globalThis as Record<string, unknown>;

/** What the browser does when the SDK runs: define the global, then fire load. */
function finishLoading(script: HTMLScriptElement, namespace = 'paypal', value: unknown = fakeNamespace()) {
  if (value !== null) globals[namespace] = value;
  script.dispatchEvent(new Event('load'));
}

beforeEach(() => {
  resetLoadedScripts();
  document.head.innerHTML = '';
  delete globals.paypal;
  delete globals.wallet;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadScript in a page', () => {
  it('inserts one script with the query and data-* attributes and resolves with the global', async () => {
    const promise = loadScript({ url: BASE, clientId: 'abc', dataPageType: 'cart', 'data-client-token': 'T' });
    const [script] = scripts();
    expect(scripts()).toHaveLength(1);
    expect(script!.getAttribute('src')).toBe(`${BASE}?client-id=abc`);
    expect(script!.getAttribute('data-page-type')).toBe('cart');
    expect(script!.getAttribute('data-client-token')).toBe('T');
    finishLoading(script!);
    await expect(promise).resolves.toBe(globals.paypal);
  });

  it('loads identical options once per page: the second call gets the same promise', async () => {
    const first = loadScript({ url: BASE, clientId: 'abc' });
    const second = loadScript({ url: BASE, 'client-id': 'abc' });
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    finishLoading(scripts()[0]!);
    await expect(second).resolves.toBe(globals.paypal);
    expect(loadScript({ url: BASE, clientId: 'abc' })).toBe(first);
  });

  it('reuses a tag already on the page with the same src and attributes when its global exists', async () => {
    const tag = document.createElement('script');
    tag.src = `${BASE}?client-id=abc`;
    tag.setAttribute('data-page-type', 'cart');
    tag.setAttribute('data-uid-auto', 'uid_1');
    document.head.append(tag);
    globals.paypal = fakeNamespace();
    await expect(loadScript({ url: BASE, clientId: 'abc', dataPageType: 'cart' })).resolves.toBe(globals.paypal);
    expect(scripts()).toEqual([tag]);
  });

  it('does not reuse a tag with the same src but other data-* attributes', async () => {
    const tag = document.createElement('script');
    tag.src = `${BASE}?client-id=abc`;
    tag.setAttribute('data-page-type', 'product-details');
    document.head.append(tag);
    globals.paypal = fakeNamespace('other');
    const promise = loadScript({ url: BASE, clientId: 'abc', dataPageType: 'cart' });
    expect(scripts()).toHaveLength(2);
    finishLoading(scripts()[0]!, 'paypal', fakeNamespace('cart'));
    await expect(promise).resolves.toMatchObject({ version: 'cart' });
  });

  it('replaces the script when the options change (e.g. a funding list from simulate-cart)', async () => {
    const first = loadScript({ url: BASE, clientId: 'abc', enableFunding: 'paylater' });
    finishLoading(scripts()[0]!, 'paypal', fakeNamespace('old'));
    await first;
    const second = loadScript({ url: BASE, clientId: 'abc', enableFunding: 'paylater,venmo' });
    expect(scripts().map((s) => s.getAttribute('src'))).toEqual([`${BASE}?client-id=abc&enable-funding=paylater,venmo`]);
    expect(globals.paypal).toBeUndefined();
    finishLoading(scripts()[0]!, 'paypal', fakeNamespace('new'));
    await expect(second).resolves.toMatchObject({ version: 'new' });
  });

  it('builds its promises with the given PromisePonyfill', async () => {
    class Ponyfill<T> extends Promise<T> {}
    const promise = loadScript({ url: BASE, clientId: 'pony' }, Ponyfill as never);
    expect(promise).toBeInstanceOf(Ponyfill);
    finishLoading(scripts()[0]!);
    await expect(promise).resolves.toBe(globals.paypal);
  });

  it('uses data-namespace for the global', async () => {
    const promise = loadScript({ url: BASE, clientId: 'abc', dataNamespace: 'wallet' });
    finishLoading(scripts()[0]!, 'wallet');
    await expect(promise).resolves.toBe(globals.wallet);
  });

  it('rejects when the script ran but left no global', async () => {
    const promise = loadScript({ url: BASE, clientId: 'abc', dataNamespace: 'wallet' });
    finishLoading(scripts()[0]!, 'wallet', null);
    await expect(promise).rejects.toThrow(new Error('The window.wallet global variable is not available.'));
  });
});

describe('load failures', () => {
  const url = `${BASE}?client-id=abc&currency=XYZ`;
  const fail = () => {
    const promise = loadScript({ url: BASE, clientId: 'abc', currency: 'XYZ' });
    scripts()[0]!.dispatchEvent(new Event('error'));
    return promise;
  };

  it("reads the SDK's original-error comment from the failed response", async () => {
    const fetchMock = vi.fn(async () => new Response("throw new Error('x');\n/* Original Error:\n\nInvalid query value for currency: XYZ\n\n*/", { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fail()).rejects.toThrow(new Error('Invalid query value for currency: XYZ'));
    expect(fetchMock).toHaveBeenCalledWith(url);
    expect(scripts()).toHaveLength(0);
  });

  it.each<[string, () => Promise<Response>]>([
    ['the refetch answers 200', async () => new Response('ok', { status: 200 })],
    ['the body has no comment', async () => new Response('Bad Request', { status: 400 })],
    ['the refetch fails too', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says the script failed to load when %s', async (_name, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    await expect(fail()).rejects.toThrow(new Error(`The script "${url}" failed to load.`));
  });

  it('lets the next call try again after a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await expect(fail()).rejects.toThrow();
    const retry = loadScript({ url: BASE, clientId: 'abc', currency: 'XYZ' });
    expect(scripts()).toHaveLength(1);
    finishLoading(scripts()[0]!);
    await expect(retry).resolves.toBe(globals.paypal);
  });

  it('fails a script that neither loads nor fails within the load timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 200 })),
    );
    const promise = loadScript({ url: BASE, clientId: 'abc', currency: 'XYZ' });
    const outcome = promise.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS - 1);
    expect(scripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe(`The script "${url}" failed to load.`);
    expect(scripts()).toHaveLength(0);
  });
});

describe('loadProviderSdk', () => {
  const settings = (extra: object = {}) =>
    parseGatewaySettings({
      url: `${BASE}?client-id=abc`,
      url_params: { 'client-id': 'abc', components: 'buttons' },
      script_attributes: { 'data-page-type': 'checkout' },
      ...extra,
    });

  it('asks for the client token when the settings want it and puts it on the tag', async () => {
    const clientToken = vi.fn(async () => 'TOKEN');
    const promise = loadProviderSdk(settings({ data_client_id: { set_attribute: true } }), { clientToken });
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0]!.getAttribute('data-client-token')).toBe('TOKEN');
    finishLoading(scripts()[0]!);
    await expect(promise).resolves.toBe(globals.paypal);
  });

  it('does not ask for a token the settings do not want', async () => {
    const clientToken = vi.fn(async () => 'TOKEN');
    const promise = loadProviderSdk(settings(), { clientToken });
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    finishLoading(scripts()[0]!);
    await promise;
    expect(clientToken).not.toHaveBeenCalled();
    expect(scripts()[0]!.hasAttribute('data-client-token')).toBe(false);
  });

  it('loads without the token when fetching it fails, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const promise = loadProviderSdk(settings({ data_client_id: { set_attribute: true } }), { clientToken: async () => Promise.reject(new Error('403')) });
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0]!.hasAttribute('data-client-token')).toBe(false);
    expect(error).toHaveBeenCalled();
    finishLoading(scripts()[0]!);
    await expect(promise).resolves.toBe(globals.paypal);
    error.mockRestore();
  });

  it('says nothing when the token request was cancelled (the widget that asked left the page)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cancelled = async () => Promise.reject(new DOMException('cancelled', 'AbortError'));
    const promise = loadProviderSdk(settings({ data_client_id: { set_attribute: true } }), { clientToken: cancelled });
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    finishLoading(scripts()[0]!);
    await expect(promise).resolves.toBe(globals.paypal);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
