/**
 * The payer sent with create_order (spec §3 Payer): built from the session's payer details
 * (the settings' `payer`, printed for a logged-in customer), with every billing field the
 * shopper filled in taking precedence. An empty field does not wipe a known value (a
 * half-filled form must not lose the session's address). The phone goes only when it has 6–15
 * digits (spec §9), since the provider refuses the order otherwise.
 *
 * The session details come from the page as printed: any field may be missing or of another
 * type (the plugin prints the phone as a number string or as the provider's phone object), and
 * only strings are taken.
 */

export interface Payer {
  email_address?: string;
  name?: { given_name?: string; surname?: string };
  phone?: { phone_type: 'HOME'; phone_number: { national_number: string } };
  address?: {
    country_code?: string;
    address_line_1?: string;
    address_line_2?: string;
    admin_area_1?: string;
    admin_area_2?: string;
    postal_code?: string;
  };
}

/** billing_* field values by field name (a form's entries or the checkout inputs). */
export type BillingFields = Readonly<Record<string, string | undefined>>;

const filled = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
type Loose = Record<string, unknown>;
const loose = (value: unknown): Loose => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {});

function compact<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length ? (Object.fromEntries(entries) as T) : undefined;
}

export function phoneDigits(value: unknown): string | undefined {
  const digits = (typeof value === 'string' ? value : '').replace(/\D/g, '');
  return digits.length >= 6 && digits.length <= 15 ? digits : undefined;
}

/** null when neither the session nor the fields say anything about the payer. */
export function payerFrom(session: unknown, fields: BillingFields): Payer | null {
  const s = loose(session);
  const sessionName = loose(s.name);
  const sessionAddress = loose(s.address);
  const sessionPhone = typeof s.phone === 'string' ? s.phone : loose(loose(s.phone).phone_number).national_number;
  const name = compact({
    given_name: filled(fields.billing_first_name) ?? filled(sessionName.given_name),
    surname: filled(fields.billing_last_name) ?? filled(sessionName.surname),
  });
  const address = compact({
    country_code: filled(fields.billing_country) ?? filled(sessionAddress.country_code),
    address_line_1: filled(fields.billing_address_1) ?? filled(sessionAddress.address_line_1),
    address_line_2: filled(fields.billing_address_2) ?? filled(sessionAddress.address_line_2),
    admin_area_1: filled(fields.billing_state) ?? filled(sessionAddress.admin_area_1),
    admin_area_2: filled(fields.billing_city) ?? filled(sessionAddress.admin_area_2),
    postal_code: filled(fields.billing_postcode) ?? filled(sessionAddress.postal_code),
  });
  const phone = phoneDigits(fields.billing_phone) ?? phoneDigits(sessionPhone);
  const payer = compact<Payer>({
    email_address: filled(fields.billing_email) ?? filled(s.email_address),
    name,
    phone: phone ? { phone_type: 'HOME', phone_number: { national_number: phone } } : undefined,
    address,
  });
  return payer ?? null;
}
