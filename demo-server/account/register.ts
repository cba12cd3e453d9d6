/**
 * My account, server side: login with the server form (the seeded demo customer or an account
 * made at checkout), the dashboard, orders, one order, addresses, logout; the account forms
 * (edit account, lost and reset password, payment methods) in account-forms.ts; the register
 * form's post in registration.ts (accounts are made at the checkout too, `createaccount`).
 */
import type { Request, Response } from 'express';
import type { CheckoutShop } from '../checkout/place-order.ts';
import type { ShopContext, ShopRoutes } from '../http/context.ts';
import { firstString, requestFields, type RequestFields } from '../http/request.ts';
import { redirectSeeOther } from '../http/respond.ts';
import { html, type SafeHtml } from '../shared/html.ts';
import { addNotice, markCartChanged, requestCookies, SESSION_COOKIE, syncCartCookies, type Notice } from '../shared/session.ts';
import type { Customer } from './customers.ts';
import { registerAccountForms, staleFormPage } from './account-forms.ts';
import { crossSitePost, guestFormNonceValid, LOGIN_NONCE, loginNonceValid } from './login-guard.ts';
import { LoginThrottle, throttledMessage } from './login-throttle.ts';
import { formNonce } from './nonces.ts';
import { DemoMailbox, mailboxSection } from './mailbox.ts';
import { readRegisterPost, RecentRegistrations, register, REGISTER_NONCE } from './registration.ts';
import { accountArea, addresses, dashboard, loginPage, logoutConfirmation, ordersTable, viewOrder } from './pages.ts';

const BODY_CLASS = 'page woocommerce-account woocommerce-page';
export const LOGIN_FAILED = 'Die E-Mail-Adresse oder das Passwort ist falsch. Bitte versuche es erneut.';

/** A path of this shop to go to after login; anything else (another site, `//host`) → the account. */
function safeRedirect(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 200 ? value : '/my-account/';
}

