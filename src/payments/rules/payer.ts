/**
 * The payer sent with create_order (spec §3 Payer): built from the session's payer details,
 * with every billing field the shopper filled in taking precedence. An empty field does not
 * wipe a known value (a half-filled form must not lose the session's address). The phone goes
 * only when it has 6–15 digits (spec §9), since the provider refuses the order otherwise.
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

const filled = (value: string | undefined): string | undefined => (value !== undefined && value.trim() !== '' ? value.trim() : undefined);

function compact<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length ? (Object.fromEntries(entries) as T) : undefined;
}

export function phoneDigits(value: string | undefined): string | undefined {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= 6 && digits.length <= 15 ? digits : undefined;
}

/** null when neither the session nor the fields say anything about the payer. */
export function payerFrom(session: Payer | null | undefined, fields: BillingFields): Payer | null {
  const s = session ?? {};
  const name = compact({
    given_name: filled(fields.billing_first_name) ?? filled(s.name?.given_name),
    surname: filled(fields.billing_last_name) ?? filled(s.name?.surname),
  });
  const address = compact({
    country_code: filled(fields.billing_country) ?? filled(s.address?.country_code),
    address_line_1: filled(fields.billing_address_1) ?? filled(s.address?.address_line_1),
    address_line_2: filled(fields.billing_address_2) ?? filled(s.address?.address_line_2),
    admin_area_1: filled(fields.billing_state) ?? filled(s.address?.admin_area_1),
    admin_area_2: filled(fields.billing_city) ?? filled(s.address?.admin_area_2),
    postal_code: filled(fields.billing_postcode) ?? filled(s.address?.postal_code),
  });
  const phone = phoneDigits(fields.billing_phone) ?? phoneDigits(s.phone?.phone_number?.national_number);
  const payer = compact<Payer>({
    email_address: filled(fields.billing_email) ?? filled(s.email_address),
    name,
    phone: phone ? { phone_type: 'HOME', phone_number: { national_number: phone } } : undefined,
    address,
  });
  return payer ?? null;
}
