/**
 * WordPress's media routes (spec §7 "Media upload", "PATCH/PUT/DELETE are sent as POST with
 * X-HTTP-Method-Override", "per_page=-1 … pages of 100 following link rel=next"), answered as
 * WP_REST_Attachments_Controller answers them, for the visitor's own media library
 * (./library.ts):
 * - POST /wp-json/wp/v2/media (multipart `file`) → 201 with the attachment and `Location`;
 *   when making the sub-sizes fails (QA's switch), WordPress has already stored the file and
 *   sent `X-WP-Upload-Attachment-ID` before PHP died: 500 with that header.
 * - POST /wp-json/wp/v2/media/{id}/post-process {action: 'create-image-subsizes'} → 200 with
 *   the attachment, or 500 while QA's switch has failures left.
 * - GET / DELETE /wp-json/wp/v2/media/{id} (DELETE needs force=true: attachments have no
 *   trash); POST with `X-HTTP-Method-Override: DELETE` is a DELETE, as WP_REST_Server reads it.
 * - GET /wp-json/wp/v2/media?per_page&page → the list with X-WP-Total, X-WP-TotalPages, Link.
 * Who may: a signed-in user with a current `X-WP-Nonce` (WordPress treats a cookie without a
 * nonce as signed out: 401); a stale nonce → 403 rest_cookie_invalid_nonce before the route.
 */
import type { Request, Response } from 'express';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { onDemoReset } from '../http/demo-reset.ts';
import { methodNotAllowed, sendJson } from '../http/respond.ts';
import type { Session } from '../shared/session.ts';
import { INVALID_NONCE } from '../theme/register.ts';
import { restNonce, signedIn, themeState } from '../theme/state.ts';
import {
  addAttachment,
  attachmentJson,
  deleteAttachment,
  fileName,
  findAttachment,
  makeSubsizes,
  MAX_ATTACHMENTS,
  MAX_UPLOAD_BYTES,
  mediaState,
  parseFailures,
  resetMedia,
  sniffImage,
  UPLOADS_PATH,
  type Attachment,
} from './library.ts';

export const MEDIA_REST_PATH = '/wp-json/wp/v2/media';
export const MEDIA_CONTROL_PATH = '/__demo/media';
/** Room for the multipart framing and a few small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const MAX_PER_PAGE = 100;

const restError = (code: string, message: string, status: number) => ({ code, message, data: { status } });

const NO_ROUTE = restError('rest_no_route', 'Es wurde keine Route gefunden, die mit der URL und der Request-Methode identisch ist.', 404);
const INVALID_ID = restError('rest_post_invalid_id', 'Ungültige Beitrags-ID.', 404);
const NO_DATA = restError('rest_upload_no_data', 'Keine Daten übergeben.', 400);
const TOO_BIG = restError('rest_upload_file_too_big', `Diese Datei ist zu groß. Dateien dürfen höchstens ${MAX_UPLOAD_BYTES / 1024 / 1024} MB groß sein.`, 413);
// WordPress answers a refused file type from wp_handle_upload() with 500 rest_upload_unknown_error.
const WRONG_TYPE = restError('rest_upload_unknown_error', 'Du bist leider nicht berechtigt, Dateien dieses Typs hochzuladen.', 500);
const LIMIT = restError('rest_upload_limited', `Du hast bereits ${MAX_ATTACHMENTS} Dateien hochgeladen. Lösche eine, bevor du weitere hochlädst.`, 400);
const NO_TRASH = restError('rest_trash_not_supported', 'Anhänge können nicht in den Papierkorb gelegt werden. Setze „force=true“, um sie zu löschen.', 501);
const BAD_ACTION = restError('rest_invalid_param', 'Ungültiger Parameter: action', 400);
/** What WordPress's fatal error handler answers a REST call when PHP dies (out of memory while resizing). */
const CRITICAL = { ...restError('internal_server_error', '<p>Es gab einen kritischen Fehler auf dieser Website.</p>', 500), additional_errors: [] };

/** The method WordPress's REST server acts on: a POST's `X-HTTP-Method-Override`, else the request's own. */
export function effectiveMethod(req: Request): string {
  const override = req.get('x-http-method-override');
  return req.method === 'POST' && override ? override.trim().toUpperCase() : req.method;
}

/**
 * The visitor as the REST API sees them: signed in with the current nonce, or null (the
 * refusal sent). `may` names what they could not do, in WordPress's words.
 */
