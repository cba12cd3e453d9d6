/**
 * The edit-account form's post (WooCommerce `WC_Form_Handler::save_account_details`): names,
 * e-mail address and an optional password change, checked in WooCommerce's order with its
 * German messages. Every field is bounded; a field posted twice or as an object counts as empty.
 */
import { MAX_PASSWORD_LENGTH, validEmail } from '../checkout/fields.ts';
import type { RequestFields } from '../http/request.ts';

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 100;

export interface AccountDetails {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
}

export interface AccountDetailsPost extends AccountDetails {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** WordPress's sanitize_text_field in short: no tags, no line breaks, trimmed. */
const plain = (value: unknown): string =>
  text(value)
    .replace(/<[^>]*>/g, '')
    .replace(/[\r\n\t]+/g, ' ')
    .trim();

export function readAccountDetails(fields: RequestFields): AccountDetailsPost {
  return {
    firstName: plain(fields.account_first_name),
    lastName: plain(fields.account_last_name),
    displayName: plain(fields.account_display_name),
    email: plain(fields.account_email),
    currentPassword: text(fields.password_current),
    newPassword: text(fields.password_1),
    confirmPassword: text(fields.password_2),
  };
}

export interface AccountDetailsChecks {
  /** Whether another customer has this address. */
  emailTaken(email: string): boolean;
  /** Whether the current password is the customer's. */
  passwordMatches(password: string): boolean;
}

const REQUIRED: ReadonlyArray<[keyof AccountDetails, string]> = [
  ['firstName', 'Vorname'],
  ['lastName', 'Nachname'],
  ['displayName', 'Anzeigename'],
  ['email', 'E-Mail-Adresse'],
];

/** The error messages WooCommerce would show, in its order; none means the details may be saved. */
export function accountDetailsErrors(post: AccountDetailsPost, checks: AccountDetailsChecks): string[] {
  const errors: string[] = [];
  for (const [key, label] of REQUIRED) {
    if (!post[key]) errors.push(`${label} ist ein Pflichtfeld.`);
    else if (key !== 'email' && post[key].length > MAX_NAME_LENGTH) errors.push(`${label} darf höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.`);
  }
  if (post.displayName.includes('@') && post.displayName !== post.email) {
    errors.push('Der Anzeigename kann aus Datenschutzgründen nicht in eine E-Mail-Adresse geändert werden.');
  }
  if (post.email && (post.email.length > MAX_EMAIL_LENGTH || !validEmail(post.email))) errors.push('Bitte gib eine gültige E-Mail-Adresse an.');
  else if (post.email && checks.emailTaken(post.email)) errors.push('Diese E-Mail-Adresse ist bereits registriert.');

  const { currentPassword: current, newPassword: pass1, confirmPassword: pass2 } = post;
  if ([current, pass1, pass2].some((value) => value.length > MAX_PASSWORD_LENGTH)) {
    errors.push(`Ein Passwort darf höchstens ${MAX_PASSWORD_LENGTH} Zeichen lang sein.`);
  } else if (current && !pass1 && !pass2) errors.push('Bitte fülle alle Passwortfelder aus.');
  else if (pass1 && !current) errors.push('Bitte gib dein aktuelles Passwort ein.');
  else if (pass1 && !pass2) errors.push('Bitte gib dein neues Passwort erneut ein.');
  else if ((pass1 || pass2) && pass1 !== pass2) errors.push('Die neuen Passwörter stimmen nicht überein.');
  else if (pass1 && !checks.passwordMatches(current)) errors.push('Dein aktuelles Passwort ist nicht korrekt.');
  return errors;
}
