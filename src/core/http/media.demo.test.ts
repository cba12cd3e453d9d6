/**
 * Contract test: the media upload (./media.ts) and the list read (./rest.ts getAllPages)
 * against the demo shop's WordPress media routes, with its sub-size failure switch.
 */
import { describe, expect, it } from 'vitest';
import { routeWidgetRequestsTo, testShop } from '../../../demo-server/test-helpers';
import { uploadMedia } from './media';
import { forgetRefreshedNonce, getAllPages } from './rest';

const shop = testShop();
routeWidgetRequestsTo(shop);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const photo = () => new File([new Uint8Array(PNG)], 'felge.png', { type: 'image/png' });

async function signIn(failSubsizes = 0): Promise<string> {
  forgetRefreshedNonce();
  await shop.client.postJson('/__demo/theme', { adminBar: true });
  await shop.client.postJson('/__demo/media', { failSubsizes });
  return (await shop.client.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
}
const library = async () => ((await (await shop.client.get('/__demo/media')).json()) as { attachments: { id: number; subsizes: boolean }[] }).attachments;

describe('media contract on the demo shop', () => {
  it('uploads: the attachment id and its address', async () => {
    const nonce = await signIn();
    const result = await uploadMedia(photo(), { root: '/wp-json/', nonce });
    expect(result).toEqual({ ok: true, media: { id: expect.any(Number), sourceUrl: expect.stringMatching(/\/wp-content\/uploads\/sf-media\/\d+\.png$/) } });
  });

  it('a failed sub-size step is mended by post-process calls', async () => {
    const nonce = await signIn(5); // the upload's own and four post-process calls fail, the fifth mends it
    const result = await uploadMedia(photo(), { root: '/wp-json/', nonce });
    expect(result.ok).toBe(true);
    expect(await library()).toEqual([{ id: result.ok ? result.media.id : 0, subsizes: true }]);
  });

  it('with the retries used up the attachment is deleted (POST with X-HTTP-Method-Override: DELETE) and the message is German', async () => {
    const nonce = await signIn(6);
    expect(await uploadMedia(photo(), { root: '/wp-json/', nonce })).toEqual({
      ok: false,
      message: 'Das Hochladen der Mediendatei ist fehlgeschlagen. Wenn es sich um ein Foto oder ein großes Bild handelt, verkleinere es bitte und versuche es erneut.',
    });
    await expect.poll(library).toEqual([]);
  });

  it('a guest’s upload is refused with the shop’s message', async () => {
    expect(await uploadMedia(photo(), { root: '/wp-json/', nonce: '' })).toEqual({ ok: false, message: 'Du bist leider nicht berechtigt, Dateien auf dieser Website hochzuladen.' });
  });

  it('per_page=-1 reads the list in pages of 100 to the end', async () => {
    const nonce = await signIn();
    for (let i = 0; i < 3; i++) await uploadMedia(photo(), { root: '/wp-json/', nonce });
    const all = await getAllPages('/wp-json/wp/v2/media?per_page=-1', nonce);
    expect(all.ok && all.complete && all.items.length).toBe(3);
  });
});
