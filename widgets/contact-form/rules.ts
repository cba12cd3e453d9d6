/**
 * The contact form's pure rules (spec §4 Contact form status, §5 Contact form): statuses and
 * their names, the character counter, the acceptance boxes, the inert-on-<status> marks. The
 * field rules themselves are src/contact/validation.ts (the demo shop runs them too).
 */

/** Every status the form shows as a class and `data-status` (§4); 'custom-<slug>' for any other server status. */
export const STATUSES = ['init', 'validating', 'submitting', 'resetting', 'invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed', 'payment-required'] as const;
export type KnownStatus = (typeof STATUSES)[number];
export type FormStatus = KnownStatus | `custom-${string}`;

const FROM_SERVER: Record<string, KnownStatus> = {
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  payment_required: 'payment-required',
};

/** The form status for a server status: the table above, else 'custom-' and the status as a slug. */
export function statusFromServer(serverStatus: string): FormStatus {
  const known = FROM_SERVER[serverStatus];
  if (known) return known;
  const slug = serverStatus.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `custom-${slug || 'unknown'}`;
}

/** Whether a form class is one of the status classes (known or custom), to be swapped on a change. */
export const isStatusClass = (name: string) => (STATUSES as readonly string[]).includes(name) || name.startsWith('custom-');

/** The statuses after which a response message stays visible: not the passing ones. */
export const showsResponse = (status: FormStatus) => !['init', 'validating', 'submitting', 'resetting'].includes(status);

/** Whether an element with these classes is inert in `status` (class `inert-on-<status>`). */
export const inertIn = (classes: readonly string[], status: FormStatus) => classes.includes(`inert-on-${status}`);

export interface CounterSettings {
  /** data-starting-value: where a counting-down counter starts (the maximum, usually). */
  starting: number;
  maximum?: number;
  minimum?: number;
  /** Class 'down': counts from the start value down; else up from 0. */
  down: boolean;
}

/** §5 character counter: the number shown and whether the text is too long (above maximum) or too short (below minimum). */
export function characterCount(length: number, settings: CounterSettings) {
  const value = settings.down ? settings.starting - length : length;
  return {
    value,
    tooLong: !!settings.maximum && length > settings.maximum,
    tooShort: !!settings.minimum && length < settings.minimum,
  };
}

/** A number from a data attribute, or undefined. */
export function counterNumber(text: string | undefined): number | undefined {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isFinite(value) ? value : undefined;
}

export interface AcceptanceBox {
  checked: boolean;
  optional: boolean;
  /** Class 'invert': the box must be left unchecked. */
  invert: boolean;
}

/** §5: the form may be sent once every non-optional box is checked (an inverted box unchecked). */
export const acceptancesMet = (boxes: readonly AcceptanceBox[]) => boxes.every((box) => box.optional || box.checked !== box.invert);
