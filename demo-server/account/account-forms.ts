/**
 * The account forms on the server, as WooCommerce's form handler answers them: edit account
 * (PRG on success, notices and the posted details on errors), lost password (the mail to the
 * account's address, kept in the demo's mailbox on the control page), reset password (key and login from the link, moved into a cookie
 * and out of the address as WordPress does), payment methods and the add-payment-method page
 * (server-rendered only; the card and vault flows come later). Every post checks its nonce, is
 * bounded, and never answers 5xx.
 */
import type { Request, Response } from 'express';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { firstString, requestFields } from '../http/request.ts';
import { redirectSeeOther } from '../http/respond.ts';
import { html, type SafeHtml } from '../shared/html.ts';
import { noticesWrapper } from '../shared/markup.ts';
import { addNotice, requestCookies, type Notice, type Session } from '../shared/session.ts';
import { MAX_PASSWORD_LENGTH } from '../checkout/fields.ts';
import { accountDetailsErrors, readAccountDetails, type AccountDetails } from './account-details.ts';
import { hashPassword, type Customer, type CustomerStore } from './customers.ts';
import type { DemoMailbox } from './mailbox.ts';
import { addPaymentMethodForm, CARD_GATEWAY, editAccountForm, lostPasswordConfirmation, lostPasswordForm, paymentMethods, resetPasswordForm } from './form-pages.ts';
import { formNonce, formNonceValid, NONCES } from './nonces.ts';
import { accountArea } from './pages.ts';
import { ResetKeys } from './reset-keys.ts';

const BODY_CLASS = 'page woocommerce-account woocommerce-page';
const LOST_PASSWORD = '/my-account/lost-password/';
/** WordPress's `wp-resetpass-{COOKIEHASH}`: holds "login:key" between the mail's link and the form. */
export const RESET_COOKIE = 'wp-resetpass-sf';
export const INVALID_KEY = 'Dieser Schlüssel ist ungültig oder wurde bereits verwendet. Bitte setze dein Passwort erneut zurück, falls nötig.';
export const STALE_FORM = 'Das Formular ist abgelaufen. Bitte lade die Seite neu und versuche es erneut.';

const errorNotices = (messages: readonly string[]): Notice[] => messages.map((message) => ({ type: 'error', html: html`${message}` }));

/** A form post whose nonce is not this visitor's: nothing changes (400 with a way back). */
export function staleFormPage(ctx: ShopContext, req: Request, res: Response, back: string): void {
  ctx.errorPage(req, res, { title: 'Mein Konto', bodyClass: BODY_CLASS, heading: 'Mein Konto', errors: [STALE_FORM], back: html`<a href="${back}">Zurück zum Formular</a>` });
}

