// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { payerFrom, type BillingFields, type Payer } from './payer';

const session: Payer = {
  email_address: 'sitzung@example.de',
  name: { given_name: 'Sabine', surname: 'Sitzung' },
  phone: { phone_type: 'HOME', phone_number: { national_number: '030123456' } },
  address: { country_code: 'DE', address_line_1: 'Altweg 1', admin_area_2: 'Berlin', postal_code: '10115' },
};

describe('payerFrom', () => {
  it.each<[string, unknown, BillingFields, Payer | null]>([
    ['nothing known', null, {}, null],
    ['only blank fields', null, { billing_email: ' ', billing_first_name: '' }, null],
    ['session only', session, {}, session],
    [
      'fields only',
      null,
      {
        billing_email: 'anna@example.de',
        billing_first_name: 'Anna',
        billing_last_name: 'Muster',
        billing_country: 'DE',
        billing_address_1: 'Hauptstr. 5',
        billing_address_2: '2. OG',
        billing_state: 'BE',
        billing_city: 'Berlin',
        billing_postcode: '10117',
        billing_phone: '+49 30 1234567',
      },
      {
        email_address: 'anna@example.de',
        name: { given_name: 'Anna', surname: 'Muster' },
        phone: { phone_type: 'HOME', phone_number: { national_number: '49301234567' } },
        address: { country_code: 'DE', address_line_1: 'Hauptstr. 5', address_line_2: '2. OG', admin_area_1: 'BE', admin_area_2: 'Berlin', postal_code: '10117' },
      },
    ],
    [
      'fields override the session, blank fields keep it',
      session,
      { billing_first_name: 'Anna', billing_city: 'Hamburg', billing_email: '', billing_phone: '' },
      { ...session, name: { given_name: 'Anna', surname: 'Sitzung' }, address: { ...session.address, admin_area_2: 'Hamburg' } },
    ],
    [
      "the demo shop's printed customer (phone with spaces) → digits only",
      {
        email_address: 'kundin@example.test',
        name: { given_name: 'Erika', surname: 'Musterfrau' },
        phone: { phone_type: 'HOME', phone_number: { national_number: '030 1234567' } },
        address: { country_code: 'DE', address_line_1: 'Musterstraße 12', admin_area_2: 'Berlin', postal_code: '10115' },
      },
      {},
      {
        email_address: 'kundin@example.test',
        name: { given_name: 'Erika', surname: 'Musterfrau' },
        phone: { phone_type: 'HOME', phone_number: { national_number: '0301234567' } },
        address: { country_code: 'DE', address_line_1: 'Musterstraße 12', admin_area_2: 'Berlin', postal_code: '10115' },
      },
    ],
    ['a session phone printed as a string', { phone: '+49 30 555 1234' }, {}, { phone: { phone_type: 'HOME', phone_number: { national_number: '49305551234' } } }],
    [
      'every billing field overrides the session',
      session,
      { billing_email: 'neu@example.de', billing_last_name: 'Neu', billing_country: 'AT', billing_postcode: '1010', billing_phone: '0660 1234567' },
      {
        email_address: 'neu@example.de',
        name: { given_name: 'Sabine', surname: 'Neu' },
        phone: { phone_type: 'HOME', phone_number: { national_number: '06601234567' } },
        address: { country_code: 'AT', address_line_1: 'Altweg 1', admin_area_2: 'Berlin', postal_code: '1010' },
      },
    ],
    ['wrong types in the printed session are ignored', { email_address: 42, name: 'Erika', phone: { phone_number: 123456789 }, address: ['DE'] }, {}, null],
    ['a printed null / a string as the session', 'payer', { billing_first_name: 'Anna' }, { name: { given_name: 'Anna' } }],
    ['too short a phone is left out', null, { billing_email: 'a@example.de', billing_phone: '12345' }, { email_address: 'a@example.de' }],
    ['too long a phone is left out', null, { billing_email: 'a@example.de', billing_phone: '1'.repeat(16) }, { email_address: 'a@example.de' }],
  ])('%s', (_name, s, fields, expected) => expect(payerFrom(s, fields)).toEqual(expected));
});
