/**
 * The password strength meter's rules (spec §5 Password strength, §9), as WooCommerce's
 * password-strength-meter.js and WordPress's password-strength-meter.js apply them. Pure.
 */

/** Spec §9 'Password minimum strength'; WooCommerce's `min_password_strength`. */
export const MIN_PASSWORD_STRENGTH = 3;

/** zxcvbn's 0–4; 5 = the passwords do not match (spec §5). */
export type Strength = 0 | 1 | 2 | 3 | 4 | 5;
export const MISMATCH: Strength = 5;

/** WordPress's `pwsL10n` keys, with the English source texts. */
export type StrengthLabel = 'unknown' | 'short' | 'bad' | 'good' | 'strong' | 'mismatch';

export interface MeterState {
  /** Nothing shows while the field is empty. */
  shown: boolean;
  /** WooCommerce's class on `.woocommerce-password-strength`; none while the score is unknown. */
  className: 'short' | 'bad' | 'good' | 'strong' | '';
  label: StrengthLabel;
  /** ' - Please enter a stronger password.' follows the label. */
  tooWeak: boolean;
  /** The hint `.woocommerce-password-hint` (twelve characters, mixed characters) shows. */
  hint: boolean;
}

const CLASSES: Record<Strength, MeterState['className']> = { 0: 'short', 1: 'bad', 2: 'bad', 3: 'good', 4: 'strong', 5: 'short' };
const LABELS: Record<Strength, StrengthLabel> = { 0: 'short', 1: 'bad', 2: 'bad', 3: 'good', 4: 'strong', 5: 'mismatch' };

/**
 * What the meter shows for a password and its score (null: not known yet, the scorer is
 * loading or could not be loaded).
 */
export function meterState(password: string, score: Strength | null, minimum = MIN_PASSWORD_STRENGTH): MeterState {
  if (password === '') return { shown: false, className: '', label: 'unknown', tooWeak: false, hint: false };
  if (score === null) return { shown: true, className: '', label: 'unknown', tooWeak: false, hint: false };
  const weak = score !== MISMATCH && score < minimum;
  return { shown: true, className: CLASSES[score], label: LABELS[score], tooWeak: weak, hint: score <= 2 };
}

/**
 * Whether the form's submit is blocked (spec §5): the password is not empty and its strength
 * is below the minimum; never at the checkout unless the shop asks (`stop_checkout`). The
 * strength, not the shown score: a weak password stays blocked while the confirmation differs.
 * An unknown strength blocks nothing here: the submit waits for it instead (use-password-strength.ts).
 */
export function blocksSubmit(password: string, strength: Strength | null, options: { checkout: boolean; stopCheckout?: boolean; minimum?: number }): boolean {
  if (password === '' || strength === null) return false;
  if (options.checkout && !options.stopCheckout) return false;
  return strength < (options.minimum ?? MIN_PASSWORD_STRENGTH);
}

/** The score to show: mismatch when a confirmation was typed and differs (WordPress's meter with password2). */
export function shownScore(password: string, confirmation: string | null, strength: Strength | null): Strength | null {
  if (confirmation && password !== confirmation) return MISMATCH;
  return strength;
}

/**
 * The fields whose values zxcvbn penalises (spec §5: user_login, first_name, last_name,
 * nickname, display_name, email, url, description, weblog_title, admin_email), found by id or
 * name, with the names WooCommerce's own forms give them.
 */
export const PENALISED_FIELDS: readonly string[] = [
  'user_login',
  'username',
  'reg_username',
  'reset_login',
  'first_name',
  'account_first_name',
  'billing_first_name',
  'last_name',
  'account_last_name',
  'billing_last_name',
  'nickname',
  'display_name',
  'account_display_name',
  'email',
  'reg_email',
  'account_email',
  'billing_email',
  'url',
  'description',
  'weblog_title',
  'admin_email',
];

/**
 * WordPress's userInputDisallowedList: the words of the page title, the address and the
 * penalised fields, each 4 characters or longer (shorter ones give false positives), once.
 * Unlike WordPress's `\W` split, letters beyond ASCII stay in their word ('Müller', not 'ller').
 */
export function penalisedWords(values: readonly string[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    for (const word of value.split(/[^\p{L}\p{N}_]+/u)) if (word.length >= 4) words.add(word);
  }
  return [...words];
}
