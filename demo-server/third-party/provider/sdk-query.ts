/**
 * The fake provider SDK's script URL (`/sdk/js?client-id=…&currency=…`): which query the real
 * SDK accepts and what it answers when it refuses one. A pure function so every refusal is one
 * row of a table test (sdk-query.test.ts).
 *
 * The real SDK refuses an invalid query with HTTP 400 and a JavaScript body that throws, followed
 * by a `/* Original Error: … *\/` comment; @paypal/paypal-js fetches the body after the script's
 * error event and shows the comment's text as its error message (its documented `loadScript`
 * behaviour: "parseErrorMessage" reads what follows "/* Original Error:"). The messages below
 * follow the real ones' wording ("Expected client-id to be passed", "Invalid query value for …").
 */

export const SDK_COMPONENTS = ['buttons', 'messages', 'funding-eligibility', 'card-fields', 'hosted-fields', 'googlepay', 'applepay', 'marks'] as const;
export type SdkComponent = (typeof SDK_COMPONENTS)[number];

/** Funding sources the provider knows (its FUNDING constant's values). */
export const FUNDING_SOURCES = [
  'paypal',
  'venmo',
  'applepay',
  'itau',
  'credit',
  'paylater',
  'card',
  'ideal',
  'sepa',
  'bancontact',
  'giropay',
  'sofort',
  'eps',
  'mybank',
  'p24',
  'blik',
  'trustly',
  'oxxo',
  'boleto',
  'boletobancario',
  'wechatpay',
  'mercadopago',
  'multibanco',
  'satispay',
  'paidy',
  'zimpler',
] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];

/** ISO 4217 codes the provider takes payments in. */
export const SDK_CURRENCIES = [
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'HUF',
  'ILS',
  'JPY',
  'MYR',
  'MXN',
  'TWD',
  'NZD',
  'NOK',
  'PHP',
  'PLN',
  'GBP',
  'SGD',
  'SEK',
  'CHF',
  'THB',
  'USD',
] as const;

export const SDK_INTENTS = ['capture', 'authorize', 'subscription', 'tokenize'] as const;

/** Query keys the SDK reads; anything else is refused as the real one does. */
const KNOWN_KEYS = new Set([
  'client-id',
  'merchant-id',
  'currency',
  'intent',
  'commit',
  'vault',
  'components',
  'enable-funding',
  'disable-funding',
  'disable-card',
  'locale',
  'buyer-country',
  'debug',
  'integration-date',
]);

/** Bounds on what a client can send (the real URL is short; ours never needs more). */
const MAX_QUERY_LENGTH = 2048;
const MAX_VALUE_LENGTH = 256;
const MAX_LIST_ITEMS = 30;

export interface SdkQuery {
  clientId: string;
  merchantId?: string;
  currency: string;
  intent: (typeof SDK_INTENTS)[number];
  commit: boolean;
  vault: boolean;
  components: SdkComponent[];
  enableFunding: FundingSource[];
  disableFunding: FundingSource[];
  locale?: string;
}

export type SdkQueryResult = { ok: true; query: SdkQuery } | { ok: false; error: string };

const refuse = (error: string): SdkQueryResult => ({ ok: false, error });

function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `search` is the raw query string (with or without the leading "?"). */
export function validateSdkQuery(search: string): SdkQueryResult {
  if (search.length > MAX_QUERY_LENGTH) return refuse('Query string too long');
  const params = new URLSearchParams(search);
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (!KNOWN_KEYS.has(key)) return refuse(`Invalid query key: ${key.slice(0, 64)}`);
    if (seen.has(key)) return refuse(`Duplicate query key: ${key}`);
    if (value.length > MAX_VALUE_LENGTH) return refuse(`Invalid query value for ${key}: too long`);
    seen.add(key);
  }
  const clientId = params.get('client-id') ?? '';
  if (!clientId) return refuse('Expected client-id to be passed');
  if (!/^[\w-]+$/.test(clientId)) return refuse(`Invalid query value for client-id: ${clientId}`);

  const currency = params.get('currency') ?? 'USD';
  if (!(SDK_CURRENCIES as readonly string[]).includes(currency)) return refuse(`Invalid query value for currency: ${currency}`);

  const intent = params.get('intent') ?? 'capture';
  if (!(SDK_INTENTS as readonly string[]).includes(intent)) return refuse(`Invalid query value for intent: ${intent}`);

  const flags: Record<'commit' | 'vault', boolean> = { commit: true, vault: false };
  for (const key of ['commit', 'vault'] as const) {
    const value = params.get(key);
    if (value === null) continue;
    if (value !== 'true' && value !== 'false') return refuse(`Invalid query value for ${key}: ${value}`);
    flags[key] = value === 'true';
  }

  const components = list(params.get('components') ?? 'buttons');
  if (components.length > MAX_LIST_ITEMS) return refuse('Invalid query value for components: too many');
  for (const [index, component] of components.entries()) {
    if (!(SDK_COMPONENTS as readonly string[]).includes(component)) return refuse(`Invalid query value for components[${index}]: ${component}`);
  }

  const funding: Record<'enable-funding' | 'disable-funding', FundingSource[]> = { 'enable-funding': [], 'disable-funding': [] };
  for (const key of ['enable-funding', 'disable-funding'] as const) {
    const value = params.get(key);
    if (value === null) continue;
    const sources = list(value);
    if (sources.length > MAX_LIST_ITEMS) return refuse(`Invalid query value for ${key}: too many`);
    for (const [index, source] of sources.entries()) {
      if (!(FUNDING_SOURCES as readonly string[]).includes(source)) return refuse(`Invalid query value for ${key}[${index}]: ${source}`);
    }
    funding[key] = sources as FundingSource[];
  }
  const both = funding['enable-funding'].find((source) => funding['disable-funding'].includes(source));
  if (both) return refuse(`Can not pass ${both} in both enable-funding and disable-funding`);

  const locale = params.get('locale') ?? undefined;
  if (locale !== undefined && !/^[a-z]{2}_[A-Z]{2}$/.test(locale)) return refuse(`Invalid query value for locale: ${locale}`);

  const merchantId = params.get('merchant-id') ?? undefined;
  if (merchantId !== undefined && !/^[\w*-]+(,[\w-]+)*$/.test(merchantId)) return refuse(`Invalid query value for merchant-id: ${merchantId}`);

  return {
    ok: true,
    query: {
      clientId,
      merchantId,
      currency,
      intent: intent as SdkQuery['intent'],
      commit: flags.commit,
      vault: flags.vault,
      components: components as SdkComponent[],
      enableFunding: funding['enable-funding'],
      disableFunding: funding['disable-funding'],
      locale,
    },
  };
}

/**
 * The body of a refused script request, in the real SDK's shape: a statement that throws when
 * a page runs it anyway, and the comment paypal-js parses. The message goes into a JS string
 * and a comment, so quotes, backslashes, line breaks and a comment end are neutralised.
 */
export function sdkErrorScript(error: string): string {
  const safe = error.replace(/[^\x20-\x7e]/g, '?').replace(/\*\//g, '* /');
  return `throw new Error(${JSON.stringify(`SDK Validation error: '${safe}'`)});\n\n/* Original Error:\n\n${safe}\n\n*/\n`;
}
