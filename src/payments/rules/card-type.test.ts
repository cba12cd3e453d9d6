// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardTypeClass } from './card-type';

describe('cardTypeClass', () => {
  it.each([
    ['american-express', 'amex'],
    ['master-card', 'mastercard'],
    ['visa', 'visa'],
    ['diners-club', 'dinersclub'],
    ['', ''],
  ])('%j → %j', (type, expected) => expect(cardTypeClass(type)).toBe(expected));
});
