import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../src/test/fake-shop';
import { forgetRefreshedNonce } from '../../src/core/http/rest';
import './element';

/** As WooCommerce prints it: hidden until the shop's script shows it. */
const storeNotice = `<main id="main" tabindex="-1"></main><sf-site-notice><p class="woocommerce-store-notice demo_store" data-notice-id="n42" role="complementary" aria-label="Shop-Hinweis" style="display:none;">Demo <a href="#" class="woocommerce-store-notice__dismiss-link" role="button">Ausblenden</a></p></sf-site-notice>`;
const notice = () => document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
const banner = `<main id="main" tabindex="-1"></main><sf-site-notice><div class="woocommerce-coming-soon-banner-container" role="region" aria-label="Shop-Status"><div class="woocommerce-coming-soon-banner">Demnächst</div><a href="#" class="coming-soon-footer-banner-dismiss" role="button" data-rest-url="/wp-json/wp/v2/users/me" data-nonce="abc123">Ausblenden</a></div></sf-site-notice>`;
const STALE = { code: 'rest_cookie_invalid_nonce', message: 'Nonce', data: { status: 403 } };
const DISMISS_META = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } };
const NOT_HIDDEN = 'Der Hinweis konnte nicht ausgeblendet werden. Bitte versuche es erneut.';
const upgraded = () => waitFor(() => expect(document.querySelector('sf-site-notice[data-sf-upgraded]')).not.toBeNull());

afterEach(() => {
  vi.unstubAllGlobals();
  forgetRefreshedNonce();
  document.cookie = 'store_noticen42=; path=/; max-age=0';
});

/** A fetch that records each call and answers with `answer` (or never, for a pending call). */
function stubFetch(answer: () => Response | 'never') {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      calls.push(request);
      const reply = answer();
      return reply === 'never' ? new Promise<Response>(() => {}) : reply;
    }),
  );
  return calls;
}

