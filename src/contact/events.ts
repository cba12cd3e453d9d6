/**
 * The contact form plugin's own DOM events (wpcf7beforesubmit, wpcf7submit, wpcf7invalid,
 * wpcf7unaccepted, wpcf7spam, wpcf7aborted, wpcf7mailsent, wpcf7mailfailed, wpcf7reset,
 * wpcf7statuschanged), dispatched on the form's `.wpcf7` wrapper and bubbling, with the
 * plugin's detail: shop scripts (analytics, conversion tags) listen for these names, so they
 * keep them rather than `sf:` names.
 */
import type { FeedbackBody } from './contracts';

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

/** The plugin's event for each server status (§4), sent after wpcf7submit. */
export const EVENT_OF_SERVER_STATUS: Record<string, string> = {
  validation_failed: 'wpcf7invalid',
  acceptance_missing: 'wpcf7unaccepted',
  spam: 'wpcf7spam',
  aborted: 'wpcf7aborted',
  mail_sent: 'wpcf7mailsent',
  mail_failed: 'wpcf7mailfailed',
};

export function dispatchContactEvent(target: HTMLElement, name: string, detail: ContactFormDetail): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
}
