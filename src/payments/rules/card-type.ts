/**
 * Card type → the class on the card-number field (the detected brand's logo): the hosted
 * fields report 'american-express' where the theme's class is 'amex'; other types drop their
 * hyphens ('master-card' → 'mastercard', 'diners-club' → 'dinersclub').
 */
export function cardTypeClass(type: string): string {
  return type === 'american-express' ? 'amex' : type.replace(/-/g, '');
}
