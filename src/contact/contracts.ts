import { brandWords, pageGlobal } from '../core/config/page-globals';
import type { ShopAnswer } from '../core/http/client';
import { sendRest } from '../core/http/rest';
import { t } from './i18n';
import { parseSchema, type ValidationSchema } from './validation';

/**
 * The contact form plugin's REST contract (spec §3 Contact form, §7 Contact form and REST),
 * under {api_root}/{forms-namespace}/v1/contact-forms/{id}/:
 * - POST feedback (multipart: every field plus the submitter) → FeedbackBody; 204 → empty;
 * - GET refill → RefillBody (new captcha images and quiz questions after a send);
 * - GET feedback/schema → the validation schema (./validation.ts).
 * The demo shop's handlers answer these types.
 */

/** One field the shop refused: its name, the message, the id of the control (idref) and of the message (error_id). */
export interface InvalidField {
  field: string;
  message: string;
  idref: string | null;
  error_id: string;
}

/** A quiz: the question and the hash of its answer (goes into `_wpcf7_quiz_answer_{field}`). */
export type QuizEntry = [question: string, answerHash: string];

export interface RefillBody {
  captcha?: Record<string, string>;
  quiz?: Record<string, QuizEntry>;
}

export interface FeedbackBody extends RefillBody {
  contact_form_id: number;
  status: string;
  message: string;
  posted_data_hash?: string;
  /** The unit tag's selector, '#wpcf7-f42-p7-o1'. */
  into?: string;
  invalid_fields?: InvalidField[];
}

/** The plugin's REST error (an unknown form id, a refused media type): WordPress's `{ code, message, data: { status } }`. */
export interface RestErrorBody {
  code: string;
  message: string;
  data?: { status?: number };
}

/** The plugin's server statuses (FeedbackBody.status). */
export const SERVER_STATUSES = ['validation_failed', 'acceptance_missing', 'spam', 'aborted', 'mail_sent', 'mail_failed', 'payment_required'] as const;

/** What the widget gets from a send: the shop's answer, nothing (204), or a failure to show. */
export type FeedbackResult = { kind: 'answer'; body: FeedbackBody } | { kind: 'empty' } | { kind: 'failure'; message: string };

interface Wpcf7Globals {
  api?: { root?: string; namespace?: string; nonce?: string };
}

/** The REST root and namespace as the plugin prints them (`wpcf7.api`), else WordPress's /wp-json/ and the brand word. */
export function contactFormsBase(id: string): string {
  const api = pageGlobal<Wpcf7Globals>('wpcf7').api;
  const root = (api?.root || '/wp-json/').replace(/\/?$/, '/');
  const namespace = (api?.namespace || `${brandWords().formsNamespace}/v1`).replace(/^\/|\/$/g, '');
  return `${root}${namespace}/contact-forms/${encodeURIComponent(id)}`;
}

/** The REST nonce the page printed (`wpcf7.api.nonce` or WordPress's `wpApiSettings.nonce`); '' for visitors. */
export function restNonce(): string {
  const api = pageGlobal<Wpcf7Globals>('wpcf7').api;
  return api?.nonce || pageGlobal<{ nonce?: string }>('wpApiSettings').nonce || '';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function parseInvalidFields(value: unknown): InvalidField[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((entry) => {
    const field = text(entry.field);
    if (!field) return [];
    return [{ field, message: text(entry.message), idref: text(entry.idref) || null, error_id: text(entry.error_id) }];
  });
}

/** The captcha and quiz maps of a refill or feedback answer, with only entries of the right shape. */
export function parseRefill(body: unknown): RefillBody {
  if (!isRecord(body)) return {};
  const captcha = isRecord(body.captcha) ? Object.fromEntries(Object.entries(body.captcha).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : undefined;
  const quiz = isRecord(body.quiz)
    ? Object.fromEntries(
        Object.entries(body.quiz).filter((entry): entry is [string, QuizEntry] => Array.isArray(entry[1]) && entry[1].length === 2 && entry[1].every((part) => typeof part === 'string')),
      )
    : undefined;
  return { ...(captcha && { captcha }), ...(quiz && { quiz }) };
}

/**
 * The send's answer as the widget uses it. A body without a status (a REST error such as an
 * unknown form, a proxy's page) is a failure with the shop's message or, failing that, the
 * spec's unknown_error text.
 */
export function parseFeedback(answer: ShopAnswer<unknown>): FeedbackResult {
  // The client's timeout text speaks of a cart; a message may have gone out just the same.
  if (!answer.ok && answer.reason === 'timeout') return { kind: 'failure', message: t('The shop did not answer in time. Your message may have been sent anyway.') };
  if (!answer.ok) return { kind: 'failure', message: answer.message || t('An unknown error occurred.') };
  if (answer.status === 204) return { kind: 'empty' };
  const body = answer.body;
  if (!isRecord(body) || !text(body.status)) {
    const message = isRecord(body) ? text(body.message) : '';
    return { kind: 'failure', message: message || t('An unknown error occurred.') };
  }
  return {
    kind: 'answer',
    body: {
      contact_form_id: Number(body.contact_form_id) || 0,
      status: text(body.status),
      message: text(body.message),
      posted_data_hash: text(body.posted_data_hash),
      into: text(body.into) || undefined,
      invalid_fields: parseInvalidFields(body.invalid_fields),
      ...parseRefill(body),
    },
  };
}

/** POST the form to feedback (the fields with the submitter already in `data`). */
export async function sendFeedback(id: string, data: FormData): Promise<FeedbackResult> {
  // An empty answer (204) has no JSON to read: the client reports it as invalid JSON with its status.
  const answer = await sendRest(`${contactFormsBase(id)}/feedback`, restNonce(), data);
  if (!answer.ok && answer.status === 204) return { kind: 'empty' };
  return parseFeedback(answer);
}

/** GET refill: new captchas and quizzes after a send, or {} when the call fails (the form keeps its old ones). */
export async function fetchRefill(id: string): Promise<RefillBody> {
  const answer = await sendRest(`${contactFormsBase(id)}/refill`, restNonce());
  return answer.ok && answer.status < 300 ? parseRefill(answer.body) : {};
}

/** GET the validation schema, or null: without it the form checks nothing before sending and the shop checks all. */
export async function fetchSchema(id: string): Promise<ValidationSchema | null> {
  const answer = await sendRest(`${contactFormsBase(id)}/feedback/schema`, restNonce());
  return answer.ok && answer.status < 300 ? parseSchema(answer.body) : null;
}
