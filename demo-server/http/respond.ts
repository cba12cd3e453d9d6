/** Small answers every route uses: JSON without caching, 303 after a post, 400/405 for the ajax routes. */
import type { Response } from 'express';
import type { WpErrorBody } from '../../src/core/http/contracts.ts';

export type { WpErrorBody };

export function setNoStore(res: Response): void {
  res.set('Cache-Control', 'no-store');
}

/**
 * JSON as WordPress sends it (`wp_send_json`: PHP's json_encode escapes every `/` as `\/`,
 * ../shared/real-woocommerce/README.md point 3), so clients are tested on the real bytes.
 */
export function sendPhpJson(res: Response, status: number, body: unknown): void {
  res
    .status(status)
    .set('Content-Type', 'application/json; charset=UTF-8')
    .send(Buffer.from(JSON.stringify(body).replaceAll('/', '\\/')));
}

export function sendJson(res: Response, status: number, body: unknown): void {
  setNoStore(res);
  sendPhpJson(res, status, body);
}

export function wpError(message: string): WpErrorBody {
  return { success: false, data: { message } };
}

export function unknownEndpoint(res: Response, name: string): void {
  sendJson(res, 400, wpError(`Unbekannter Endpunkt „${name}“.`));
}

export function methodNotAllowed(res: Response, allowed: string): void {
  res.set('Allow', allowed);
  sendJson(res, 405, wpError(`Methode nicht erlaubt. Erlaubt: ${allowed}.`));
}

/** Post/redirect/get: the next page view shows the notices the post queued. */
export function redirectSeeOther(res: Response, location: string): void {
  setNoStore(res);
  res.redirect(303, location);
}
