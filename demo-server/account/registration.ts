/**
 * The register form's post on /my-account/, as WooCommerce's form handler (process_registration,
 * wc_create_new_customer) answers it with the shop set to generate the username and let the
 * visitor choose the password (so the strength meter has a password to rate): the form's nonce
 * and no sign of another site; then the e-mail address, whether it is taken, the password, one
 * error at a time in that order; the account made, the visitor signed in under a new session id
 * and sent to the account. Refused posts count against the typed address and the client address
 * as failed logins do (LoginThrottle), which bounds probing for registered addresses.
 *
 * A form posted twice (a double click, a post repeated while the first is still being hashed)
 * makes one account: the repeat, with the first post's nonce, e-mail address and password, from
 * the same visitor (the session cookie the first post had), gets the first post's answer and
 * session. Anyone else gets 'already registered', and so does a repeat from a visitor who had no
 * session: without a cookie nothing tells them from another visitor on a page with the nonce every
 * such visitor shares (they are signed in all the same if their browser kept the first answer).
 */
import type { Request, Response } from 'express';
import { MAX_PASSWORD_LENGTH, validEmail, type Address } from '../checkout/fields.ts';
import { firstString, type RequestFields } from '../http/request.ts';
import { html, type SafeHtml } from '../shared/html.ts';
import { addNotice, requestCookies, SESSION_COOKIE, type Session } from '../shared/session.ts';
import { hashPassword, type Customer, type CustomerStore } from './customers.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { DemoMailbox } from './mailbox.ts';

export const REGISTER_NONCE = { action: 'woocommerce-register', field: 'woocommerce-register-nonce' } as const;

/** WooCommerce's wording in its German (du) translation. */
export const REGISTER_MESSAGES = {
  invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse an.',
  emailTaken: 'Es ist bereits ein Konto mit deiner E-Mail-Adresse registriert.',
  logIn: 'Bitte melde dich an.',
  noPassword: 'Bitte gib ein Passwort für das Konto ein.',
  tooLong: `Ein Passwort darf höchstens ${MAX_PASSWORD_LENGTH} Zeichen lang sein.`,
  created: 'Dein Konto wurde erfolgreich erstellt. Deine Anmeldedaten wurden an deine E-Mail-Adresse gesendet.',
} as const;

/** The register post as read: bounded, the e-mail address trimmed. */
export interface RegisterPost {
  email: string;
  password: string;
  nonce: string;
}

export function readRegisterPost(fields: RequestFields): RegisterPost {
  return {
    email: (firstString(fields.email) ?? '').trim().slice(0, 200),
    password: firstString(fields.password) ?? '',
    nonce: firstString(fields[REGISTER_NONCE.field]) ?? '',
  };
}

/** The first of WooCommerce's checks that fails before the account is made, if any. */
export function registerError(post: RegisterPost, taken: (email: string) => boolean): 'invalidEmail' | 'emailTaken' | 'noPassword' | 'tooLong' | undefined {
  if (!validEmail(post.email)) return 'invalidEmail';
  if (taken(post.email)) return 'emailTaken';
  if (!post.password) return 'noPassword';
  if (post.password.length > MAX_PASSWORD_LENGTH) return 'tooLong';
  return undefined;
}

/** The refusal as the notice shows it: 'already registered' links to the login form beside. */
export function registerErrorHtml(error: NonNullable<ReturnType<typeof registerError>>): SafeHtml {
  return error === 'emailTaken' ? html`${REGISTER_MESSAGES.emailTaken} <a href="#username" class="showlogin">${REGISTER_MESSAGES.logIn}</a>` : html`${REGISTER_MESSAGES[error]}`;
}

interface Registration {
  customerId: number;
  /** The session cookie the registering post carried ('' without one). */
  formerCookie: string;
  /** The registering session (signed in, under its new id); kept weakly, an evicted one goes. */
  session: WeakRef<Session>;
  at: number;
}

/** Accounts just made by the register form, by the form (nonce) and address that made them; bounded, short-lived. */
export class RecentRegistrations {
  static readonly MAX = 1000;
  static readonly WINDOW_MS = 2 * 60 * 1000;
  private readonly made = new Map<string, Registration>();

  constructor(private readonly now: () => number = Date.now) {}

