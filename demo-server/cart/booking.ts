/**
 * The booking product's day (WooCommerce Bookings' date field, `wc_bookings_field_start_date`):
 * which days can be booked, as a pure rule of the posted value and today's date in Berlin.
 */
import { quoted } from '../shared/html.ts';

export const BOOKING_DATE_FIELD = 'wc_bookings_field_start_date';
/** How far ahead the workshop takes appointments. */
export const BOOKING_DAYS_AHEAD = 180;

const DAY_MS = 24 * 3600 * 1000;

/** Today in Berlin as YYYY-MM-DD (the shop's day, whatever the server's zone). */
export function berlinToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const utcDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
export const addDays = (iso: string, days: number) => new Date(utcDay(iso) + days * DAY_MS).toISOString().slice(0, 10);

/** A bookable day (from tomorrow, up to 180 days ahead, no Sunday) or the German reason it is not. */
export function checkBookingDate(value: unknown, productName: string, today: string): { ok: true; date: string } | { ok: false; message: string } {
  if (value === undefined || value === null || value === '') return { ok: false, message: `Bitte wähle einen Termin für ${quoted(productName)}.` };
  const date = typeof value === 'string' ? value.trim() : '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? utcDay(date) : Number.NaN;
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== date) return { ok: false, message: 'Bitte gib den Termin als Datum an, z. B. 03.12.2026.' };
  if (date <= today) return { ok: false, message: 'Termine sind ab morgen buchbar. Bitte wähle einen späteren Tag.' };
  if (date > addDays(today, BOOKING_DAYS_AHEAD)) return { ok: false, message: `Termine sind höchstens ${BOOKING_DAYS_AHEAD} Tage im Voraus buchbar. Bitte wähle einen früheren Tag.` };
  if (new Date(day).getUTCDay() === 0) return { ok: false, message: 'Sonntags ist die Werkstatt geschlossen. Bitte wähle einen anderen Tag.' };
  return { ok: true, date };
}

/** '2026-12-03' → 'Donnerstag, 3. Dezember 2026'. */
export function bookingDateLabel(iso: string): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(utcDay(iso)));
}
