import { addCatalogue, t } from '../i18n/i18n';
import { restCall, restMessage } from './rest';
import { attachmentToPostProcess, retryPostProcess } from './rest-rules';

/**
 * A file into the shop's media library through WordPress's REST route `/wp/v2/media`, with the
 * post-process retries of wp.apiFetch's media upload middleware (spec §7 Contact form and REST,
 * §8 post_process; the rules and their source in ./rest-rules.ts). A module of its own: only
 * a form that sends a file this way loads it.
 */

addCatalogue({
  // WordPress's German (de_DE, informal) for api-fetch's post_process message.
  'Media upload failed. If this is a photo or a large image, please scale it down and try again.':
    'Das Hochladen der Mediendatei ist fehlgeschlagen. Wenn es sich um ein Foto oder ein großes Bild handelt, verkleinere es bitte und versuche es erneut.',
});

/** What a form needs of the stored attachment: its id (posted with the form) and its address. */
export interface UploadedMedia {
  id: number;
  sourceUrl: string;
}

export type MediaUpload = { ok: true; media: UploadedMedia } | { ok: false; message: string };

/** The REST root the page names (`wpApiSettings.root`, as WordPress prints it with wp-api), else /wp-json/. */
export function restRoot(printed: unknown): string {
  return (typeof printed === 'string' && printed ? printed : '/wp-json/').replace(/\/?$/, '/');
}

function parseMedia(body: unknown): UploadedMedia | null {
  if (typeof body !== 'object' || body === null) return null;
  const { id, source_url: sourceUrl } = body as { id?: unknown; source_url?: unknown };
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && typeof sourceUrl === 'string' ? { id, sourceUrl } : null;
}

/**
 * POST the file as multipart `file` (the way the block editor uploads). A 5xx that names the
 * stored attachment is mended with post-process calls, at most MEDIA_POST_PROCESS_RETRIES;
 * when they are used up the attachment is deleted (DELETE, sent as POST with the override
 * header) and the shopper gets WordPress's post_process message in German. Any other refusal
 * gives the shop's message (a REST error's), or the client's for a broken or missing answer.
 */
export async function uploadMedia(file: File, options: { root: string; nonce: string; fields?: Record<string, string> }): Promise<MediaUpload> {
  const base = `${options.root}wp/v2/media`;
  const form = new FormData();
  form.append('file', file, file.name);
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  const answer = await restCall('POST', base, options.nonce, { form });
  const id = !answer.ok ? attachmentToPostProcess(answer.status, answer.headers?.get('X-WP-Upload-Attachment-ID')) : null;
  if (id !== null) return postProcess(`${base}/${id}`, options.nonce);
  if (!answer.ok) return { ok: false, message: answer.message || t('An unknown error occurred.') };
  const media = answer.status === 201 || answer.status === 200 ? parseMedia(answer.body) : null;
  return media ? { ok: true, media } : { ok: false, message: restMessage(answer.body) || t('An unknown error occurred.') };
}

async function postProcess(attachment: string, nonce: string): Promise<MediaUpload> {
  for (let failed = 0; retryPostProcess(failed); failed++) {
    const answer = await restCall('POST', `${attachment}/post-process`, nonce, { json: { action: 'create-image-subsizes' } });
    const media = answer.ok && answer.status === 200 ? parseMedia(answer.body) : null;
    if (media) return { ok: true, media };
  }
  // Nothing waits for the deletion: the shopper's answer is the same whether it went through.
  void restCall('DELETE', `${attachment}?force=true`, nonce);
  return { ok: false, message: t('Media upload failed. If this is a photo or a large image, please scale it down and try again.') };
}
