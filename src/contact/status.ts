/**
 * The contact form's statuses (spec §4 Contact form status): each is the form's class and
 * `data-status`; the server's statuses map onto them, any other becomes 'custom-<slug>'.
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
  const slug = serverStatus
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `custom-${slug || 'unknown'}`;
}

/** Whether a form class is one of the status classes (known or custom), to be swapped on a change. */
export const isStatusClass = (name: string) => (STATUSES as readonly string[]).includes(name) || name.startsWith('custom-');