  private static key(nonce: string, email: string): string {
    return `${nonce}\n${email.toLowerCase()}`;
  }

  add(nonce: string, email: string, registration: Omit<Registration, 'at'>): void {
    const key = RecentRegistrations.key(nonce, email);
    this.made.delete(key);
    this.made.set(key, { ...registration, at: this.now() });
    while (this.made.size > RecentRegistrations.MAX) this.made.delete(this.made.keys().next().value!);
  }

  /** The registration this post repeats: same nonce, address and session cookie, within the window. */
  repeated(post: RegisterPost, cookie: string): Registration | undefined {
    if (!cookie) return undefined;
    const found = this.made.get(RecentRegistrations.key(post.nonce, post.email));
    return found && found.formerCookie === cookie && this.now() - found.at < RecentRegistrations.WINDOW_MS ? found : undefined;
  }
}

export interface RegistrationDeps {
  customers: CustomerStore;
  throttle: LoginThrottle;
  recent: RecentRegistrations;
  mailbox: DemoMailbox;
  /** The visitor as this request sees it (ShopContext.visitor). */
  visitor(req: Request, res: Response): Session;
  /** A new session id for a session signing in (SessionStore.rotate). */
  rotate(session: Session, res: Response): void;
}

export type RegisterOutcome = { kind: 'signed-in' } | { kind: 'refused'; notice: SafeHtml } | { kind: 'throttled'; retryAfterMs: number };

/**
 * Runs a register post whose nonce was checked: makes the account and signs the visitor in, or
 * answers a repeat with the first post's session, or says why not.
 */
export async function register(req: Request, res: Response, post: RegisterPost, deps: RegistrationDeps): Promise<RegisterOutcome> {
  const { customers, recent } = deps;
  const cookie = requestCookies(req)[SESSION_COOKIE] ?? '';
  let refusal: SafeHtml | undefined;

  const signIn = (customer: Customer): Session => {
    const session = deps.visitor(req, res);
    customers.logIn(session, customer);
    // A new session id, as at sign-in: one planted before (session fixation) is not signed in.
    deps.rotate(session, res);
    return session;
  };

  /** The answer when the address is taken: the first post's session for its repeat, else the refusal. */
  const whenTaken = async (existing: Customer): Promise<true | undefined> => {
    const first = recent.repeated(post, cookie);
    if (first?.customerId === existing.id && (await customers.passwordMatches(existing, post.password))) {
      const session = first.session.deref();
      if (session && customers.current(session) === existing) {
        // The first post's session under the id its answer set: whichever answer the browser keeps, it is signed in.
        res.cookie(SESSION_COOKIE, session.id, { httpOnly: true, sameSite: 'lax', path: '/' });
        return true;
      }
    }
    refusal = registerErrorHtml('emailTaken');
    return undefined;
  };

  const attempt = await deps.throttle.attempt(post.email, req.socket.remoteAddress ?? 'unknown', async () => {
    const error = registerError(post, (email) => customers.byEmail(email) !== undefined);
    if (error === 'emailTaken') return whenTaken(customers.byEmail(post.email)!);
    if (error) {
      refusal = registerErrorHtml(error);
      return undefined;
    }
    const password = await hashPassword(post.password);
    // A parallel post of the same form may have made the account while this one was hashing.
    const meanwhile = customers.byEmail(post.email);
    if (meanwhile) return whenTaken(meanwhile);
    const blank: Address = { first_name: '', last_name: '', company: '', country: '', address_1: '', address_2: '', postcode: '', city: '', state: '', phone: '', email: '' };
    const customer = customers.create({ email: post.email, password, billing: { ...blank, email: post.email }, shipping: blank });
    const session = signIn(customer);
    recent.add(post.nonce, post.email, { customerId: customer.id, formerCookie: cookie, session: new WeakRef(session) });
    addNotice(session, 'success', html`${REGISTER_MESSAGES.created}`);
    deps.mailbox.send({ to: customer.email, subject: 'Dein Konto wurde erstellt', link: '/my-account/' });
    return true;
  });
  if (attempt.kind === 'throttled') return attempt;
  return attempt.value ? { kind: 'signed-in' } : { kind: 'refused', notice: refusal ?? registerErrorHtml('emailTaken') };
}
