// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { comingSoonDismissBody, dismissalAccepted, storeNoticeDismissCookie, storeNoticeHidden } from './rules';

describe('store notice cookie', () => {
  it('is store_notice{id}=hidden on the whole site', () => {
    expect(storeNoticeDismissCookie('a1b2')).toBe('store_noticea1b2=hidden; path=/');
  });

  it.each([
    ['the notice’s cookie', 'store_noticea1b2=hidden', true],
    ['among others', 'x=1; store_noticea1b2=hidden; y=2', true],
    ['no cookie', '', false],
    ['another notice’s cookie', 'store_noticezz=hidden', false],
    ['a longer id that starts the same', 'store_noticea1b2c=hidden', false],
    ['another value', 'store_noticea1b2=shown', false],
  ])('%s', (_name, cookies, hidden) => expect(storeNoticeHidden(cookies, 'a1b2')).toBe(hidden));
});

describe('coming-soon dismissal', () => {
  it('sends the platform’s user meta', () => {
    expect(comingSoonDismissBody('woocommerce')).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
  });

  it.each([
    ['200 with the user', 200, { id: 1, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }, true],
    ['403 bad nonce', 403, { code: 'rest_cookie_invalid_nonce', message: 'Nonce', data: { status: 403 } }, false],
    ['200 with a REST error body', 200, { code: 'x', message: 'y' }, false],
    ['200 with no object', 200, 'ok', false],
    ['500', 500, {}, false],
  ])('%s', (_name, status, body, accepted) => expect(dismissalAccepted(status, body)).toBe(accepted));
});