describe('sf-site-notice: store notice', () => {
  it.each([
    ['not dismissed: shown', '', false],
    ['dismissed earlier (store_notice{id}=hidden): stays hidden', 'store_noticen42=hidden; path=/', true],
    ["another notice's cookie: shown", 'store_noticeold=hidden; path=/', false],
  ])('on load, %s', async (_name, cookie, hidden) => {
    if (cookie) document.cookie = cookie;
    document.body.innerHTML = storeNotice;
    await upgraded();
    expect(notice().style.display === 'none' || notice().hidden).toBe(hidden);
    document.cookie = 'store_noticeold=; path=/; max-age=0';
  });

  it('hides the notice, sets store_notice{id}=hidden and keeps focus in the page', async () => {
    document.body.innerHTML = storeNotice;
    await upgraded();
    const link = document.querySelector<HTMLAnchorElement>('.woocommerce-store-notice__dismiss-link')!;
    link.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.querySelector<HTMLElement>('.woocommerce-store-notice')!.hidden).toBe(true);
    expect(document.cookie).toContain('store_noticen42=hidden');
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});

describe('sf-site-notice: coming-soon banner', () => {
  it('posts the user meta with the nonce, and hides the banner only once the shop accepted', async () => {
    let release: (response: Response) => void = () => {};
    const calls: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(input instanceof Request ? input : new Request(String(input), init));
        return new Promise<Response>((resolve) => (release = resolve));
      }),
    );
    document.body.innerHTML = banner;
    await upgraded();
    const container = document.querySelector<HTMLElement>('.woocommerce-coming-soon-banner-container')!;
    fireEvent.click(document.querySelector('.coming-soon-footer-banner-dismiss')!);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.method).toBe('POST');
    expect(new URL(calls[0]!.url).pathname).toBe('/wp-json/wp/v2/users/me');
    expect(calls[0]!.headers.get('X-WP-Nonce')).toBe('abc123');
    expect(await calls[0]!.clone().json()).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    // Still shown (and busy) while the call is on its way; a second click sends nothing more.
    expect(container.hidden).toBe(false);
    expect(container.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(document.querySelector('.coming-soon-footer-banner-dismiss')!);
    release(json({ id: 1, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }));
    await waitFor(() => expect(container.hidden).toBe(true));
    expect(calls).toHaveLength(1);
  });

  it('keeps the banner and says so in German when the shop refuses the nonce (403) and has no fresh one (signed out: "0")', async () => {
    const calls: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        calls.push(request);
        return request.method === 'POST' ? json(STALE, 403) : new Response('0', { status: 400 });
      }),
    );
    document.body.innerHTML = banner;
    await upgraded();
    fireEvent.click(document.querySelector('.coming-soon-footer-banner-dismiss')!);
    const container = document.querySelector<HTMLElement>('.woocommerce-coming-soon-banner-container')!;
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe(NOT_HIDDEN));
    expect(container.hidden).toBe(false);
    expect(container.hasAttribute('aria-busy')).toBe(false);
    // The refusal, the nonce asked for, and no second POST without one.
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}${new URL(call.url).search}`)).toEqual(['POST /wp-json/wp/v2/users/me', 'GET /wp-admin/admin-ajax.php?action=rest-nonce']);
  });

  it('keeps the banner when the call fails (offline), and the next click hides it', async () => {
    let offline = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (offline) throw new TypeError('Failed to fetch');
        return json({ id: 1 });
      }),
    );
    document.body.innerHTML = banner;
    await upgraded();
    const container = document.querySelector<HTMLElement>('.woocommerce-coming-soon-banner-container')!;
    fireEvent.click(document.querySelector('.coming-soon-footer-banner-dismiss')!);
    await waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull());
    offline = false;
    fireEvent.click(document.querySelector('.coming-soon-footer-banner-dismiss')!);
    await waitFor(() => expect(container.hidden).toBe(true));
  });
});

describe('sf-site-notice: a nonce that went stale while the page was open', () => {
  /** The shop: the REST route takes only `current`; admin-ajax rest-nonce answers `fresh` (as text). */
  const bodies: string[] = [];
  function shopWithNonce(current: () => string, fresh: () => Response) {
    const calls: Request[] = [];
    bodies.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        calls.push(request);
        if (request.method === 'GET') return fresh();
        bodies.push(await request.clone().text());
        return request.headers.get('X-WP-Nonce') === current() ? json({ id: 1, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }) : json(STALE, 403);
      }),
    );
    return calls;
  }
  const described = (calls: Request[]) => calls.map((call) => `${call.method} ${new URL(call.url).search || new URL(call.url).pathname} ${call.headers.get('X-WP-Nonce') ?? ''}`.trim());

  it('asks admin-ajax for a fresh nonce, sends the call once more with it, and hides the banner', async () => {
    const calls = shopWithNonce(
      () => 'f00dcafe42',
      () => new Response('f00dcafe42', { headers: { 'content-type': 'text/html; charset=UTF-8' } }),
    );
    document.body.innerHTML = banner;
    await upgraded();
    fireEvent.click(document.querySelector('.coming-soon-footer-banner-dismiss')!);
    const container = document.querySelector<HTMLElement>('.woocommerce-coming-soon-banner-container')!;
    await waitFor(() => expect(container.hidden).toBe(true));
    expect(described(calls)).toEqual(['POST /wp-json/wp/v2/users/me abc123', 'GET ?action=rest-nonce', 'POST /wp-json/wp/v2/users/me f00dcafe42']);
    expect(bodies.map((body) => JSON.parse(body))).toEqual([DISMISS_META, DISMISS_META]);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('retries once only: refused again with the fresh nonce, the banner stays with the alert', async () => {
    const calls = shopWithNonce(
      () => 'never-this',
      () => new Response('f00dcafe42'),
    );
    document.body.innerHTML = banner;
    await upgraded();
    fireEvent.click(document.querySelector('.coming-soon-footer-banner-dismiss')!);
    const container = document.querySelector<HTMLElement>('.woocommerce-coming-soon-banner-container')!;
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe(NOT_HIDDEN));
    expect(described(calls)).toEqual(['POST /wp-json/wp/v2/users/me abc123', 'GET ?action=rest-nonce', 'POST /wp-json/wp/v2/users/me f00dcafe42']);
    expect(container.hidden).toBe(false);
  });

  it('keeps the fresh nonce for the next call of the page (one GET in all)', async () => {
    const calls = shopWithNonce(
      () => 'f00dcafe42',
      () => new Response('f00dcafe42'),
    );
    document.body.innerHTML = banner;
    await upgraded();
    const container = document.querySelector<HTMLElement>('.woocommerce-coming-soon-banner-container')!;
    fireEvent.click(document.querySelector('.coming-soon-footer-banner-dismiss')!);
    await waitFor(() => expect(container.hidden).toBe(true));
    container.hidden = false;
    fireEvent.click(document.querySelector('.coming-soon-footer-banner-dismiss')!);
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(described(calls).slice(3)).toEqual(['POST /wp-json/wp/v2/users/me f00dcafe42']);
    await waitFor(() => expect(container.hidden).toBe(true));
  });

  it('asks for no nonce on another refusal (403 rest_forbidden)', async () => {
    const calls = stubFetch(() => json({ code: 'rest_forbidden', message: 'Nein', data: { status: 403 } }, 403));
    document.body.innerHTML = banner;
    await upgraded();
    fireEvent.click(document.querySelector('.coming-soon-footer-banner-dismiss')!);
    const container = document.querySelector<HTMLElement>('.woocommerce-coming-soon-banner-container')!;
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe(NOT_HIDDEN));
    expect(calls).toHaveLength(1);
  });
});