function authorised(ctx: ShopContext, req: Request, res: Response, may: { code: string; message: string }): Session | null {
  const visitor = ctx.sessions.peek(req);
  const nonce = req.get('x-wp-nonce');
  const user = visitor && signedIn(themeState(visitor));
  if (user && nonce && nonce !== restNonce(visitor)) {
    sendJson(res, 403, INVALID_NONCE);
    return null;
  }
  if (!user || !nonce) {
    // 401 for a visitor WordPress does not know (rest_authorization_required_code()).
    sendJson(res, 401, restError(may.code, may.message, 401));
    return null;
  }
  return visitor;
}

const MAY_UPLOAD = { code: 'rest_cannot_create', message: 'Du bist leider nicht berechtigt, Dateien auf dieser Website hochzuladen.' };
const MAY_EDIT = { code: 'rest_cannot_edit', message: 'Du bist leider nicht berechtigt, diesen Beitrag zu bearbeiten.' };
const MAY_DELETE = { code: 'rest_cannot_delete', message: 'Du bist leider nicht berechtigt, diesen Beitrag zu löschen.' };

const origin = (req: Request) => `${req.protocol}://${req.get('host')}`;

/** The body, or null when it is longer than `limit` (the rest is not read). */
async function readBody(req: Request, limit: number): Promise<Buffer | null> {
  const declared = Number(req.get('content-length'));
  if (declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The one file of a multipart body in the field `file`, or why there is none. */
async function postedFile(req: Request, body: Buffer): Promise<{ name: string; bytes: Buffer } | 'none' | 'broken'> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
  } catch {
    return 'broken';
  }
  const files = form.getAll('file').filter((value): value is File => typeof value !== 'string');
  if (files.length !== 1 || files[0].size === 0) return 'none';
  return { name: files[0].name, bytes: Buffer.from(await files[0].arrayBuffer()) };
}

function sendAttachment(req: Request, res: Response, status: number, attachment: Attachment): void {
  sendJson(res, status, attachmentJson(attachment, origin(req)));
}

/** `per_page` and `page` as WordPress checks them (1–100, from 1), or the refusal. */
function paging(query: Request['query']): { perPage: number; page: number } | { error: ReturnType<typeof restError> } {
  const number = (value: unknown, fallback: number) => (value === undefined ? fallback : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN);
  const perPage = number(query.per_page, 10);
  if (!(perPage >= 1 && perPage <= MAX_PER_PAGE)) return { error: restError('rest_invalid_param', 'Ungültiger Parameter: per_page', 400) };
  const page = number(query.page, 1);
  if (!(page >= 1)) return { error: restError('rest_invalid_param', 'Ungültiger Parameter: page', 400) };
  return { perPage, page };
}

