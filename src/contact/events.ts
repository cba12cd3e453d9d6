/**
 * The contact form plugin's own DOM events (wpcf7beforesubmit, wpcf7submit, wpcf7invalid,
 * wpcf7unaccepted, wpcf7spam, wpcf7aborted, wpcf7mailsent, wpcf7mailfailed, wpcf7reset,
 * wpcf7statuschanged), dispatched on the form's `.wpcf7` wrapper and bubbling, with the
 * plugin's detail: shop scripts (analytics, conversion tags) listen for these names, so they
 * keep them rather than `sf:` names.
 */
import type { FeedbackBody } from './contracts';

/** What each of the plugin's events carries, as its own script sends it. */
export interface ContactFormDetail {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
  status: string;
  /** The fields posted, without the hidden `_…` ones (spec §3 Instance: inputs). */
  inputs: Array<{ name: string; value: string }>;
  apiResponse?: FeedbackBody;
  prevStatus?: string;
}

/** The plugin's events, by name, each with the form's detail. */
export interface ContactFormEventMap {
  /** A send starts: the browser's checks passed, the form is `submitting`. */
  wpcf7beforesubmit: ContactFormDetail;
  /** The shop answered a send (`apiResponse`, its `status`); the status's own event follows. */
  wpcf7submit: ContactFormDetail;
  /** The shop refused fields (`validation_failed`). */
  wpcf7invalid: ContactFormDetail;
  /** A required acceptance box was not checked (`acceptance_missing`). */
  wpcf7unaccepted: ContactFormDetail;
  /** The shop took the message for spam (`spam`). */
  wpcf7spam: ContactFormDetail;
  /** A plugin of the shop stopped the send (`aborted`). */
  wpcf7aborted: ContactFormDetail;
  /** The mail was sent (`mail_sent`): where conversion tags listen. */
  wpcf7mailsent: ContactFormDetail;
  /** The shop could not send the mail (`mail_failed`). */
  wpcf7mailfailed: ContactFormDetail;
  /** The form is being reset (after a sent mail, or by a reset button). */
  wpcf7reset: ContactFormDetail;
  /** The form's status changed; `prevStatus` is the one before. */
  wpcf7statuschanged: ContactFormDetail;
}
export type ContactFormEventName = keyof ContactFormEventMap;

declare module '../core/events/bus' {
  interface PluginEventMap extends ContactFormEventMap {}
}

/** The plugin's event for each server status (§4), sent after wpcf7submit. */
export const EVENT_OF_SERVER_STATUS: Record<string, ContactFormEventName> = {
  validation_failed: 'wpcf7invalid',
  acceptance_missing: 'wpcf7unaccepted',
  spam: 'wpcf7spam',
  aborted: 'wpcf7aborted',
  mail_sent: 'wpcf7mailsent',
  mail_failed: 'wpcf7mailfailed',
};

export function dispatchContactEvent<N extends ContactFormEventName>(target: HTMLElement, name: N, detail: ContactFormEventMap[N]): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
}
