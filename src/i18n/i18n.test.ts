// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { de } from './catalogue-de';
import { formatMoney, formatNumber, setCatalogue, t } from './i18n';

describe('t', () => {
  afterEach(() => setCatalogue(de));
  it('translates English keys to German and fills %s in order', () => {
    expect(t('View cart')).toBe('Warenkorb anzeigen');
    expect(t('%s has been added to your cart', 'Spoiler')).toBe('„Spoiler“ wurde deinem Warenkorb hinzugefügt');
  });
  it('falls back to the key, and follows a switched catalogue', () => {
    expect(t('Not in the catalogue %s', 1)).toBe('Not in the catalogue 1');
    setCatalogue({ 'View cart': 'Voir le panier' });
    expect(t('View cart')).toBe('Voir le panier');
  });
});

describe('numbers', () => {
  it.each([
    [89.5, '89,50 €'],
    [1234.5, '1.234,50 €'],
    [0, '0,00 €'],
  ])('formatMoney(%s)', (amount, expected) => expect(formatMoney(amount).replace(/\s/g, ' ')).toBe(expected));

  it('formats numbers with German separators', () => expect(formatNumber(2.5, 1)).toBe('2,5'));

});
