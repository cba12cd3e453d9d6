/**
 * The media routes as WordPress answers them (./register.ts): who may upload, the upload and
 * its bounds, the sub-size failure QA switches on and the post-process calls that mend it, the
 * delete sent as POST with X-HTTP-Method-Override, paging with its headers, and the review that
 * carries an uploaded photo.
 */
import { describe, expect, it } from 'vitest';
import { testShop, type Client } from '../test-helpers.ts';
import { MAX_UPLOAD_BYTES } from './library.ts';
import { MEDIA_CONTROL_PATH, MEDIA_REST_PATH } from './register.ts';

const shop = testShop();
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Signs the visitor in (the staff switch: a WordPress user) and returns the REST nonce. */
async function signIn(client: Client): Promise<string> {
  expect((await client.postJson('/__demo/theme', { adminBar: true })).status).toBe(200);
  return (await client.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
}

function upload(client: Client, nonce: string | undefined, file: { bytes: Buffer; name?: string } = { bytes: PNG }, field = 'file'): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.bytes)]), file.name ?? 'auspuff.png');
  return client.request(MEDIA_REST_PATH, { method: 'POST', body: form, headers: nonce ? { 'X-WP-Nonce': nonce } : {} });
}

const rest = (client: Client, path: string, nonce: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  client.request(path, {
    method: init.method ?? 'POST',
    headers: { 'X-WP-Nonce': nonce, ...(init.json !== undefined && { 'content-type': 'application/json' }), ...init.headers },
    ...(init.json !== undefined && { body: JSON.stringify(init.json) }),
  });

describe('POST /wp-json/wp/v2/media', () => {
  it('refuses a guest, a signed-in user without a nonce (401) and a stale nonce (403) before reading the file', async () => {
    const guest = await upload(shop.client, undefined);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ code: 'rest_cannot_create', data: { status: 401 } });
    const nonce = await signIn(shop.client);
    expect((await upload(shop.client, undefined)).status).toBe(401);
    const stale = await upload(shop.client, `${nonce}x`);
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    expect(await (await shop.client.get(MEDIA_CONTROL_PATH)).json()).toMatchObject({ attachments: [] });
  });

  it('stores an image: 201 with the attachment and Location; the file is served to its owner only', async () => {
    const nonce = await signIn(shop.client);
    const res = await upload(shop.client, nonce, { bytes: PNG, name: 'Auspuff <neu>.png' });
    expect(res.status).toBe(201);
    const attachment = (await res.json()) as { id: number; source_url: string; mime_type: string; title: { rendered: string }; media_details: { sizes: object } };
    expect(res.headers.get('location')).toBe(`${shop.server.baseUrl}${MEDIA_REST_PATH}/${attachment.id}`);
    expect(attachment).toMatchObject({ type: 'attachment', media_type: 'image', mime_type: 'image/png', title: { rendered: 'Auspuff neu' } });
    expect(Object.keys(attachment.media_details.sizes)).not.toHaveLength(0);
    const path = new URL(attachment.source_url).pathname;
    const file = await shop.client.get(path);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const other = new (shop.client.constructor as new (url: string) => Client)(shop.server.baseUrl);
    expect((await other.get(path)).status).toBe(404);
    expect((await other.get(`${MEDIA_REST_PATH}/${attachment.id}`)).status).toBe(404);
  });

  it.each([
    [
      'an SVG (no image it accepts, by its bytes whatever its name)',
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'), name: 'foto.png' },
      'file',
      500,
      'rest_upload_unknown_error',
    ],
    ['an empty file', { bytes: Buffer.alloc(0) }, 'file', 400, 'rest_upload_no_data'],
    ['the file in another field', { bytes: PNG }, 'photo', 400, 'rest_upload_no_data'],
    ['a file over the bound', { bytes: Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]) }, 'file', 413, 'rest_upload_file_too_big'],
  ])('refuses %s, storing nothing', async (_name, file, field, status, code) => {
    const nonce = await signIn(shop.client);
    const res = await upload(shop.client, nonce, file, field);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code, data: { status } });
    expect(await (await shop.client.get(MEDIA_CONTROL_PATH)).json()).toMatchObject({ attachments: [] });
  });

  it('refuses a body that is not multipart', async () => {
    const nonce = await signIn(shop.client);
    const res = await rest(shop.client, MEDIA_REST_PATH, nonce, { json: { file: 'x' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'rest_upload_no_data' });
  });
});