export function registerAccountForms(routes: ShopRoutes, ctx: ShopContext, customers: CustomerStore, mailbox: DemoMailbox, showLogin: (req: Request, res: Response) => void): void {
  const { pages } = routes;
  const resetKeys = new ResetKeys();

  const staleForm = (req: Request, res: Response, back: string) => staleFormPage(ctx, req, res, back);

  const renderEditAccount = (req: Request, res: Response, details: AccountDetails, extra: Notice[] = []) =>
    ctx.renderPage(req, res, (page, notices) => ({
      title: 'Konto-Details',
      bodyClass: BODY_CLASS,
      noticesInContent: true,
      content: accountArea('edit-account', 'Konto-Details', [...notices, ...extra], editAccountForm(details, formNonce(page.session, NONCES.saveAccountDetails.action))),
    }));

  pages.get('/my-account/edit-account/', (req, res) => {
    const customer = customers.current(ctx.sessions.peek(req));
    if (!customer) return showLogin(req, res);
    renderEditAccount(req, res, customer);
  });

  pages.post('/my-account/edit-account/', async (req, res) => {
    const session = ctx.visitor(req, res);
    const customer = customers.current(session);
    if (!customer) return redirectSeeOther(res, '/my-account/');
    const fields = requestFields(req);
    if (!formNonceValid(session, NONCES.saveAccountDetails.action, fields[NONCES.saveAccountDetails.field])) return staleForm(req, res, '/my-account/edit-account/');
    const post = readAccountDetails(fields);
    // The current password is checked (hashed) only when a new one is asked for, as the checks below use it.
    const currentMatches = post.currentPassword && post.newPassword ? await customers.passwordMatches(customer, post.currentPassword) : false;
    const errors = accountDetailsErrors(post, {
      emailTaken: (email) => {
        const other = customers.byEmail(email);
        return other !== undefined && other.id !== customer.id;
      },
      passwordMatches: () => currentMatches,
    });
    if (errors.length) {
      // The posted details stay in the form (bounded), the passwords never.
      const kept = (value: string) => value.slice(0, 200);
      return renderEditAccount(req, res, { firstName: kept(post.firstName), lastName: kept(post.lastName), displayName: kept(post.displayName), email: kept(post.email) }, errorNotices(errors));
    }
    const newPassword = post.newPassword ? await hashPassword(post.newPassword) : undefined;
    // Signed out meanwhile (another session changed the password): nothing is saved.
    if (customers.current(session) !== customer) return redirectSeeOther(res, '/my-account/');
    Object.assign(customer, { firstName: post.firstName, lastName: post.lastName, displayName: post.displayName, email: post.email });
    // This session stays signed in; every other one of this customer is signed out.
    if (newPassword) customers.setPassword(customer, newPassword, session);
    addNotice(session, 'success', html`Die Kontodetails wurden erfolgreich geändert.`);
    redirectSeeOther(res, '/my-account/edit-account/');
  });

  /** A page of the account area shown to guests too (lost and reset password). */
  const guestPage = (req: Request, res: Response, title: string, body: (session: Session) => SafeHtml, extra: Notice[] = [], status = 200) =>
    ctx.renderPage(req, res, (page, notices) => ({
      title,
      bodyClass: `${BODY_CLASS} woocommerce-lost-password`,
      status,
      noticesInContent: true,
      content: html`<h1 class="page-title">${title}</h1><div class="woocommerce">${noticesWrapper([...notices, ...extra])}${body(page.session)}</div>`,
    }));

  const lostPasswordPage = (req: Request, res: Response, extra: Notice[] = [], userLogin = '') =>
    guestPage(req, res, 'Passwort vergessen', (session) => lostPasswordForm(formNonce(session, NONCES.lostPassword.action), userLogin), extra);

  /** The customer and key the reset cookie names, when the key is still good. */
  const resetTarget = (login: string, key: string): Customer | undefined => {
    const customer = login.length <= 200 ? customers.byEmail(login) : undefined;
    return customer && resetKeys.valid(customer.id, key) ? customer : undefined;
  };

  pages.get(LOST_PASSWORD, (req, res) => {
    const key = firstString(req.query.key);
    const login = firstString(req.query.login);
    if (key !== undefined && login !== undefined) {
      // The mail's link: key and login go into a cookie, out of the address (and its Referer).
      res.cookie(RESET_COOKIE, `${login.slice(0, 200)}:${key.slice(0, 40)}`, { httpOnly: true, sameSite: 'lax', path: LOST_PASSWORD });
      return redirectSeeOther(res, `${LOST_PASSWORD}?show-reset-form=true`);
    }
    if (req.query['show-reset-form'] === 'true') {
      const [login = '', key = ''] = splitResetCookie(requestCookies(req)[RESET_COOKIE]);
      if (!resetTarget(login, key)) return lostPasswordPage(req, res, errorNotices([INVALID_KEY]));
      return guestPage(req, res, 'Passwort zurücksetzen', (session) => resetPasswordForm(key, login, formNonce(session, NONCES.resetPassword.action)));
    }
    if (req.query['reset-link-sent'] === 'true') {
      // Never the link: it goes to the account's address only (the demo's mailbox, on /__demo/).
      return guestPage(req, res, 'Passwort vergessen', () => lostPasswordConfirmation(), [{ type: 'success', html: html`Die E-Mail zum Zurücksetzen des Passworts wurde gesendet.` }]);
    }
    lostPasswordPage(req, res);
  });

  pages.post(LOST_PASSWORD, async (req, res) => {
    // Nonces are checked against the visitor the form was printed for; a session starts only for what the next page needs.
    const session = ctx.visitor(req, res);
    const fields = requestFields(req);
    if (fields.reset_key !== undefined || fields.reset_login !== undefined) {
      if (!formNonceValid(session, NONCES.resetPassword.action, fields[NONCES.resetPassword.field])) return staleForm(req, res, LOST_PASSWORD);
      const key = firstString(fields.reset_key) ?? '';
      const login = firstString(fields.reset_login) ?? '';
      const customer = resetTarget(login, key);
      if (!customer) return lostPasswordPage(req, res, errorNotices([INVALID_KEY]));
      const pass1 = firstString(fields.password_1) ?? '';
      const pass2 = firstString(fields.password_2) ?? '';
      const error = !pass1
        ? 'Bitte gib dein Passwort ein.'
        : pass1.length > MAX_PASSWORD_LENGTH
          ? `Ein Passwort darf höchstens ${MAX_PASSWORD_LENGTH} Zeichen lang sein.`
          : pass1 !== pass2
            ? 'Die Passwörter stimmen nicht überein.'
            : undefined;
      if (error) return guestPage(req, res, 'Passwort zurücksetzen', (s) => resetPasswordForm(key, login, formNonce(s, NONCES.resetPassword.action)), errorNotices([error]));
      const password = await hashPassword(pass1);
      // Checked again after hashing: a parallel post may have spent the key meanwhile.
      if (resetTarget(login, key) !== customer) return lostPasswordPage(req, res, errorNotices([INVALID_KEY]));
      // Every session signed in as this customer is signed out (the reset's own, if it is one, stays).
      customers.setPassword(customer, password, session);
      resetKeys.spend(customer.id);
      res.clearCookie(RESET_COOKIE, { path: LOST_PASSWORD });
      addNotice(ctx.session(req, res), 'success', html`Dein Passwort wurde zurückgesetzt. Du kannst dich jetzt mit dem neuen Passwort anmelden.`);
      return redirectSeeOther(res, '/my-account/?password-reset=true');
    }
    if (!formNonceValid(session, NONCES.lostPassword.action, fields[NONCES.lostPassword.field])) return staleForm(req, res, LOST_PASSWORD);
    const login = (firstString(fields.user_login) ?? '').trim();
    if (!login) return lostPasswordPage(req, res, errorNotices(['Gib einen Benutzernamen oder eine E-Mail-Adresse ein.']));
    const customer = login.length <= 200 ? customers.byEmail(login) : undefined;
    if (!customer) return lostPasswordPage(req, res, errorNotices(['Benutzername oder E-Mail-Adresse ungültig.']), login.slice(0, 200));
    const key = resetKeys.issue(customer.id);
    mailbox.send({ to: customer.email, subject: 'Passwort zurücksetzen', link: `${LOST_PASSWORD}?key=${key}&login=${encodeURIComponent(customer.email)}` });
    redirectSeeOther(res, `${LOST_PASSWORD}?reset-link-sent=true`);
  });

  const accountOnly = (current: string, title: string, body: (session: Session) => SafeHtml) => (req: Request, res: Response) => {
    const customer = customers.current(ctx.sessions.peek(req));
    if (!customer) return showLogin(req, res);
    ctx.renderPage(req, res, (page, notices) => ({ title, bodyClass: BODY_CLASS, noticesInContent: true, content: accountArea(current, title, notices, body(page.session)) }));
  };

  pages.get(
    '/my-account/payment-methods/',
    accountOnly('payment-methods', 'Zahlungsmethoden', () => paymentMethods()),
  );
  pages.get(
    '/my-account/add-payment-method/',
    accountOnly('payment-methods', 'Zahlungsmethode hinzufügen', (session) => addPaymentMethodForm(formNonce(session, NONCES.addPaymentMethod.action))),
  );
  pages.post('/my-account/add-payment-method/', (req, res) => {
    const session = ctx.visitor(req, res);
    if (!customers.current(session)) return redirectSeeOther(res, '/my-account/');
    const fields = requestFields(req);
    if (!formNonceValid(session, NONCES.addPaymentMethod.action, fields[NONCES.addPaymentMethod.field])) return staleForm(req, res, '/my-account/add-payment-method/');
    // Only the card gateway offers adding a method; its vault flow is not built yet: WooCommerce's answer when a gateway cannot add it.
    const known = fields.payment_method === CARD_GATEWAY;
    addNotice(session, 'error', known ? html`Die Zahlungsmethode konnte deinem Konto nicht hinzugefügt werden.` : html`Ungültige Zahlungsmethode.`);
    redirectSeeOther(res, '/my-account/add-payment-method/');
  });
}

/** "login:key" from the reset cookie (the login is an e-mail address and has no colon after its last one). */
export function splitResetCookie(value: string | undefined): [string, string] | [] {
  if (!value) return [];
  const at = value.lastIndexOf(':');
  return at > 0 ? [value.slice(0, at), value.slice(at + 1)] : [];
}