export function registerAccount(routes: ShopRoutes, ctx: ShopContext, shop: CheckoutShop): void {
  const { pages } = routes;
  const { customers, orders } = shop;

  const throttle = new LoginThrottle();
  const mailbox = new DemoMailbox();
  ctx.controlSections.push(() => mailboxSection(mailbox));
  const recentRegistrations = new RecentRegistrations();

  const renderLogin = (req: Request, res: Response, username = '', extra: Notice[] = [], status?: number, registerEmail = '') => {
    const redirectTo = firstString(req.query.redirect_to) ?? firstString(requestFields(req).redirect) ?? '';
    ctx.renderPage(req, res, (page, notices) => ({
      title: 'Mein Konto',
      bodyClass: BODY_CLASS,
      noticesInContent: true,
      status,
      content: loginPage({
        notices: [...notices, ...extra],
        username,
        redirectTo: redirectTo && safeRedirect(redirectTo),
        nonce: formNonce(page.session, LOGIN_NONCE.action),
        registerEmail,
        registerNonce: formNonce(page.session, REGISTER_NONCE.action),
      }),
    }));
  };

  /** An account page for the logged-in customer; guests get the login form (200, as WooCommerce). */
  const accountPage = (current: string, title: string, content: (customer: Customer) => SafeHtml | undefined) => (req: Request, res: Response) => {
    const customer = customers.current(ctx.sessions.peek(req));
    if (!customer) return renderLogin(req, res);
    const body = content(customer);
    ctx.renderPage(req, res, (_page, notices) =>
      body
        ? { title, bodyClass: BODY_CLASS, noticesInContent: true, content: accountArea(current, title, notices, body) }
        : {
            title: 'Bestellung nicht gefunden',
            bodyClass: BODY_CLASS,
            status: 404,
            noticesInContent: true,
            content: accountArea(
              'orders',
              'Bestellung nicht gefunden',
              [{ type: 'error', html: html`Diese Bestellung gibt es in deinem Kundenkonto nicht.` }, ...notices],
              html`<p><a href="/my-account/orders/">Zu deinen Bestellungen</a></p>`,
            ),
          },
    );
  };

  pages.get('/my-account/', accountPage('dashboard', 'Mein Konto', dashboard));
  registerAccountForms(routes, ctx, customers, mailbox, (req, res) => renderLogin(req, res));
  pages.get(
    '/my-account/orders/',
    accountPage('orders', 'Bestellungen', (customer) => ordersTable(orders.ofCustomer(customer.id))),
  );
  pages.get('/my-account/edit-address/', accountPage('edit-address', 'Adressen', addresses));
  pages.get('/my-account/view-order/:id/', (req, res) => {
    const id = /^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : Number.NaN;
    accountPage('orders', `Bestellung #${Number.isNaN(id) ? '' : id}`, (customer) => {
      const order = orders.get(id);
      return order && order.customerId === customer.id ? viewOrder(order) : undefined;
    })(req, res);
  });
  pages.get('/my-account/customer-logout/', accountPage('customer-logout', 'Abmelden', logoutConfirmation));
  // Signing out ends the session, as WooCommerce's logout destroys it: the cart goes with it.
  // The notice lives in a new session of its own.
  pages.post('/my-account/customer-logout/', (req, res) => {
    const ended = ctx.sessions.peek(req);
    if (ended) {
      customers.logOut(ended);
      ended.cart.clear();
      ctx.sessions.end(ended, res);
    }
    const session = ctx.session(req, res);
    addNotice(session, 'success', html`Du wurdest abgemeldet.`);
    markCartChanged(res);
    syncCartCookies(req, res, session);
    redirectSeeOther(res, '/my-account/');
  });

  const registerPost = async (req: Request, res: Response, fields: RequestFields) => {
    const post = readRegisterPost(fields);
    // The form's nonce, from this visitor's own page; or that of a session the same form's first post renewed.
    const cookieRepeat = recentRegistrations.repeated(post, requestCookies(req)[SESSION_COOKIE] ?? '') !== undefined;
    if (crossSitePost(req) || !(guestFormNonceValid(ctx.sessions.peek(req), REGISTER_NONCE.action, post.nonce) || cookieRepeat)) {
      return staleFormPage(ctx, req, res, '/my-account/');
    }
    const outcome = await register(req, res, post, {
      customers,
      throttle,
      recent: recentRegistrations,
      mailbox,
      visitor: (q, r) => ctx.visitor(q, r),
      rotate: (session, r) => ctx.sessions.rotate(session, r),
    });
    if (outcome.kind === 'signed-in') return redirectSeeOther(res, '/my-account/');
    // The typed address stays in the form (bounded), the password never.
    if (outcome.kind === 'refused') return renderLogin(req, res, '', [{ type: 'error', html: outcome.notice }], undefined, post.email);
    res.set('Retry-After', String(Math.ceil(outcome.retryAfterMs / 1000)));
    renderLogin(req, res, '', [{ type: 'error', html: html`${throttledMessage(outcome.retryAfterMs)}` }], 429, post.email);
  };

  pages.post('/my-account/', async (req, res) => {
    // A session starts with the sign-in (or for a refusal the next page shows), not for the post.
    const fields = requestFields(req);
    if (fields.login === undefined && (fields.register !== undefined || fields[REGISTER_NONCE.field] !== undefined)) return registerPost(req, res, fields);
    if (fields.login === undefined) return renderLogin(req, res);
    const popup = fields.login_popup !== undefined && Boolean(firstString(fields.redirect));
    // The form's nonce, from this visitor's own page (a post from elsewhere changes nothing).
    if (crossSitePost(req) || !loginNonceValid(ctx.sessions.peek(req), fields[LOGIN_NONCE.field])) {
      return staleFormPage(ctx, req, res, popup ? safeRedirect(fields.redirect) : '/my-account/');
    }
    const username = (firstString(fields.username) ?? '').trim().slice(0, 200);
    const password = firstString(fields.password) ?? '';
    const attempt = await throttle.attempt(username, req.socket.remoteAddress ?? 'unknown', () => customers.authenticate(username, password));
    const customer = attempt.kind === 'done' ? attempt.value : undefined;
    if (!customer) {
      const message = attempt.kind === 'throttled' ? throttledMessage(attempt.retryAfterMs) : LOGIN_FAILED;
      if (popup) {
        // Refused in the theme's login popup: back to the page it was on, the popup opens there with the notice.
        ctx.session(req, res).notices.push({ type: 'error', html: html`${message}`, inLoginPopup: true });
        return redirectSeeOther(res, safeRedirect(fields.redirect));
      }
      if (attempt.kind === 'throttled') res.set('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
      return renderLogin(req, res, username, [{ type: 'error', html: html`${message}` }], attempt.kind === 'throttled' ? 429 : undefined);
    }
    const session = ctx.visitor(req, res);
    customers.logIn(session, customer);
    // A new session id (a guest view is kept from now on): one planted before the sign-in
    // (session fixation) is not signed in.
    ctx.sessions.rotate(session, res);
    redirectSeeOther(res, safeRedirect(fields.redirect));
  });
}
