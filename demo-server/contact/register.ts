/**
 * The contact form in the demo shop (spec §2, §3, §7 Contact form and REST): the page
 * /kontakt/ (linked in the footer) with a Contact Form 7 form, its post without JavaScript,
 * and the plugin's REST routes under /wp-json/{forms-namespace}/v1/contact-forms/{id}/:
 * POST feedback (multipart), GET refill, GET feedback/schema. Answers are the plugin's:
 * 200 with a status for every post the form can judge, WordPress REST errors (404 unknown
 * form, 415 not multipart, 403 stale nonce) otherwise; never a 5xx for what a client sends.
 */
import type { Request, Response } from 'express';
import type { FeedbackBody, RestErrorBody } from '../../src/contact/contracts.ts';
import { uploadedFiles } from '../http/body.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { answerCall } from '../faults/inject.ts';
import type { FaultEndpointSpec } from '../faults/registry.ts';
import { methodNotAllowed, sendJson } from '../http/respond.ts';
import { html } from '../shared/html.ts';
import { INVALID_NONCE } from '../theme/register.ts';
import { restNonce, signedIn, themeState } from '../theme/state.ts';
import { answerFeedback, CONTACT_FORM_ID, CONTACT_PAGE_PATH, CONTACT_SCHEMA, contactFormMarkup, MESSAGES, type Posted, type PrintedState } from './form.ts';
import { CONTACT_SEND_BUDGET, SendBudget } from './send-budget.ts';

export const CONTACT_REST_BASE = '/wp-json/contact-form-7/v1/contact-forms';
/** Fields a post may carry at most: the form has a dozen, hidden ones included. */
const MAX_FIELDS = 50;

const NOT_FOUND: RestErrorBody = { code: 'wpcf7_not_found', message: 'Das angeforderte Kontaktformular wurde nicht gefunden.', data: { status: 404 } };
const UNSUPPORTED: RestErrorBody = {
  code: 'wpcf7_unsupported_media_type',
  message: 'Der Medientyp der Anfrage wird nicht unterstützt.',
  data: { status: 415 },
};
const TOO_MANY: RestErrorBody = { code: 'rest_invalid_param', message: 'Zu viele Felder.', data: { status: 400 } };

/**
 * The send (feedback) can be faulted from /__demo/. Its own error answer is the plugin's: a
 * 200 whose status says the mail could not be sent.
 */
export const contactFeedbackFault = {
  name: 'contact_form_feedback',
  label: 'Kontaktformular senden (REST)',
  errorBody: () => ({
    status: 200,
    json: { contact_form_id: CONTACT_FORM_ID, status: 'mail_failed', message: MESSAGES.mail_failed, posted_data_hash: '', invalid_fields: [] },
  }),
} as const satisfies FaultEndpointSpec;
export type ContactFaultEndpoint = typeof contactFeedbackFault.name;

function posted(req: Request): Posted | null {
  const fields = typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  if (Object.keys(fields).length > MAX_FIELDS) return null;
  return { fields, files: uploadedFiles(req) };
}

export function registerContact(routes: ShopRoutes, ctx: ShopContext): void {
  const feedbackCall = ctx.faults.register(contactFeedbackFault);
  const budget = new SendBudget(CONTACT_SEND_BUDGET);
  /**
   * The plugin's answer to a post, with the send budget of the client's address: a post that
   * passed validation and acceptance (it would send a mail) takes one send; over the budget it
   * is answered as the spam check's refusal, and nothing is sent.
   */
  const answer = (req: Request, post: Posted): FeedbackBody => {
    const judged = answerFeedback(post);
    if (judged.status === 'validation_failed' || judged.status === 'acceptance_missing') return judged;
    return budget.take(req.socket.remoteAddress) ? judged : { ...judged, status: 'spam', message: MESSAGES.spam, invalid_fields: [] };
  };
  /**
   * Checks shared by the three routes: a form that exists, and for a signed-in visitor a
   * nonce that is current when one is sent (WordPress checks the cookie's nonce before the
   * route runs; a visitor who is not signed in has none to check).
   */
  const refused = (req: Request, res: Response): boolean => {
    if (req.params.id !== String(CONTACT_FORM_ID)) {
      sendJson(res, 404, NOT_FOUND);
      return true;
    }
    const nonce = req.get('x-wp-nonce');
    const visitor = ctx.sessions.peek(req);
    const state = visitor && themeState(visitor);
    if (nonce && state && signedIn(state) && nonce !== restNonce(visitor)) {
      sendJson(res, 403, INVALID_NONCE);
      return true;
    }
    return false;
  };

  routes.api
    .route(`${CONTACT_REST_BASE}/:id/feedback`)
    .post((req, res) => {
      if (refused(req, res)) return;
      if (!req.is('multipart/form-data')) return sendJson(res, 415, UNSUPPORTED);
      const post = posted(req);
      if (!post) return sendJson(res, 400, TOO_MANY);
      answerCall({
        res,
        endpoint: feedbackCall,
        visitor: ctx.sessions.peek(req),
        fields: {},
        held: ctx.held,
        answer: () => {
          if (!res.writableEnded && !res.destroyed) sendJson(res, 200, answer(req, post));
        },
      });
    })
    .all((_req, res) => methodNotAllowed(res, 'POST'));

  routes.api
    .route(`${CONTACT_REST_BASE}/:id/refill`)
    .get((req, res) => {
      if (refused(req, res)) return;
      // The demo form has no captcha and no quiz: nothing to refill.
      sendJson(res, 200, {});
    })
    .all((_req, res) => methodNotAllowed(res, 'GET'));

  routes.api
    .route(`${CONTACT_REST_BASE}/:id/feedback/schema`)
    .get((req, res) => {
      if (refused(req, res)) return;
      sendJson(res, 200, CONTACT_SCHEMA);
    })
    .all((_req, res) => methodNotAllowed(res, 'GET'));

  const page = (req: Request, res: Response, state: PrintedState) =>
    ctx.renderPage(req, res, () => ({
      title: 'Kontakt',
      bodyClass: 'page page-template-default',
      content: html`<h1 class="page-title">Kontakt</h1>
<div class="entry-content">
<p>Fragen zu einer Bestellung, einem Teil oder zur Montage? Schreib uns – wir antworten meist innerhalb eines Werktags. Pflichtfelder sind gekennzeichnet.</p>
${contactFormMarkup(state)}
</div>`,
    }));

  routes.pages.get(CONTACT_PAGE_PATH, (req, res) => page(req, res, {}));
  // Without JavaScript the form posts to the page, which shows the plugin's answer in the form.
  routes.pages.post(CONTACT_PAGE_PATH, (req, res) => {
    const post = posted(req) ?? { fields: {}, files: [] };
    page(req, res, { answer: answer(req, post), values: post.fields });
  });
}
