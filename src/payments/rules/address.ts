/**
 * Provider address → the address sent to the shop (spec §3 "Address sent to the shop"). The
 * provider's names are camelCase in the SDK callbacks (countryCode, adminArea2) and snake_case
 * in its API (country_code, admin_area_2); both become snake_case first. Two shapes exist: the
 * full address (address_line_1, admin_area_2, …) and the shipping-callback one, which already
 * has city and state.
 */

import type { ShopAddress } from '../provider/contracts';

export type { ShopAddress };

export const EMPTY_SHOP_ADDRESS: Readonly<ShopAddress> = {
  first_name: '',
  last_name: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  phone: '',
};

/** countryCode → country_code, addressLine1 → address_line_1, adminArea2 → admin_area_2. */
export function toSnakeCase(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/([A-Za-z])(\d)/g, '$1_$2')
    .toLowerCase();
}

const FULL: Record<string, keyof ShopAddress> = {
  country_code: 'country',
  address_line_1: 'address_1',
  address_line_2: 'address_2',
  admin_area_1: 'state',
  admin_area_2: 'city',
  postal_code: 'postcode',
};
const WITH_CITY: Record<string, keyof ShopAddress> = { country_code: 'country', state: 'state', city: 'city', postal_code: 'postcode' };

export function shopAddressFrom(provider: unknown): ShopAddress {
  const snake: Record<string, unknown> = {};
  if (provider && typeof provider === 'object') {
    for (const [key, value] of Object.entries(provider)) snake[toSnakeCase(key)] = value;
  }
  const mapping = 'city' in snake ? WITH_CITY : FULL;
  const address: ShopAddress = { ...EMPTY_SHOP_ADDRESS };
  for (const [from, to] of Object.entries(mapping)) {
    const value = snake[from];
    if (typeof value === 'string') address[to] = value;
  }
  return address;
}
