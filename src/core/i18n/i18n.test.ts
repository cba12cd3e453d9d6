// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import '../../cart/i18n';
import { addCatalogue, formatMoney, formatNumber, setCatalogue, t } from './i18n';

describe('t', () => {
  afterEach(() => setCatalogue(null));
  it("translates English keys with the core's and each loaded domain's German texts", () => {
    expect(t('You are probably offline.')).toBe('Du bist wahrscheinlich offline.');
    expect(t('Item removed from your cart')).toBe('Der Artikel wurde aus dem Warenkorb entfernt.');
  });
  it('fills each %s with the next argument, in order', () => {
    addCatalogue({ 'Image %s of %s': 'Bild %s von %s' });
    expect(t('Image %s of %s', 2, 4)).toBe('Bild 2 von 4');
  });
  it('falls back to the key, and follows a switched catalogue', () => {
    expect(t('Not in the catalogue %s', 1)).toBe('Not in the catalogue 1');
    setCatalogue({ 'View cart': 'Voir le panier' });
    expect(t('View cart')).toBe('Voir le panier');
    expect(t('Cart updated.')).toBe('Cart updated.');
    setCatalogue(null);
    expect(t('Cart updated.')).toBe('Warenkorb aktualisiert.');
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
