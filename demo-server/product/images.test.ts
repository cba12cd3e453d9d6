/** Product galleries and the generated images, with their fault endpoint. */
import { describe, expect, it } from 'vitest';
import { Client, testShop } from '../test-helpers.ts';

const shop = testShop();

describe('gallery and images', () => {
  it('prints one gallery item per image (4 for the front spoiler, 1 by default)', async () => {
    const doc = await shop.client.pageDocument('/product/universal-frontspoiler/');
    const gallery = doc.querySelector(
      '.woocommerce-product-gallery.woocommerce-product-gallery--with-images.woocommerce-product-gallery--columns-4.images[data-columns="4"] > sf-product-gallery > .woocommerce-product-gallery__wrapper',
    )!;
    const items = [...gallery.querySelectorAll(':scope > .woocommerce-product-gallery__image')];
    expect(items).toHaveLength(4);
    expect(items.map((i) => i.getAttribute('data-thumb'))).toEqual([
      '/images/universal-frontspoiler-100x100.svg',
      '/images/universal-frontspoiler-2-100x100.svg',
      '/images/universal-frontspoiler-3-100x100.svg',
      '/images/universal-frontspoiler-4-100x100.svg',
    ]);
    const img = items[1]!.querySelector('a > img')!;
    expect(items[1]!.querySelector('a')!.getAttribute('href')).toBe('/images/universal-frontspoiler-2-1200x1200.svg');
    expect(
      Object.fromEntries(
        ['width', 'height', 'src', 'alt', 'title', 'data-caption', 'data-src', 'data-large_image', 'data-large_image_width', 'data-large_image_height', 'decoding'].map((a) => [
          a,
          img.getAttribute(a),
        ]),
      ),
    ).toEqual({
      width: '600',
      height: '600',
      src: '/images/universal-frontspoiler-2-600x600.svg',
      alt: 'Universal Frontspoiler, Seitenansicht',
      title: 'Universal Frontspoiler – Seite',
      'data-caption': 'Seitenansicht: 45 mm Überstand',
      'data-src': '/images/universal-frontspoiler-2-1200x1200.svg',
      'data-large_image': '/images/universal-frontspoiler-2-1200x1200.svg',
      'data-large_image_width': '1200',
      'data-large_image_height': '1200',
      decoding: 'async',
    });
    expect(items[1]!.getAttribute('data-thumb-alt')).toBe('Universal Frontspoiler, Seitenansicht');
    expect(items[0]!.querySelector('img.wp-post-image')).not.toBeNull();
    expect(doc.querySelectorAll('img.wp-post-image')).toHaveLength(1);
    const single = (await shop.client.pageDocument('/product/led-tagfahrlicht-set/')).querySelectorAll('.woocommerce-product-gallery__image');
    expect(single).toHaveLength(1);
    expect(single[0]!.querySelector('img')!.getAttribute('alt')).toBe('LED-Tagfahrlicht Set');
  });

  it('serves 100, 300, 600 and 1200 px variants per image, distinct per view', async () => {
    for (const [file, size] of [
      ['universal-frontspoiler.svg', 600],
      ['universal-frontspoiler-100x100.svg', 100],
      ['universal-frontspoiler-300x300.svg', 300],
      ['universal-frontspoiler-1200x1200.svg', 1200],
      ['universal-frontspoiler-4-1200x1200.svg', 1200],
      ['universal-frontspoiler-2.svg', 600],
      ['scheibenreiniger-winter-3-l-100x100.svg', 100], // slug ending in "-3-l"
      ['hartwachs-premium-250-ml-600x600.svg', 600],
    ] as const) {
      const res = await shop.client.get(`/images/${file}`);
      expect(res.status, file).toBe(200);
      expect(await res.text()).toMatch(new RegExp(`^<svg[^>]+width="${size}" height="${size}"`));
    }
    const first = await (await shop.client.get('/images/universal-frontspoiler-600x600.svg')).text();
    const second = await (await shop.client.get('/images/universal-frontspoiler-2-600x600.svg')).text();
    expect(first).not.toBe(second);
    expect(second).toContain('Ansicht 2 von 4');
    for (const missing of ['universal-frontspoiler-5-600x600.svg', 'led-tagfahrlicht-set-2.svg', 'universal-frontspoiler-700x700.svg', 'nope-100x100.svg']) {
      expect((await shop.client.get(`/images/${missing}`)).status, missing).toBe(404);
    }
  });

  it('fault "images" makes the visitor\'s images fail (500, broken, 404), others are not affected', async () => {
    await shop.client.getPage('/');
    const set = await shop.client.postJson('/__demo/faults', { endpoint: 'images', mode: 'http500', times: 2 });
    expect(set.status).toBe(200);
    const failed = await shop.client.get('/images/universal-frontspoiler-600x600.svg');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const other = new Client(shop.server.baseUrl);
    expect((await other.get('/images/universal-frontspoiler-600x600.svg')).status).toBe(200);
    expect((await shop.client.get('/images/universal-frontspoiler-2-600x600.svg')).status).toBe(500);
    expect((await shop.client.get('/images/universal-frontspoiler-600x600.svg')).status).toBe(200); // times used up
    await shop.client.postJson('/__demo/faults', { endpoint: 'images', mode: 'error_body' });
    expect((await shop.client.get('/images/universal-frontspoiler-600x600.svg')).status).toBe(404);
    await shop.client.postJson('/__demo/faults', { endpoint: 'images', mode: 'invalid_json' });
    const broken = await shop.client.get('/images/universal-frontspoiler-600x600.svg');
    expect([broken.status, (await broken.text()).endsWith('</svg>')]).toEqual([200, false]);
    await shop.client.postJson('/__demo/faults', { endpoint: 'images', mode: 'hang' });
    const controller = new AbortController();
    const pending = shop.client.get('/images/universal-frontspoiler-600x600.svg', { signal: controller.signal }).then(
      () => 'answered',
      () => 'aborted',
    );
    const timer = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300));
    expect(await Promise.race([pending, timer])).toBe('still waiting');
    controller.abort();
    expect(await pending).toBe('aborted');
    await shop.client.request('/__demo/faults', { method: 'DELETE' });
    expect((await shop.client.get('/images/universal-frontspoiler-600x600.svg')).status).toBe(200);
  });

  it('serves generated SVG images', async () => {
    const res = await shop.client.get('/images/universal-frontspoiler.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await res.text()).toMatch(/^<svg[^>]+width="600" height="600"/);
    expect(await (await shop.client.get('/images/universal-frontspoiler-300x300.svg')).text()).toMatch(/width="300" height="300"/);
    expect((await shop.client.get('/images/nope.svg')).status).toBe(404);
  });
});