describe('sub-sizes that fail, post-process and delete', () => {
  it('answers 500 with X-WP-Upload-Attachment-ID, then post-process mends it once the failures are used up', async () => {
    const nonce = await signIn(shop.client);
    expect((await shop.client.postJson(MEDIA_CONTROL_PATH, { failSubsizes: 2 })).status).toBe(200);
    const res = await upload(shop.client, nonce);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: 'internal_server_error', data: { status: 500 } });
    const id = res.headers.get('x-wp-upload-attachment-id');
    expect(id).toMatch(/^\d+$/);
    const postProcess = `${MEDIA_REST_PATH}/${id}/post-process`;
    expect((await rest(shop.client, postProcess, nonce, { json: { action: 'resize' } })).status).toBe(400);
    expect((await rest(shop.client, postProcess, nonce, { json: { action: 'create-image-subsizes' } })).status).toBe(500);
    const mended = await rest(shop.client, postProcess, nonce, { json: { action: 'create-image-subsizes' } });
    expect(mended.status).toBe(200);
    expect(await mended.json()).toMatchObject({ id: Number(id), media_details: { sizes: { full: {} } } });
    expect((await rest(shop.client, `${MEDIA_REST_PATH}/999999/post-process`, nonce, { json: { action: 'create-image-subsizes' } })).status).toBe(404);
    expect((await shop.client.request(postProcess, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"create-image-subsizes"}' })).status).toBe(401);
  });

  it('DELETE sent as POST with X-HTTP-Method-Override deletes with force=true; without it 501 (no trash)', async () => {
    const nonce = await signIn(shop.client);
    const { id } = (await (await upload(shop.client, nonce)).json()) as { id: number };
    const item = `${MEDIA_REST_PATH}/${id}`;
    const override = { 'X-HTTP-Method-Override': 'DELETE' };
    expect((await rest(shop.client, item, nonce, { headers: override })).status).toBe(501);
    expect((await rest(shop.client, `${item}?force=true`, undefined as unknown as string, { headers: { ...override, 'X-WP-Nonce': '' } })).status).toBe(401);
    const deleted = await rest(shop.client, `${item}?force=true`, nonce, { headers: override });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ deleted: true, previous: { id } });
    expect((await shop.client.get(item)).status).toBe(404);
    expect((await rest(shop.client, `${item}?force=true`, nonce, { method: 'DELETE' })).status).toBe(404);
    // POST without the override would update the attachment, which the demo does not do.
    expect((await rest(shop.client, item, nonce)).status).toBe(405);
  });

  it('the demo reset empties the library and the switch', async () => {
    const nonce = await signIn(shop.client);
    await upload(shop.client, nonce);
    await shop.client.postJson(MEDIA_CONTROL_PATH, { failSubsizes: 3 });
    expect((await shop.client.postJson('/__demo/reset', {})).status).toBe(200);
    expect(await (await shop.client.get(MEDIA_CONTROL_PATH)).json()).toEqual({ failSubsizes: 0, attachments: [] });
  });

  it('QA’s switch takes 0–10 failures', async () => {
    for (const failSubsizes of [-1, 11, 1.5, '3']) expect((await shop.client.postJson(MEDIA_CONTROL_PATH, { failSubsizes })).status).toBe(400);
  });
});

describe('GET /wp-json/wp/v2/media (paging)', () => {
  it('pages with X-WP-Total, X-WP-TotalPages and Link prev/next; a page past the end and per_page outside 1–100 are refused', async () => {
    const nonce = await signIn(shop.client);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await (await upload(shop.client, nonce)).json()) as { id: number }).id);
    const first = await shop.client.get(`${MEDIA_REST_PATH}?per_page=2`);
    expect(first.headers.get('x-wp-total')).toBe('3');
    expect(first.headers.get('x-wp-totalpages')).toBe('2');
    expect(first.headers.get('link')).toBe(`<${shop.server.baseUrl}${MEDIA_REST_PATH}?per_page=2&page=2>; rel="next"`);
    expect(((await first.json()) as { id: number }[]).map((a) => a.id)).toEqual([ids[2], ids[1]]);
    const second = await shop.client.get(`${MEDIA_REST_PATH}?per_page=2&page=2`);
    expect(second.headers.get('link')).toBe(`<${shop.server.baseUrl}${MEDIA_REST_PATH}?per_page=2&page=1>; rel="prev"`);
    expect(((await second.json()) as { id: number }[]).map((a) => a.id)).toEqual([ids[0]]);
    const past = await shop.client.get(`${MEDIA_REST_PATH}?per_page=2&page=3`);
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ code: 'rest_post_invalid_page_number' });
    for (const query of ['per_page=-1', 'per_page=101', 'per_page=0', 'page=0', 'per_page=2&per_page=3']) {
      expect((await shop.client.get(`${MEDIA_REST_PATH}?${query}`)).status, query).toBe(400);
    }
  });

  it('a guest’s list is empty, with its headers', async () => {
    const res = await shop.client.get(MEDIA_REST_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-wp-total')).toBe('0');
    expect(res.headers.get('link')).toBeNull();
    expect(await res.json()).toEqual([]);
  });
});

describe('the review photo', () => {
  const PRODUCT = '/product/universal-frontspoiler/';

  it('the form offers a photo (hidden until the widget shows it) and prints wpApiSettings only to a signed-in user', async () => {
    const guest = await shop.client.pageDocument(PRODUCT);
    expect(guest.querySelector('#review-photo')).toBeNull();
    expect(guest.documentElement.innerHTML).not.toContain('wpApiSettings');
    const nonce = await signIn(shop.client);
    const doc = await shop.client.pageDocument(PRODUCT);
    expect(doc.querySelector('#commentform .comment-form-photo[hidden] input[type=file]#review-photo:not([name])')).not.toBeNull();
    expect(doc.querySelector('#commentform input[type=hidden][name=review_photo_id]')).not.toBeNull();
    expect(doc.documentElement.innerHTML).toContain(`"nonce":"${nonce}"`);
  });

  it('a review posted with the visitor’s uploaded photo shows it; another id is refused', async () => {
    const nonce = await signIn(shop.client);
    const { id, source_url: source } = (await (await upload(shop.client, nonce)).json()) as { id: number; source_url: string };
    const review = { comment_post_ID: '101', rating: '5', comment: 'Sitzt perfekt.', author: 'Kim', email: 'kim@example.test' };
    const refused = await shop.client.post('/wp-comments-post.php', { ...review, review_photo_id: String(id + 1000) }, { headers: { accept: 'application/json' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ data: { errors: [{ field: 'review_photo_id' }] } });
    const saved = await shop.client.post('/wp-comments-post.php', { ...review, review_photo_id: String(id) });
    expect(saved.status).toBe(303);
    const doc = await shop.client.pageDocument(PRODUCT);
    const img = doc.querySelector<HTMLImageElement>('.commentlist .review-photo img');
    expect(img?.getAttribute('src')).toBe(new URL(source).pathname);
    expect(img?.getAttribute('alt')).toBe('Foto von Kim zu dieser Bewertung');
  });
});
