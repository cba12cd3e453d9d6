/**
 * The fake provider's test cards (README "Card fields"): the only numbers its card fields take
 * to a payment. The card fields' script (card-field-client.ts) gets the brand rules at
 * transpile time; the confirm route (card-fields.ts) decides the outcome by number.
 */

/** Card types as the provider's card fields name them (cards[].type). */
export type CardType = 'visa' | 'master-card' | 'american-express';

export interface TestCard {
  number: string;
  type: CardType;
  /** approve: the payment is approved; decline: the issuer declines it. */
  outcome: 'approve' | 'decline';
  label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', type: 'visa', outcome: 'approve', label: 'Visa, wird angenommen' },
  { number: '5555555555554444', type: 'master-card', outcome: 'approve', label: 'Mastercard, wird angenommen' },
  { number: '4000000000000002', type: 'visa', outcome: 'decline', label: 'Visa, wird abgelehnt' },
  { number: '378282246310005', type: 'american-express', outcome: 'approve', label: 'American Express, wird angenommen' },
];

/**
 * Brand by prefix and the number's length, as the card fields detect it while typing:
 * Visa 4… (16), Mastercard 51–55 / 2221–2720 (16), American Express 34 / 37 (15; CVV 4 digits).
 */
export const CARD_BRANDS = [
  { type: 'visa', pattern: '^4', length: 16, cvv: 3 },
  { type: 'master-card', pattern: '^(5[1-5]|2(2[2-9][1-9]|[3-6]|7[01]|720))', length: 16, cvv: 3 },
  { type: 'american-express', pattern: '^3[47]', length: 15, cvv: 4 },
] as const;

/** The provider's answer for a card number: a test card's outcome, any other number declined. */
export function cardOutcome(number: string): 'approve' | 'decline' {
  return TEST_CARDS.find((card) => card.number === number)?.outcome ?? 'decline';
}
