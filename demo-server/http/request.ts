/** Reading requests: posted fields and query values. */
import type { Request } from 'express';

/** Posted fields (form, multipart or JSON), as WordPress's `$_POST` would hold them. */
export type RequestFields = Record<string, unknown>;

/** The request body when it is an object of fields; anything else (an array, a string) counts as none. */
export function requestFields(req: Request): RequestFields {
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as RequestFields) : {};
}

/** A query or field value when it is one string (`?a=1&a=2` gives an array). */
export function firstString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The query's fields, as WordPress's `$_GET` would hold them (a GET endpoint's fields). */
export function queryFields(req: Request): RequestFields {
  return { ...(req.query as RequestFields) };
}
