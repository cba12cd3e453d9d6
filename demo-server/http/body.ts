/** Request bodies: form-encoded (nested `a[b][c]` fields), JSON, and the product forms' multipart. */
import express, { type Express, type RequestHandler } from 'express';

const BODY_LIMIT_BYTES = 200 * 1024;

/** A file in a multipart body: only what the routes check (the contact form's file rules), never its bytes. */
export interface UploadedFile {
  field: string;
  name: string;
  size: number;
  type: string;
}

const uploads = new WeakMap<object, UploadedFile[]>();

/** The files a multipart request carried (an empty file input posts one with name '' and size 0). */
export const uploadedFiles = (req: object): UploadedFile[] => uploads.get(req) ?? [];

/**
 * The text fields of multipart/form-data (the product forms post it, as in WooCommerce) as
 * req.body; the files' names, sizes and types for uploadedFiles().
 */
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
    const files: UploadedFile[] = [];
    for (const [name, value] of form) {
      if (typeof value === 'string') body[name] = value;
      else files.push({ field: name, name: value.name, size: value.size, type: value.type });
    }
    req.body = body;
    uploads.set(req, files);
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
