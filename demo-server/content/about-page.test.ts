/**
 * The page /ueber-uns/: the page loader and the two background video sections as the theme
 * prints them (no autoplay in the markup, the provider's address only as data, nothing loaded
 * from the provider by the markup itself), the own video served as a range-capable file, and the
 * provider's embed telling its player state.
 */
import { describe, expect, it } from 'vitest';
import { dom, duplicateIds, testShop } from '../test-helpers.ts';
import { OWN_VIDEO } from './about-page.ts';

const shop = testShop();

describe('/ueber-uns/', () => {
  it('prints the loader (aria-hidden, nothing to focus) and both video sections without autoplay; the provider only as data', async () => {
    const res = await shop.client.request('/ueber-uns/');
    expect(res.status).toBe(200);
    const text = await res.text();
    const doc = dom(text);
    const loader = doc.querySelector('sf-page-loader > .page-loader')!;
    expect(loader.getAttribute('aria-hidden')).toBe('true');
    expect(loader.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    const sections = doc.querySelectorAll('sf-background-video > section.has-video');
    expect(sections).toHaveLength(2);
    const video = doc.querySelector('video.video-bg')!;
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.hasAttribute('muted')).toBe(true);
    expect(doc.querySelector('.video-bg[data-src]')!.getAttribute('data-src')).toBe(`${shop.server.thirdPartyUrl}/video/embed/pflege/`);
    // Nothing in the markup loads from the provider: no iframe, no src naming it.
    expect(doc.querySelectorAll('sf-background-video iframe')).toHaveLength(0);
    expect([...doc.querySelectorAll('sf-background-video [src]')].map((element) => element.getAttribute('src')).filter((src) => src!.startsWith(shop.server.thirdPartyUrl))).toEqual([]);
    expect(doc.querySelector('footer a[href="/ueber-uns/"]')).not.toBeNull();
    expect(duplicateIds(text)).toEqual([]);
  });

  it('serves the own video as WebM, in ranges', async () => {
    const res = await fetch(`${shop.server.baseUrl}${OWN_VIDEO}`, { headers: { range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  });

  it('DemoTube’s embed says whether its background player runs', async () => {
    const page = async (query: string) => dom(await (await fetch(`${shop.server.thirdPartyUrl}/video/embed/pflege/${query}`)).text()).querySelector('[data-player]')?.textContent;
    expect(await page('?autoplay=1&mute=1&loop=1&controls=0&background=1')).toBe('Hintergrundvideo läuft (stumm, in Schleife)');
    expect(await page('?autoplay=0&background=1')).toBe('Hintergrundvideo angehalten');
    expect(await page('')).toBeUndefined();
  });
});
