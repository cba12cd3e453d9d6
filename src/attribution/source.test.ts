// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectSource } from './source';

const PAGE = 'https://shop.example.de/produkt/';

describe('detectSource (sourcebuster-compatible)', () => {
  it.each([
    ['no referrer: typein', PAGE, '', { type: 'typein', source: '(direct)', medium: '(none)', campaign: '(none)' }],
    [
      'utm parameters win over the referrer',
      `${PAGE}?utm_source=newsletter&utm_medium=email&utm_campaign=herbst&utm_content=banner&utm_term=spoiler&utm_id=42&utm_source_platform=mailer&utm_creative_format=gif&utm_marketing_tactic=prospecting`,
      'https://www.google.de/',
      {
        type: 'utm',
        source: 'newsletter',
        medium: 'email',
        campaign: 'herbst',
        content: 'banner',
        term: 'spoiler',
        id: '42',
        platform: 'mailer',
        creativeFormat: 'gif',
        marketingTactic: 'prospecting',
      },
    ],
    ['utm with missing values', `${PAGE}?utm_source=partner`, '', { type: 'utm', source: 'partner', medium: '(none)', campaign: '(none)' }],
    ['gclid: google cpc', `${PAGE}?gclid=abc`, '', { type: 'utm', source: 'google', medium: 'cpc' }],
    ['google: organic', PAGE, 'https://www.google.de/search?q=frontspoiler', { type: 'organic', source: 'google', medium: 'organic', term: 'frontspoiler' }],
    ['bing: organic', PAGE, 'https://www.bing.com/', { type: 'organic', source: 'bing', medium: 'organic', term: '(none)' }],
    ['duckduckgo: organic', PAGE, 'https://duckduckgo.com/', { type: 'organic', source: 'duckduckgo' }],
    ['another site: referral with its path', PAGE, 'https://www.tuning-forum.de/thread/12', { type: 'referral', source: 'tuning-forum.de', medium: 'referral', content: '/thread/12' }],
    ['not a search engine despite the name', PAGE, 'https://google.example.org/', { type: 'referral', source: 'google.example.org' }],
    ['a non-web referrer counts as direct', PAGE, 'android-app://com.example/', { type: 'typein', source: '(direct)' }],
    ['a broken page URL counts as direct', 'not a url', 'https://x.de/', { type: 'typein' }],
  ])('%s', (_name, url, referrer, expected) => {
    expect(detectSource(url, referrer)).toMatchObject(expected);
  });

  it('own site as referrer: internal, null (the session keeps its source)', () => {
    expect(detectSource(PAGE, 'https://www.shop.example.de/shop/')).toBeNull();
  });

  it('bounds values', () => {
    expect(detectSource(`${PAGE}?utm_source=${'x'.repeat(5000)}`, '')!.source).toHaveLength(200);
  });
});
