/**
 * Customer accounts in memory: the seeded demo customer (demo-server/README.md), accounts made
 * at checkout, and which visitor session is logged in as whom. Passwords are kept as scrypt
 * hashes, compared in constant time. Hashing runs on libuv's thread pool (async `scrypt`): a
 * burst of logins never holds up the pages other visitors ask for.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Session } from '../shared/session.ts';
import { themeState } from '../theme/state.ts';
import type { Address } from '../checkout/fields.ts';

export interface Customer {
  id: number;
  email: string;
  /** The account details (edit-account form), apart from the billing address as in WooCommerce. */
  firstName: string;
  lastName: string;
  displayName: string;
  billing: Address;
  shipping: Address;
  /** Settles once hashed (the seeded customer's is hashed after start). */
  password: Promise<PasswordHash>;
}

/** A stored password: scrypt (Node's default cost) of the password with its own salt. */
export interface PasswordHash {
  salt: Buffer;
  hash: Buffer;
}

/** The demo customer QA logs in with (see demo-server/README.md). */
export const DEMO_CUSTOMER = { email: 'kundin@example.test', password: 'Schaufenster-Demo-2026' } as const;

const DEMO_BILLING: Address = {
  first_name: 'Erika',
  last_name: 'Musterfrau',
  company: '',
  country: 'DE',
  address_1: 'Musterstraße 12',
  address_2: '',
  postcode: '10115',
  city: 'Berlin',
  state: '',
  phone: '030 1234567',
  email: DEMO_CUSTOMER.email,
};

function scryptHash(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, 32, (error, key) => (error ? reject(error) : resolve(key))));
}

/** A new password's hash with a new salt, computed off the main thread. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return { salt, hash: await scryptHash(password, salt) };
}

export class CustomerStore {
  static readonly MAX_CUSTOMERS = 1000;
  private readonly customers = new Map<number, Customer>();
  private readonly logins = new WeakMap<Session, number>();
  /**
   * Per customer, the sessions logged in as them (weakly: an evicted session is not kept
   * alive): a new password signs the others out, as WordPress's login cookies, which carry
   * part of the password hash, stop working when it changes.
   */
  private readonly sessionsOf = new Map<number, Set<WeakRef<Session>>>();
  private nextId = 1;

  constructor() {
    const seeded = hashPassword(DEMO_CUSTOMER.password);
    // A failure surfaces in the login that awaits it, not as an unhandled rejection at start.
    seeded.catch(() => undefined);
    this.create({ email: DEMO_CUSTOMER.email, password: seeded, billing: DEMO_BILLING, shipping: { ...DEMO_BILLING, phone: '', email: '' } });
  }

  /** A new account; its password is hashed beforehand (`hashPassword`), so that making it is one synchronous step. */
  create(data: { email: string; password: PasswordHash | Promise<PasswordHash>; billing: Address; shipping: Address }): Customer {
    const customer: Customer = {
      id: this.nextId++,
      email: data.email,
      firstName: data.billing.first_name,
      lastName: data.billing.last_name,
      displayName: `${data.billing.first_name} ${data.billing.last_name}`.trim() || data.email,
      billing: { ...data.billing },
      shipping: { ...data.shipping },
      password: Promise.resolve(data.password),
    };
    this.customers.set(customer.id, customer);
    // The demo customer (id 1) stays; the oldest others go first.
    for (const id of this.customers.keys()) {
      if (this.customers.size <= CustomerStore.MAX_CUSTOMERS) break;
      if (id !== 1) {
        this.customers.delete(id);
        this.sessionsOf.delete(id);
      }
    }
    return customer;
  }

  byEmail(email: string): Customer | undefined {
    const wanted = email.trim().toLowerCase();
    for (const customer of this.customers.values()) if (customer.email.toLowerCase() === wanted) return customer;
    return undefined;
  }

  byId(id: number): Customer | undefined {
    return this.customers.get(id);
  }

  /** The customer when the e-mail address (or display name) and password match. */
  async authenticate(login: string, password: string): Promise<Customer | undefined> {
    const customer = this.byEmail(login);
    return customer && (await this.passwordMatches(customer, password)) ? customer : undefined;
  }

  async passwordMatches(customer: Customer, password: string): Promise<boolean> {
    if (password.length > 200) return false;
    const stored = await customer.password;
    return timingSafeEqual(await scryptHash(password, stored.salt), stored.hash);
  }

  /**
   * A new password (reset or edit account): every session logged in as this customer but
   * `keep` (the one that changed it) is logged out.
   */
  setPassword(customer: Customer, password: PasswordHash, keep?: Session): void {
    customer.password = Promise.resolve(password);
    for (const session of this.sessionsLoggedInAs(customer.id)) if (session !== keep) this.logOut(session);
  }

  logIn(session: Session, customer: Customer): void {
    this.logins.set(session, customer.id);
    themeState(session).loggedIn = true; // the header's login link goes
    const own = this.sessionsOf.get(customer.id) ?? new Set<WeakRef<Session>>();
    this.sessionsOf.set(customer.id, own);
    if (!this.sessionsLoggedInAs(customer.id).has(session)) own.add(new WeakRef(session));
  }

  /** The live sessions logged in as the customer; forgets the references to any other. */
  private sessionsLoggedInAs(customerId: number): Set<Session> {
    const own = this.sessionsOf.get(customerId);
    const live = new Set<Session>();
    for (const ref of own ?? []) {
      const session = ref.deref();
      if (session && this.logins.get(session) === customerId && !live.has(session)) live.add(session);
      else own!.delete(ref);
    }
    return live;
  }

  logOut(session: Session): void {
    this.logins.delete(session);
    themeState(session).loggedIn = false;
  }

  /** The customer this visitor is logged in as. */
  current(session: Session | undefined): Customer | undefined {
    const id = session ? this.logins.get(session) : undefined;
    return id === undefined ? undefined : this.customers.get(id);
  }
}
