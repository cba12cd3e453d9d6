/** Request bodies: form-encoded (nested `a[b][c]` fields), JSON, and the product forms' multipart. */
import express, { type Express, type RequestHandler } from 'express';

const BODY_LIMIT_BYTES = 200 * 1024;

/** Only the text fields of multipart/form-data (the product forms post it, as in WooCommerce). */
const readMultipartFields: RequestHandler = async (req, _res, next) => {
  if (req.method !== 'POST' || !req.is('multipart/form-data')) return next();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) return next(Object.assign(new Error('Body too large'), { status: 413 }));
    chunks.push(chunk);
  }
  try {
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
    const body: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === 'string') body[name] = value;
    req.body = body;
  } catch {
    return next(Object.assign(new Error('Bad multipart body'), { status: 400 }));
  }
  next();
};

export function parseBodies(app: Express): void {
  app.use(express.urlencoded({ extended: true, limit: BODY_LIMIT_BYTES }));
  app.use(express.json({ limit: BODY_LIMIT_BYTES }));
  app.use(readMultipartFields);
}
