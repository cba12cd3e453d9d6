/** The consent markup the demo prints from the visitor's cookie, and the consent-governed third parties. */
import { describe, expect, it } from 'vitest';
import { dom, testShop } from '../test-helpers.ts';

const shop = testShop();
const ID = Buffer.from('x'.repeat(32)).toString('base64');
const decided = (analytics: 'yes' | 'no') => `consentid:${ID},consent:${analytics},action:yes,necessary:yes,functional:no,analytics:${analytics},performance:no,advertisement:no`;

describe('consent markup', () => {
  it('first view: the blocker first in <head>, third-party tags held, the banner shown', async () => {
    const doc = dom((await shop.client.getPage('/')).text);
    const head = [...doc.head.children].map((el) => el.tagName);
    expect(head.indexOf('SCRIPT')).toBeLessThan(head.indexOf('TITLE'));
    expect(doc.head.querySelector('script')!.textContent).toContain('getCkyConsent');
    expect([...doc.querySelectorAll('script[data-cookieyes]')].map((s) => s.getAttribute('type'))).toEqual(['text/plain', 'text/plain']);
    expect(doc.querySelector('sf-consent-banner')!.hasAttribute('hidden')).toBe(false);
    expect(doc.querySelector('[data-sf-consent-revisit]')!.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelector('iframe[data-sf-src][data-cookieyes="cookieyes-functional"]:not([src])')).not.toBeNull();
    expect(doc.querySelectorAll('img[data-sf-src]:not([src])')).toHaveLength(5);
  });

  it('a visitor who acted: banner hidden, revisit shown; accepted categories print real tags', async () => {
    shop.client.jar.set('cookieyes-consent', decided('yes'));
    const doc = dom((await shop.client.getPage('/')).text);
    expect(doc.querySelector('sf-consent-banner')!.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelector('[data-sf-consent-revisit]')!.hasAttribute('hidden')).toBe(false);
    expect(doc.querySelector('script[data-cookieyes="cookieyes-analytics"]')!.hasAttribute('type')).toBe(false);
    expect(doc.querySelector('script[data-cookieyes="cookieyes-advertisement"]')!.getAttribute('type')).toBe('text/plain');
    // Checkbox states follow the cookie.
    expect((doc.querySelector('#sf-consent-analytics') as HTMLInputElement).checked).toBe(true);
    expect((doc.querySelector('#sf-consent-functional') as HTMLInputElement).checked).toBe(false);
  });

  it('?cky_preview=true shows it anyway; a malformed cookie counts as none', async () => {
    shop.client.jar.set('cookieyes-consent', decided('no'));
    expect(
      dom((await shop.client.getPage('/versand/?cky_preview=true')).text)
        .querySelector('sf-consent-banner')!
        .hasAttribute('hidden'),
    ).toBe(false);
    shop.client.jar.set('cookieyes-consent', 'action:yes,<b>');
    expect(
      dom((await shop.client.getPage('/versand/')).text)
        .querySelector('sf-consent-banner')!
        .hasAttribute('hidden'),
    ).toBe(false);
  });

  it('checkout and register forms carry the 16 empty attribution inputs', async () => {
    const account = dom((await shop.client.getPage('/my-account/')).text);
    expect(account.querySelectorAll('form.register sf-order-attribution input[type=hidden][name^="wc_order_attribution_"][value=""]')).toHaveLength(16);
  });
});

describe('consent-governed third parties', () => {
  const third = (path: string) => fetch(shop.server.thirdPartyUrl + path);

  it('scripts, pixel, video embed (framable by the shop only) and photos', async () => {
    expect((await third('/analytics/sf-analytics.js')).headers.get('content-type')).toMatch(/javascript/);
    expect((await third('/tag-manager/sf-tags.js')).status).toBe(200);
    expect((await third('/pixel/collect.gif')).headers.get('content-type')).toBe('image/gif');
    expect((await fetch(shop.server.thirdPartyUrl + '/analytics/collect', { method: 'POST' })).status).toBe(204);
    const video = await third('/video/embed/montage/');
    expect(video.status).toBe(200);
    expect(video.headers.get('content-security-policy')).toContain(`frame-ancestors ${shop.server.baseUrl}`);
    expect(video.headers.get('x-frame-options')).toBeNull();
    expect((await third('/video/embed/unbekannt/')).status).toBe(404);
    expect((await third('/photo-feed/photo-4.svg')).headers.get('content-type')).toMatch(/image\/svg\+xml/);
    for (const n of ['0', '5', '1e3', 'x']) expect((await third(`/photo-feed/photo-${n}.svg`)).status).toBe(404);
  });
});
