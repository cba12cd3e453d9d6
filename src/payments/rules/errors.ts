/**
 * Which error text the shopper sees (spec §8 Payment). The widgets render text; the one
 * exception is the server's own notices list on a failed checkout order, which the shop sends
 * as HTML by contract (WooCommerce's wc_print_notices markup) and which replaces the list.
 */

/** Notice texts must be non-empty strings (the plugin's error handler throws otherwise). */
export function assertMessageText(text: unknown): string {
  if (typeof text !== 'string' || text.trim() === '') throw new Error('A new message text must be a non-empty string.');
  return text;
}

/** approve_order failure: code 100 carries a message meant for the shopper; others do not. */
export function approveFailureMessage(data: unknown, generic: string): string {
  const o = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const code = typeof o.code === 'string' ? Number(o.code) : o.code;
  return code === 100 && typeof o.message === 'string' && o.message.trim() !== '' ? o.message : generic;
}

export type CreateOrderFailure =
  /** The server's notices list (HTML), replacing the notice list. */
  | { kind: 'notices-html'; html: string }
  /** Text lines shown as the alert list. */
  | { kind: 'messages'; messages: string[] }
  /** Nothing usable: the generic error. */
  | { kind: 'generic' };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The provider's error details [{issue, description}] (or plain texts) as 'issue description' lines. */
export function detailLines(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((detail) => {
      if (typeof detail === 'string') return detail.trim();
      const d = detail && typeof detail === 'object' ? (detail as Record<string, unknown>) : {};
      return [text(d.issue), text(d.description)].filter(Boolean).join(' ');
    })
    .filter((line) => line !== '');
}

/** Card submit failure (spec §8): first of data.details, details, data.errors, data.message, message. */
export function cardSubmitFailureMessage(body: unknown, generic: string): string {
  const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const data = o.data && typeof o.data === 'object' ? (o.data as Record<string, unknown>) : {};
  const describe = (value: unknown): string | null => text(value) ?? (detailLines(value).join('\n') || null);
  return describe(data.details) ?? describe(o.details) ?? describe(data.errors) ?? describe(data.message) ?? describe(o.message) ?? generic;
}

/**
 * create_order failure at checkout, in the spec's order: the HTML `messages` list, else
 * data.errors, else data.details as 'issue description' lines, else data.message.
 */
export function createOrderFailure(body: unknown): CreateOrderFailure {
  const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const html = text(o.messages);
  if (html) return { kind: 'notices-html', html };
  const data = o.data && typeof o.data === 'object' ? (o.data as Record<string, unknown>) : {};
  const errors = Array.isArray(data.errors) ? data.errors.map((error) => text(error) ?? text((error as Record<string, unknown> | null)?.message)).filter((m): m is string => m !== null) : [];
  if (errors.length) return { kind: 'messages', messages: errors };
  const details = detailLines(data.details);
  if (details.length) return { kind: 'messages', messages: details };
  const message = text(data.message);
  return message ? { kind: 'messages', messages: [message] } : { kind: 'generic' };
}
