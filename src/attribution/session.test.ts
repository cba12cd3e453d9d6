// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELDS, attributionFields, parseAttributionState, recordPageView, type PageView } from './session';

const T0 = new Date(2026, 10, 25, 14, 5, 9).getTime();
const view = (over: Partial<PageView> = {}): PageView => ({ url: 'https://shop.example.de/', referrer: '', now: T0, userAgent: 'UA', ...over });
const MIN = 60 * 1000;

describe('recordPageView', () => {
  it('first view starts session 1 with entry, start time, referrer, user agent', () => {
    const state = recordPageView(null, view({ referrer: 'https://www.tuning-forum.de/x', url: 'https://shop.example.de/shop/' }));
    expect(attributionFields(state)).toEqual({
      source_type: 'referral',
      referrer: 'https://www.tuning-forum.de/x',
      utm_campaign: '(none)',
      utm_source: 'tuning-forum.de',
      utm_medium: 'referral',
      utm_content: '/x',
      utm_id: '(none)',
      utm_term: '(none)',
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: 'https://shop.example.de/shop/',
      session_start_time: '2026-11-25 14:05:09',
      session_pages: '1',
      session_count: '1',
      user_agent: 'UA',
    });
  });

  it.each([
    ['29 minutes later: same session, one more page', 29, 2, 1],
    ['exactly 30 minutes: same session', 30, 2, 1],
    ['31 minutes later: a new session', 31, 1, 2],
    ['a clock that went back: a new session', -5, 1, 2],
  ])('%s', (_name, minutes, pages, sessions) => {
    const first = recordPageView(null, view());
    const next = recordPageView(first, view({ now: T0 + minutes * MIN, referrer: 'https://shop.example.de/' }));
    expect([next.pages, next.sessions]).toEqual([pages, sessions]);
  });

  it('a direct new session keeps the earlier campaign; a referral or campaign replaces it', () => {
    const campaign = recordPageView(null, view({ url: 'https://shop.example.de/?utm_source=nl&utm_medium=email' }));
    const direct = recordPageView(campaign, view({ now: T0 + 60 * MIN }));
    expect(direct.source).toMatchObject({ type: 'utm', source: 'nl' });
    const referral = recordPageView(direct, view({ now: T0 + 120 * MIN, referrer: 'https://blog.de/' }));
    expect(referral.source).toMatchObject({ type: 'referral', source: 'blog.de' });
    const inSession = recordPageView(referral, view({ now: T0 + 121 * MIN, url: 'https://shop.example.de/?utm_source=ad' }));
    expect(inSession.source).toMatchObject({ type: 'utm', source: 'ad' });
    expect(inSession.entry).toBe(referral.entry);
  });

  it('the 16 fields', () => {
    expect(ATTRIBUTION_FIELDS).toHaveLength(16);
  });

  it.each([
    ['empty', ''],
    ['not JSON', '{'],
    ['pages out of bounds', JSON.stringify({ ...recordPageView(null, view()), pages: 1e9 })],
    ['pages not an integer', JSON.stringify({ ...recordPageView(null, view()), pages: 1.5 })],
    ['no source', JSON.stringify({ ...recordPageView(null, view()), source: null })],
    ['too long', 'x'.repeat(6000)],
  ])('rejects a stored state: %s', (_name, raw) => {
    expect(parseAttributionState(raw)).toBeNull();
  });

  it('reads back what it stored', () => {
    const state = recordPageView(null, view());
    expect(parseAttributionState(JSON.stringify(state))).toEqual(state);
  });
});
