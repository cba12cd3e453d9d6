import { NONE, detectSource, type TrafficSource } from './source';

/** Spec §9: a session ends after 30 minutes without a page view. */
export const SESSION_MINUTES = 30;
const SESSION_MS = SESSION_MINUTES * 60 * 1000;
/** Bounds for numbers read back from storage (anything else starts afresh). */
const MAX_COUNT = 100_000;

/** What is kept between page views (only with consent). */
export interface AttributionState {
  source: TrafficSource;
  /** The referrer of the session's first page view ('(none)' without one). */
  referrer: string;
  /** The session's first page URL. */
  entry: string;
  /** 'YYYY-MM-DD HH:MM:SS' (local time), as sourcebuster writes it. */
  startTime: string;
  pages: number;
  sessions: number;
  lastActivity: number;
  userAgent: string;
}

export interface PageView {
  url: string;
  referrer: string;
  now: number;
  userAgent: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
export function formatStartTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * The next state after a page view. A new session (none before, or 30 minutes idle) counts
 * a session and takes this view's source, except that a direct visit keeps the last known
 * source (sourcebuster: typein never overwrites an earlier campaign or referral). Within a
 * session the page count grows, and a view with campaign parameters takes over the source.
 */
export function recordPageView(previous: AttributionState | null, view: PageView): AttributionState {
  const detected = detectSource(view.url, view.referrer);
  const idle = previous ? view.now - previous.lastActivity : Infinity;
  if (!previous || idle > SESSION_MS || idle < 0) {
    const source = detected && !(detected.type === 'typein' && previous) ? detected : (previous?.source ?? detectSource(view.url, '')!);
    return {
      source,
      referrer: view.referrer ? view.referrer.slice(0, 500) : NONE,
      entry: view.url.slice(0, 500),
      startTime: formatStartTime(view.now),
      pages: 1,
      sessions: Math.min((previous?.sessions ?? 0) + 1, MAX_COUNT),
      lastActivity: view.now,
      userAgent: view.userAgent.slice(0, 500),
    };
  }
  return {
    ...previous,
    source: detected?.type === 'utm' ? detected : previous.source,
    pages: Math.min(previous.pages + 1, MAX_COUNT),
    lastActivity: view.now,
  };
}

export const FIELD_PREFIX = 'wc_order_attribution_';
export const ATTRIBUTION_FIELDS = [
  'source_type',
  'referrer',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'utm_id',
  'utm_term',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
  'user_agent',
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** The 16 field values (without the prefix), as the hidden inputs and the extension data carry them. */
export function attributionFields(state: AttributionState): Record<AttributionField, string> {
  const s = state.source;
  return {
    source_type: s.type,
    referrer: state.referrer,
    utm_campaign: s.campaign,
    utm_source: s.source,
    utm_medium: s.medium,
    utm_content: s.content,
    utm_id: s.id,
    utm_term: s.term,
    utm_source_platform: s.platform,
    utm_creative_format: s.creativeFormat,
    utm_marketing_tactic: s.marketingTactic,
    session_entry: state.entry,
    session_start_time: state.startTime,
    session_pages: String(state.pages),
    session_count: String(state.sessions),
    user_agent: state.userAgent,
  };
}

/** Reads a stored state back; anything malformed or out of bounds is null (start afresh). */
export function parseAttributionState(raw: string | null): AttributionState | null {
  if (!raw || raw.length > 5000) return null;
  try {
    const value = JSON.parse(raw) as AttributionState;
    const ok =
      value &&
      typeof value === 'object' &&
      value.source &&
      typeof value.source.type === 'string' &&
      Number.isInteger(value.pages) &&
      value.pages > 0 &&
      value.pages <= MAX_COUNT &&
      Number.isInteger(value.sessions) &&
      value.sessions > 0 &&
      value.sessions <= MAX_COUNT &&
      Number.isFinite(value.lastActivity) &&
      typeof value.entry === 'string' &&
      typeof value.startTime === 'string';
    return ok ? value : null;
  } catch {
    return null;
  }
}