export function registerMedia(routes: ShopRoutes, ctx: ShopContext): void {
  // Before the body parsers (routes.files): the upload reads its own body, with its own bound.
  routes.files.post(MEDIA_REST_PATH, async (req, res, next) => {
    try {
      const method = effectiveMethod(req);
      if (method !== 'POST') return sendJson(res, 404, NO_ROUTE);
      const visitor = authorised(ctx, req, res, MAY_UPLOAD);
      if (!visitor) return;
      if (!req.is('multipart/form-data')) return sendJson(res, 400, NO_DATA);
      if (mediaState(visitor).attachments.length >= MAX_ATTACHMENTS) return sendJson(res, 400, LIMIT);
      const body = await readBody(req, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES);
      if (!body) return sendJson(res.set('Connection', 'close'), 413, TOO_BIG);
      const file = await postedFile(req, body);
      if (file === 'none' || file === 'broken') return sendJson(res, 400, NO_DATA);
      if (file.bytes.length > MAX_UPLOAD_BYTES) return sendJson(res, 413, TOO_BIG);
      const type = sniffImage(file.bytes);
      if (!type) return sendJson(res, 500, WRONG_TYPE);
      const attachment = addAttachment(visitor, { name: file.name, type, bytes: file.bytes });
      if (!attachment.subsizes) return sendJson(res.set('X-WP-Upload-Attachment-ID', String(attachment.id)), 500, CRITICAL);
      res.set('Location', `${origin(req)}${MEDIA_REST_PATH}/${attachment.id}`);
      sendAttachment(req, res, 201, attachment);
    } catch (error) {
      next(error);
    }
  });

  // The uploaded files, to the session that owns them (others get the 404 page).
  routes.files.get(`${UPLOADS_PATH}/:name`, (req, res, next) => {
    const visitor = ctx.sessions.peek(req);
    const attachment = visitor && mediaState(visitor).attachments.find((a) => fileName(a) === req.params.name);
    if (!attachment) return next();
    res.set({ 'Content-Type': attachment.type, 'Cache-Control': 'private, no-cache', 'Content-Disposition': 'inline' }).send(attachment.bytes);
  });

  routes.api
    .route(MEDIA_REST_PATH)
    .get((req, res) => {
      const asked = paging(req.query);
      if ('error' in asked) return sendJson(res, 400, asked.error);
      const visitor = ctx.sessions.peek(req);
      const all = visitor ? [...mediaState(visitor).attachments].reverse() : [];
      const totalPages = Math.ceil(all.length / asked.perPage);
      if (asked.page > 1 && asked.page > totalPages) {
        return sendJson(res, 400, restError('rest_post_invalid_page_number', 'Die angefragte Seitennummer ist größer als die Anzahl der verfügbaren Seiten.', 400));
      }
      const link = (page: number, rel: string) => `<${origin(req)}${MEDIA_REST_PATH}?per_page=${asked.perPage}&page=${page}>; rel="${rel}"`;
      const links = [...(asked.page > 1 ? [link(asked.page - 1, 'prev')] : []), ...(asked.page < totalPages ? [link(asked.page + 1, 'next')] : [])];
      res.set({ 'X-WP-Total': String(all.length), 'X-WP-TotalPages': String(totalPages) });
      if (links.length) res.set('Link', links.join(', '));
      const start = (asked.page - 1) * asked.perPage;
      sendJson(
        res,
        200,
        all.slice(start, start + asked.perPage).map((attachment) => attachmentJson(attachment, origin(req))),
      );
    })
    .all((_req, res) => methodNotAllowed(res, 'GET, POST'));

  routes.api
    .route(`${MEDIA_REST_PATH}/:id/post-process`)
    .post((req, res) => {
      const visitor = authorised(ctx, req, res, MAY_EDIT);
      if (!visitor) return;
      const attachment = findAttachment(visitor, req.params.id);
      if (!attachment) return sendJson(res, 404, INVALID_ID);
      const action = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>).action : undefined;
      if (action !== 'create-image-subsizes') return sendJson(res, 400, BAD_ACTION);
      if (!makeSubsizes(visitor, attachment)) return sendJson(res, 500, CRITICAL);
      sendAttachment(req, res, 200, attachment);
    })
    .all((_req, res) => methodNotAllowed(res, 'POST'));

  routes.api.all(`${MEDIA_REST_PATH}/:id`, (req, res) => {
    if (!/^\d+$/.test(req.params.id)) return sendJson(res, 404, NO_ROUTE);
    const method = effectiveMethod(req);
    if (method === 'GET' || method === 'HEAD') {
      const attachment = findAttachment(ctx.sessions.peek(req), req.params.id);
      return attachment ? sendAttachment(req, res, 200, attachment) : sendJson(res, 404, INVALID_ID);
    }
    if (method !== 'DELETE') return methodNotAllowed(res, 'GET, DELETE');
    const visitor = authorised(ctx, req, res, MAY_DELETE);
    if (!visitor) return;
    const attachment = findAttachment(visitor, req.params.id);
    if (!attachment) return sendJson(res, 404, INVALID_ID);
    if (req.query.force !== 'true' && req.query.force !== '1') return sendJson(res, 501, NO_TRASH);
    deleteAttachment(visitor, attachment);
    sendJson(res, 200, { deleted: true, previous: attachmentJson(attachment, origin(req)) });
  });

  // QA: how many of the next sub-size attempts fail (the upload's own first, then post-process calls).
  routes.api
    .route(MEDIA_CONTROL_PATH)
    .get((req, res) => {
      const state = mediaState(ctx.visitor(req, res));
      sendJson(res, 200, { failSubsizes: state.failSubsizes, attachments: state.attachments.map((a) => ({ id: a.id, subsizes: a.subsizes })) });
    })
    .post((req, res) => {
      const failures = parseFailures(typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>).failSubsizes : undefined);
      if (failures === null) return sendJson(res, 400, { error: true, message: 'failSubsizes muss eine ganze Zahl von 0 bis 10 sein.' });
      const state = mediaState(ctx.session(req, res));
      state.failSubsizes = failures;
      sendJson(res, 200, { failSubsizes: state.failSubsizes });
    })
    .all((_req, res) => methodNotAllowed(res, 'GET, POST'));

  // The demo reset empties the library and the switch too.
  onDemoReset(routes, ctx, resetMedia);
}
