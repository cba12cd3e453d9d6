/**
 * The theme's content page /inhalte/ and the photo feed endpoint (admin-ajax
 * flatsome_load_instagram): validation as the theme answers it, never a 5xx, and the staff switch.
 */
import { describe, expect, it } from 'vitest';
import { dom, duplicateIds, testShop } from '../test-helpers.ts';
import { answerPhotoFeed, readFeedSettings } from './photo-feed.ts';

const shop = testShop();
const THIRD = 'http://third.test';

describe('answerPhotoFeed', () => {
  const good = JSON.stringify({ username: 'schaufenster_demo', limit: 4 });
  it.each([
    ['no data', {}],
    ['data as an array (data[]=x)', { data: ['x'] }],
    ['data as an object', { data: { username: 'schaufenster_demo' } }],
    ['not JSON', { data: 'username=schaufenster_demo' }],
    ['JSON, not an object', { data: '[1]' }],
    ['a bad username', { data: JSON.stringify({ username: '<script>', limit: 4 }) }],
    ['limit 0', { data: JSON.stringify({ username: 'schaufenster_demo', limit: 0 }) }],
    ['limit not an integer', { data: JSON.stringify({ username: 'schaufenster_demo', limit: 2.5 }) }],
    ['too long', { data: ' '.repeat(3000) + good }],
  ])('%s: Invalid data, status 200', (_name, fields) => {
    expect(answerPhotoFeed(fields, THIRD)).toEqual({ status: 200, body: { success: false, data: 'Invalid data' } });
  });

  it('an unknown account: the service’s error, status 200', () => {
    expect(answerPhotoFeed({ data: JSON.stringify({ username: 'jemand', limit: 2 }) }, THIRD)).toEqual({ status: 200, body: { success: false, data: 'Kein Konto „jemand“ gefunden.' } });
  });

  it('the photos in the consent blocker’s held form, at most the four the service has', () => {
    const answer = answerPhotoFeed({ data: JSON.stringify({ username: 'Schaufenster_Demo', limit: 12 }) }, THIRD);
    const body = (answer as { body: { success: boolean; data: string } }).body;
    expect(body.success).toBe(true);
    const images = [...dom(body.data).querySelectorAll('img')];
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image.hasAttribute('src')).toBe(false);
      expect(image.getAttribute('data-sf-src')).toMatch(/^http:\/\/third\.test\/photo-feed\/photo-[1-4]\.svg$/);
      expect(image.getAttribute('data-cookieyes')).toBe('cookieyes-functional');
      expect(image.alt).not.toBe('');
    }
  });

  it('without the photo service: an error, not a crash', () => {
    expect(answerPhotoFeed({ data: JSON.stringify({ username: 'schaufenster_demo', limit: 1 }) }, undefined)).toMatchObject({ status: 200, body: { success: false } });
  });

  it('readFeedSettings reads what the block prints', () => {
    expect(readFeedSettings(good)).toEqual({ username: 'schaufenster_demo', limit: 4 });
  });
});

describe('the endpoint and the page', () => {
  it('admin-ajax answers Invalid data for data[]', async () => {
    const res = await shop.client.request('/wp-admin/admin-ajax.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=flatsome_load_instagram&data[]=x',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false, data: 'Invalid data' });
  });

  it('/inhalte/ holds the four blocks, visitors cannot edit (axe: the browser walk, e2e/tests/accessibility.spec.ts)', async () => {
    const res = await shop.client.request('/inhalte/');
    expect(res.status).toBe(200);
    const text = await res.text();
    const doc = dom(text);
    for (const tag of ['sf-content-tabs', 'sf-animate', 'sf-photo-feed', 'sf-edit-links']) expect(doc.querySelector(tag)).not.toBeNull();
    expect(doc.querySelector('.count-up')!.textContent).toBe('1.250');
    expect(text).toContain('can_edit_pages":false');
    expect(doc.body.classList.contains('admin-bar')).toBe(false);
    expect(duplicateIds(text)).toEqual([]);
  });

  it("the theme's admin-bar switch: admin bar and can_edit_pages on /inhalte/, and off again", async () => {
    await shop.client.postJson('/__demo/theme', { adminBar: true });
    let doc = dom(await (await shop.client.request('/inhalte/')).text());
    expect(doc.body.classList.contains('admin-bar')).toBe(true);
    expect(doc.head.innerHTML).toContain('can_edit_pages":true');
    await shop.client.postJson('/__demo/theme', { adminBar: false });
    doc = dom(await (await shop.client.request('/inhalte/')).text());
    expect(doc.body.classList.contains('admin-bar')).toBe(false);
  });
});
