/**
 * The wallet stories' provider: the element tests' fake SDK namespace (src/test/
 * fake-wallet-sdk.ts) put where the script loader finds it, so no story loads a script from anywhere,
 * and the wallet's ppc endpoints answered in the page (other requests go on to the stories'
 * mock shop).
 */
import { fakeWalletSdk } from '../src/test/fake-wallet-sdk';
import { processOptions, providerScriptOptions, resetLoadedScripts } from '../src/payments/provider/script-loader';
import { parseGatewaySettings } from '../src/payments/settings';

export const STORY_RECEIVED = '/checkout/order-received/7/?key=wc_order_story';

/** The settings global as the wallet plugin prints it, for `context`. */
export function storySettings(context: string, more: Record<string, unknown> = {}) {
  const endpoint = (name: string) => ({ endpoint: `/?wc-ajax=ppc-${name.replace(/_/g, '-')}`, nonce: 'storybook' });
  return {
    url: 'https://sdk.invalid/sdk/js',
    url_params: { 'client-id': 'storybook', currency: 'EUR', components: 'buttons,messages', intent: 'capture', commit: 'true', 'disable-funding': 'card', 'enable-funding': 'paylater' },
    context,
    redirect: '/checkout/',
    ajax: Object.fromEntries(['simulate_cart', 'change_cart', 'create_order', 'approve_order', 'save_checkout_form', 'validate_checkout'].map((name) => [name, endpoint(name)])),
    button: { wrapper: '#ppc-button-ppcp-gateway', mini_cart_wrapper: '#ppc-button-minicart', style: { layout: 'vertical', color: 'gold', shape: 'rect', label: 'paypal', height: 40 } },
    messages: { wrapper: '#ppcp-messages', amount: 89.5, is_hidden: false, placement: context, style: { layout: 'text' } },
    simulate_cart: { enabled: false, throttling: 5000 },
    labels: { error: { generic: '' } },
    ...more,
  };
}

export type StoryApprove = { code: number; message: string } | 'ok';

/**
 * Installs the settings, the fake provider and answers for the ppc endpoints; returns the
 * fake (its payments, approve/cancel/fail) and a function that removes it all.
 */
export function installStoryWallet(settings: ReturnType<typeof storySettings>, approve: StoryApprove = 'ok', more: object = {}) {
  // `more`: further components of the namespace (the card fields' CardFields).
  const sdk = fakeWalletSdk();
  Object.assign(sdk.namespace, more);
  resetLoadedScripts(); // the loader keeps one script per page: each story has its own fake
  const options = processOptions(providerScriptOptions(parseGatewaySettings(settings), null));
  // The loader takes a script already on the page with these attributes and its global.
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.src = options.url;
  for (const [name, value] of Object.entries(options.attributes)) script.setAttribute(name, value);
  document.head.append(script);
  // The play functions reach the fake (approve, fail) as __sfStoryWallet.
  Object.assign(window, { PayPalCommerceGateway: settings, [options.namespace]: sdk.namespace, __sfStoryWallet: sdk });
  const original = window.fetch;
  const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    switch (url.searchParams.get('wc-ajax')) {
      case 'ppc-change-cart':
        return answer({ success: true, data: [] });
      case 'ppc-create-order':
        return answer({ success: true, data: { id: 'STORYORDER1', custom_id: 'wc-story' } });
      case 'ppc-approve-order':
        return approve === 'ok' ? answer({ success: true, data: { order_received_url: new URL(STORY_RECEIVED, location.href).href } }) : answer({ success: false, data: approve }, 400);
      case 'ppc-save-checkout-form':
        return answer({ success: true, data: null });
      default:
        return original(input, init);
    }
  };
  return {
    sdk,
    remove() {
      window.fetch = original;
      script.remove();
      delete (window as unknown as Record<string, unknown>).PayPalCommerceGateway;
      delete (window as unknown as Record<string, unknown>)[options.namespace];
      delete (window as unknown as Record<string, unknown>).__sfStoryWallet;
    },
  };
}
