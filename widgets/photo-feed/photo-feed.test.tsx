import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeIntersectionObserver } from '../../src/test/intersection-observer';
import { installFakeShop, json, type FakeRoutes } from '../../src/test/fake-shop';
import './element';

const markup = `<sf-photo-feed><div class="sf-photo-feed-block" data-flatsome-instagram='{"username":"schaufenster_demo","limit":4}'></div></sf-photo-feed>`;
const upgraded = () => waitFor(() => expect(document.querySelector('sf-photo-feed[data-sf-upgraded]')).not.toBeNull());
const block = () => document.querySelector<HTMLElement>('[data-flatsome-instagram]');

let viewport: ReturnType<typeof installFakeIntersectionObserver>;
let shop: ReturnType<typeof installFakeShop> | undefined;
beforeEach(() => {
  viewport = installFakeIntersectionObserver();
});
afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
  viewport.restore();
  shop?.restore();
});

const answering = (body: unknown, status = 200) => installFakeShop({ flatsome_load_instagram: () => json(body, status) } as unknown as FakeRoutes);

describe('sf-photo-feed', () => {
  it('asks only when near the viewport, with the block’s data string, and puts the answer in its place', async () => {
    shop = answering({ success: true, data: '<div class="sf-photo-feed"><ul><li><img data-sf-src="x.svg" alt="Foto 1"></li></ul></div>' });
    document.body.innerHTML = markup;
    await upgraded();
    expect(shop.requests).toHaveLength(0);
    viewport.move(block()!, 'in-view');
    await waitFor(() => expect(document.querySelector('.sf-photo-feed img')).not.toBeNull());
    expect(shop.requests[0].form.get('data')).toBe('{"username":"schaufenster_demo","limit":4}');
    expect(block()).toBeNull();
    expect(document.querySelector('.sf-photo-feed img')!.hasAttribute('src')).toBe(false);
  });

  it('an error shows to admin-bar users only', async () => {
    shop = answering({ success: false, data: 'Invalid data' });
    document.body.className = 'admin-bar';
    document.body.innerHTML = markup;
    await upgraded();
    viewport.move(block()!, 'in-view');
    await waitFor(() => expect(block()!.textContent).toBe('Fotofeed-Fehler: Invalid data'));
  });

  it('visitors: the block goes away', async () => {
    shop = answering({ success: false, data: 'Invalid data' });
    document.body.innerHTML = markup;
    await upgraded();
    viewport.move(block()!, 'in-view');
    await waitFor(() => expect(block()!.hidden).toBe(true));
    expect(block()!.textContent).toBe('');
  });
});
