/** A guest's billing fields as the checkout form posts them (server tests and browser tests). */
export const GUEST_BILLING_FIELDS = {
  billing_first_name: 'Erika',
  billing_last_name: 'Mustermann',
  billing_country: 'DE',
  billing_address_1: 'Hauptstraße 1',
  billing_postcode: '10115',
  billing_city: 'Berlin',
  billing_phone: '030 1234567',
  billing_email: 'erika@example.test',
} as const;
