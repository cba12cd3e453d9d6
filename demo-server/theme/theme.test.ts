/** The theme's parts on the server: store notice and its cookie, the coming-soon banner's REST dismissal, the login popup, the switches. */
import { describe, expect, it } from 'vitest';
import { dom, testShop } from '../test-helpers.ts';
import { LOGIN_FAILED } from '../account/register.ts';
import { postLogin } from '../account/test-support.ts';
import { STORE_NOTICE_ID } from './markup.ts';

const shop = testShop();
const REST = '/wp-json/wp/v2/users/me';
const DISMISS = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } };

const restPost = (nonce: string | undefined, body: unknown, raw?: string) =>
  shop.client.request(REST, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(nonce === undefined ? {} : { 'x-wp-nonce': nonce }) },
    body: raw ?? JSON.stringify(body),
  });

describe('theme markup', () => {
  it('prints the sticky header, login link and popup, and back-to-top; no notice, banner or admin bar by default', async () => {
    await shop.client.request('/__demo/theme', { method: 'DELETE' });
    const doc = await shop.client.pageDocument('/versand/');
    expect(doc.querySelector('sf-sticky-header[hide-on-scroll] > header#header')).not.toBeNull();
    expect(doc.querySelector('header a.account-login[href="/my-account/"][data-open="#login-form-popup"]')!.textContent).toBe('Anmelden');
    expect(doc.querySelector('sf-popup > dialog#login-form-popup[data-open-on-notice]:not([open]) form[action="/my-account/"] input[name="redirect"]')!.getAttribute('value')).toBe('/versand/');
    expect(doc.querySelector('footer a#top-link.back-to-top[href="#top"]')).not.toBeNull();
    expect(doc.querySelector('.woocommerce-store-notice, .woocommerce-coming-soon-banner-container, #wpadminbar')).toBeNull();
  });

  it('prints the store notice as WooCommerce does: on every page, hidden, with or without its cookie (the script decides)', async () => {
    expect((await shop.client.postJson('/__demo/theme', { storeNotice: true })).status).toBe(200);
    for (const dismissed of [false, true]) {
      if (dismissed) shop.client.jar.set(`store_notice${STORE_NOTICE_ID}`, 'hidden');
      const notice = (await shop.client.pageDocument('/versand/')).querySelector<HTMLElement>('sf-site-notice > p.woocommerce-store-notice[role="complementary"]')!;
      expect(notice.getAttribute('data-notice-id')).toBe(STORE_NOTICE_ID);
      expect(notice.getAttribute('style')).toBe('display:none;');
      expect(notice.querySelector('a.woocommerce-store-notice__dismiss-link[role="button"]')!.textContent).toBe('Ausblenden');
    }
    shop.client.jar.delete(`store_notice${STORE_NOTICE_ID}`);
  });

  it('prints the admin bar and can_edit_pages for an editor', async () => {
    await shop.client.postJson('/__demo/theme', { adminBar: true });
    const { text } = await shop.client.getPage('/versand/');
    const doc = dom(text);
    expect(doc.querySelector('#wpadminbar')).not.toBeNull();
    expect(doc.body.classList.contains('admin-bar')).toBe(true);
    expect(text).toContain('"user":{"can_edit_pages":true}');
    await shop.client.postJson('/__demo/theme', { adminBar: false });
  });

  it('refuses unknown or mistyped switches', async () => {
    expect((await shop.client.postJson('/__demo/theme', { storeNotice: 'ja' })).status).toBe(400);
    expect((await shop.client.postJson('/__demo/theme', { fireworks: true })).status).toBe(400);
  });
});

