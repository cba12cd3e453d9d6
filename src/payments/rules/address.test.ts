// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_SHOP_ADDRESS, shopAddressFrom, toSnakeCase, type ShopAddress } from './address';

describe('toSnakeCase', () => {
  it.each([
    ['countryCode', 'country_code'],
    ['addressLine1', 'address_line_1'],
    ['adminArea2', 'admin_area_2'],
    ['postal_code', 'postal_code'],
    ['city', 'city'],
  ])('%s → %s', (name, expected) => expect(toSnakeCase(name)).toBe(expected));
});

describe('shopAddressFrom', () => {
  it.each<[string, unknown, Partial<ShopAddress>]>([
    [
      'full address, snake_case',
      { country_code: 'DE', address_line_1: 'Hauptstr. 5', address_line_2: 'Hinterhaus', admin_area_1: 'BE', admin_area_2: 'Berlin', postal_code: '10117' },
      { country: 'DE', address_1: 'Hauptstr. 5', address_2: 'Hinterhaus', state: 'BE', city: 'Berlin', postcode: '10117' },
    ],
    [
      'full address, camelCase',
      { countryCode: 'DE', addressLine1: 'Hauptstr. 5', adminArea2: 'Berlin', postalCode: '10117' },
      { country: 'DE', address_1: 'Hauptstr. 5', city: 'Berlin', postcode: '10117' },
    ],
    ['shipping callback address (has city)', { city: 'München', state: 'BY', countryCode: 'DE', postalCode: '80331' }, { country: 'DE', state: 'BY', city: 'München', postcode: '80331' }],
    ['with city, admin areas are ignored', { city: 'Köln', admin_area_2: 'Bonn', admin_area_1: 'NW' }, { city: 'Köln' }],
    ['non-string values stay empty', { country_code: 7, postal_code: null }, {}],
    ['nothing', null, {}],
  ])('%s', (_name, provider, expected) => expect(shopAddressFrom(provider)).toEqual({ ...EMPTY_SHOP_ADDRESS, ...expected }));
});
