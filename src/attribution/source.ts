/**
 * Traffic-source detection compatible with sourcebuster.js, which WooCommerce's order
 * attribution uses (spec §3 Order attribution, §9): the source types utm, organic, referral and
 * typein; typein is source '(direct)', medium '(none)'; a missing value is '(none)'.
 * Facts from sourcebuster's documentation (sbjs.rocks: "current" data fields typ, src, mdm, cmp,
 * cnt, trm; Google click ids count as google/cpc) and WooCommerce's order attribution docs
 * (the 16 fields and their meaning); no code taken from either.
 */
export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

export interface TrafficSource {
  type: SourceType;
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
  id: string;
  platform: string;
  creativeFormat: string;
  marketingTactic: string;
}

export const NONE = '(none)';
const MAX_VALUE = 200;

/** Search engines sourcebuster knows by default: the host's name part → source. */
const SEARCH_ENGINES: Array<[RegExp, string]> = [
  [/(^|\.)google\.(co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2,3})$/, 'google'],
  [/(^|\.)bing\.com$/, 'bing'],
  [/(^|\.)yahoo\.(co\.[a-z]{2}|com|[a-z]{2})$/, 'yahoo'],
  [/(^|\.)yandex\.(com\.[a-z]{2}|[a-z]{2,3})$/, 'yandex'],
  [/(^|\.)duckduckgo\.com$/, 'duckduckgo'],
  [/(^|\.)baidu\.com$/, 'baidu'],
  [/(^|\.)ecosia\.org$/, 'ecosia'],
  [/(^|\.)search\.brave\.com$/, 'brave'],
];

const clean = (value: string | null | undefined) => {
  const text = (value ?? '').trim().slice(0, MAX_VALUE);
  return text === '' ? NONE : text;
};

const none = (type: SourceType, source: string, medium: string): TrafficSource => ({
  type,
  source,
  medium,
  campaign: NONE,
  content: NONE,
  term: NONE,
  id: NONE,
  platform: NONE,
  creativeFormat: NONE,
  marketingTactic: NONE,
});

export const hostWithoutWww = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * The source of a page view from its URL and document.referrer. `null` when the referrer is this
 * shop (an internal navigation: the session's source stays).
 */
export function detectSource(pageUrl: string, referrer: string): TrafficSource | null {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return none('typein', '(direct)', NONE);
  }
  const q = page.searchParams;
  if (q.has('utm_source') || q.has('utm_medium') || q.has('utm_campaign') || q.has('utm_id')) {
    return {
      type: 'utm',
      source: clean(q.get('utm_source')),
      medium: clean(q.get('utm_medium')),
      campaign: clean(q.get('utm_campaign')),
      content: clean(q.get('utm_content')),
      term: clean(q.get('utm_term')),
      id: clean(q.get('utm_id')),
      platform: clean(q.get('utm_source_platform')),
      creativeFormat: clean(q.get('utm_creative_format')),
      marketingTactic: clean(q.get('utm_marketing_tactic')),
    };
  }
  if (q.has('gclid') || q.has('gbraid') || q.has('wbraid')) return { ...none('utm', 'google', 'cpc'), campaign: '(not set)' };
  let ref: URL | null;
  try {
    ref = referrer ? new URL(referrer) : null;
  } catch {
    ref = null;
  }
  if (!ref || !/^https?:$/.test(ref.protocol)) return none('typein', '(direct)', NONE);
  const refHost = hostWithoutWww(ref.hostname);
  if (refHost === hostWithoutWww(page.hostname)) return null;
  const engine = SEARCH_ENGINES.find(([pattern]) => pattern.test(refHost));
  if (engine) return { ...none('organic', engine[1], 'organic'), term: clean(ref.searchParams.get('q') ?? ref.searchParams.get('p') ?? ref.searchParams.get('text')) };
  return { ...none('referral', refHost, 'referral'), content: clean(ref.pathname) };
}