describe('coming-soon banner dismissal (REST)', () => {
  it('checks the nonce: a missing or stale one is a 403 JSON refusal, never 5xx; the banner stays', async () => {
    await shop.client.postJson('/__demo/theme', { comingSoonBanner: true });
    const link = (await shop.client.pageDocument('/versand/')).querySelector<HTMLElement>('.woocommerce-coming-soon-banner-container a.coming-soon-footer-banner-dismiss')!;
    expect(link.dataset.restUrl).toBe(REST);
    for (const nonce of [undefined, 'veraltet', '']) {
      const res = await restPost(nonce, DISMISS);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce', data: { status: 403 } });
    }
    expect((await shop.client.pageDocument('/versand/')).querySelector('.woocommerce-coming-soon-banner-container')).not.toBeNull();

    const nonce = link.dataset.nonce!;
    const wrongBody = await restPost(nonce, { woocommerce_meta: { something: 'else' } });
    expect(wrongBody.status).toBe(400);
    expect(await wrongBody.json()).toMatchObject({ code: 'rest_invalid_param' });
    const broken = await restPost(nonce, undefined, '{nicht json');
    expect(broken.status).toBeLessThan(500);

    const ok = await restPost(nonce, DISMISS);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject(DISMISS);
    expect((await shop.client.pageDocument('/versand/')).querySelector('.woocommerce-coming-soon-banner-container')).toBeNull();
    expect((await shop.client.get(REST)).status).toBe(405);
  });

  it('admin-ajax rest-nonce: the current nonce as text for a signed-in user, "0" with 400 signed out (as WordPress); expiry renews it', async () => {
    const NONCE_URL = '/wp-admin/admin-ajax.php?action=rest-nonce';
    await shop.client.request('/__demo/theme', { method: 'DELETE' });
    const signedOut = await shop.client.get(NONCE_URL);
    expect(signedOut.status).toBe(400);
    expect(await signedOut.text()).toBe('0');

    await shop.client.postJson('/__demo/theme', { comingSoonBanner: true });
    const printed = (await shop.client.pageDocument('/versand/')).querySelector<HTMLElement>('a.coming-soon-footer-banner-dismiss')!.dataset.nonce!;
    const answer = await shop.client.get(NONCE_URL);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(printed);
    expect((await shop.client.request(NONCE_URL, { method: 'POST' })).status).toBe(405);

    // A day later: the printed nonce is refused, the fresh one from rest-nonce is taken.
    expect((await shop.client.request('/__demo/theme/expire-nonce', { method: 'POST' })).status).toBe(200);
    expect((await restPost(printed, DISMISS)).status).toBe(403);
    const fresh = await (await shop.client.get(NONCE_URL)).text();
    expect(fresh).toMatch(/^[0-9a-f]{10}$/);
    expect(fresh).not.toBe(printed);
    expect((await restPost(fresh, DISMISS)).status).toBe(200);
    await shop.client.request('/__demo/theme', { method: 'DELETE' });
  });

  it('is an endpoint of the fault injection', async () => {
    const answer = (await (await shop.client.get('/__demo/faults')).json()) as { faults: Record<string, unknown> };
    expect(Object.keys(answer.faults)).toContain('coming_soon_banner_dismiss');
  });
});

describe('login popup', () => {
  it('a login refused in the popup goes back to the page, whose popup is printed open with the notice', async () => {
    const res = await postLogin(shop.client, { password: 'falsch', page: '/versand/', fields: { redirect: '/versand/', login_popup: '1' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/versand/');
    const doc = await shop.client.pageDocument('/versand/');
    expect(doc.querySelector('dialog#login-form-popup[open] .woocommerce-error')!.textContent).toContain(LOGIN_FAILED);
    expect(doc.querySelector('main .woocommerce-notices-wrapper')!.textContent).not.toContain(LOGIN_FAILED);
    // Shown once: the next page's popup is closed again.
    expect((await shop.client.pageDocument('/versand/')).querySelector('dialog#login-form-popup[open]')).toBeNull();
  });

  it('is not printed once logged in (nor the header link)', async () => {
    expect((await postLogin(shop.client, { page: '/versand/', fields: { redirect: '/versand/', login_popup: '1' } })).status).toBe(303);
    const doc = await shop.client.pageDocument('/versand/');
    expect(doc.querySelector('#login-form-popup, a.account-login')).toBeNull();
    // The popups' element stays: the off-canvas main menu is in it on every page.
    expect(doc.querySelector('sf-popup > dialog#main-menu')).not.toBeNull();
  });
});
