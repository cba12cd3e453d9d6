/**
 * The contact form's pure rules (spec §4 Contact form status, §5 Contact form): the character
 * counter, the acceptance boxes, the inert-on-<status> marks. The statuses are
 * src/contact/status.ts, the flow src/contact/machine.ts, the field rules
 * src/contact/validation.ts (the demo shop runs them too).
 */

import type { FormStatus } from '../../src/contact/status';

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
