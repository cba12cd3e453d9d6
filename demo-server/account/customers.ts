/**
 * Customer accounts in memory: the seeded demo customer (demo-server/README.md), accounts made
 * at checkout, and which visitor session is logged in as whom. Passwords are kept as scrypt
 * hashes, compared in constant time.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
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

function hashPassword(password: string, salt: Buffer): Buffer {
  return scryptSync(password, salt, 32);
}

export class CustomerStore {
  static readonly MAX_CUSTOMERS = 1000;
  private readonly customers = new Map<number, Customer>();
  private readonly logins = new WeakMap<Session, number>();
  private nextId = 1;

  constructor() {
    this.create({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, billing: DEMO_BILLING, shipping: { ...DEMO_BILLING, phone: '', email: '' } });
  }

  create(data: { email: string; password: string; billing: Address; shipping: Address }): Customer {
    const salt = randomBytes(16);
    const customer: Customer = {
      id: this.nextId++,
      email: data.email,
      firstName: data.billing.first_name,
      lastName: data.billing.last_name,
      displayName: `${data.billing.first_name} ${data.billing.last_name}`.trim() || data.email,
      billing: { ...data.billing },
      shipping: { ...data.shipping },
      salt,
      hash: hashPassword(data.password, salt),
    };
    this.customers.set(customer.id, customer);
    // The demo customer (id 1) stays; the oldest others go first.
    for (const id of this.customers.keys()) {
      if (this.customers.size <= CustomerStore.MAX_CUSTOMERS) break;
      if (id !== 1) this.customers.delete(id);
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
  authenticate(login: string, password: string): Customer | undefined {
    const customer = this.byEmail(login);
    return customer && this.passwordMatches(customer, password) ? customer : undefined;
  }

  passwordMatches(customer: Customer, password: string): boolean {
    if (password.length > 200) return false;
    return timingSafeEqual(hashPassword(password, customer.salt), customer.hash);
  }

  setPassword(customer: Customer, password: string): void {
    customer.salt = randomBytes(16);
    customer.hash = hashPassword(password, customer.salt);
  }

  logIn(session: Session, customer: Customer): void {
    this.logins.set(session, customer.id);
    themeState(session).loggedIn = true; // the header's login link goes
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
