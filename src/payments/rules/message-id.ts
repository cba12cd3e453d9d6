/**
 * Pay-later message element ids (spec: 'ppcp-message-' + 9 base-36 characters), one per
 * rendered message so the provider's message script can address each element.
 */
export const MESSAGE_ID_PREFIX = 'ppcp-message-';
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** random: a source of numbers in [0, 1); Math.random unless a test injects one. */
export function messageId(random: () => number = Math.random): string {
  let suffix = '';
  for (let i = 0; i < 9; i++) {
    const r = random();
    // A broken source (NaN, 1, negative) still yields a valid character.
    const index = Number.isFinite(r) ? Math.min(35, Math.max(0, Math.floor(r * 36))) : 0;
    suffix += ALPHABET[index];
  }
  return MESSAGE_ID_PREFIX + suffix;
}
