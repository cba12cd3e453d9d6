/**
 * The visitor's media library (WordPress attachments, spec §7 "Media upload"): the images a
 * signed-in visitor uploaded through /wp-json/wp/v2/media, kept in memory for the session, and
 * QA's switch that makes the making of sub-sizes fail (the upload's own and the next
 * post-process calls), so the client's retries can be tried.
 */
import type { Session } from '../shared/session.ts';

/** Largest file an upload may carry: a phone photo scaled down for a review. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Attachments a session keeps at most (the demo holds them in memory). */
export const MAX_ATTACHMENTS = 20;
/** The longest run of failing sub-size attempts QA can ask for (more than the client's retries). */
export const MAX_FAILURES = 10;
/** Where the files are served from, as WordPress's uploads folder. */
export const UPLOADS_PATH = '/wp-content/uploads/sf-media';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
const EXTENSIONS: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export interface Attachment {
  id: number;
  date: string;
  title: string;
  altText: string;
  type: ImageType;
  bytes: Buffer;
  /** The sub-sizes were made: a failed post-processing leaves them missing until a post-process call mends it. */
  subsizes: boolean;
}

interface MediaState {
  attachments: Attachment[];
  /** How many of the next sub-size attempts fail (QA). */
  failSubsizes: number;
}

const states = new WeakMap<Session, MediaState>();
let nextId = 5001;

export function mediaState(visitor: Session): MediaState {
  let state = states.get(visitor);
  if (!state) {
    state = { attachments: [], failSubsizes: 0 };
    states.set(visitor, state);
  }
  return state;
}

/**
 * The image type from the file's first bytes (never its name or the type the browser claims):
 * JPEG, PNG or WebP, what a review photo is; anything else (SVG, which can carry script, too) is null.
 */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export function fileName(attachment: Attachment): string {
  return `${attachment.id}.${EXTENSIONS[attachment.type]}`;
}

/** The title WordPress gives an upload: the file name without its extension, at most 100 characters. */
export function titleFrom(name: string): string {
  return (
    name
      .replace(/\.[^.]*$/, '')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f<>]/g, '')
      .trim()
      .slice(0, 100) || 'Foto'
  );
}

/** Stores an upload; whether its sub-sizes were made depends on QA's switch (a failure uses one). */
export function addAttachment(visitor: Session, file: { name: string; type: ImageType; bytes: Buffer }, now = new Date()): Attachment {
  const state = mediaState(visitor);
  const failed = takeFailure(state);
  const attachment: Attachment = { id: nextId++, date: now.toISOString().slice(0, 19), title: titleFrom(file.name), altText: '', type: file.type, bytes: file.bytes, subsizes: !failed };
  state.attachments.push(attachment);
  return attachment;
}

/** One sub-size attempt: false while QA's switch has failures left (it uses one). */
export function makeSubsizes(visitor: Session, attachment: Attachment): boolean {
  if (takeFailure(mediaState(visitor))) return false;
  attachment.subsizes = true;
  return true;
}

function takeFailure(state: MediaState): boolean {
  if (state.failSubsizes <= 0) return false;
  state.failSubsizes--;
  return true;
}

export function findAttachment(visitor: Session | undefined, id: unknown): Attachment | undefined {
  if (!visitor || typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id)) return undefined;
  return mediaState(visitor).attachments.find((a) => a.id === Number(id));
}

/** The demo reset: no attachments, no failures waiting. */
export function resetMedia(visitor: Session): void {
  states.delete(visitor);
}

export function deleteAttachment(visitor: Session, attachment: Attachment): void {
  const state = mediaState(visitor);
  state.attachments = state.attachments.filter((a) => a !== attachment);
}

/** The attachment as WordPress's REST API shows it (`context=view`, the fields a client reads). */
export function attachmentJson(attachment: Attachment, origin: string) {
  const source = `${origin}${UPLOADS_PATH}/${fileName(attachment)}`;
  return {
    id: attachment.id,
    date: attachment.date,
    slug: `foto-${attachment.id}`,
    status: 'inherit',
    type: 'attachment',
    link: source,
    title: { rendered: attachment.title },
    author: 1,
    alt_text: attachment.altText,
    media_type: 'image',
    mime_type: attachment.type,
    media_details: { filesize: attachment.bytes.length, sizes: attachment.subsizes ? { full: { source_url: source, mime_type: attachment.type } } : {} },
    source_url: source,
  };
}

/** QA's switch: how many of the next sub-size attempts fail (0–MAX_FAILURES), or null for another value. */
export function parseFailures(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_FAILURES ? value : null;
}
