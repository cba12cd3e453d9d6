import { describe, expect, it } from 'vitest';
import { addDays, berlinToday, bookingDateLabel, checkBookingDate } from './booking.ts';

// A Wednesday; 2026-11-29 is a Sunday.
const TODAY = '2026-11-25';
const NAME = 'Scheinwerfer-Einstellung (Termin)';

describe('checkBookingDate', () => {
  it.each<[string, unknown, { ok: true; date: string } | { ok: false; message: RegExp }]>([
    ['missing', undefined, { ok: false, message: /^Bitte wähle einen Termin für „Scheinwerfer-Einstellung \(Termin\)“\.$/ }],
    ['empty', '', { ok: false, message: /Bitte wähle einen Termin/ }],
    ['not a date', 'morgen', { ok: false, message: /als Datum an/ }],
    ['a number', 20261126, { ok: false, message: /als Datum an/ }],
    ['an impossible day', '2026-02-30', { ok: false, message: /als Datum an/ }],
    ['today', TODAY, { ok: false, message: /ab morgen/ }],
    ['yesterday', '2026-11-24', { ok: false, message: /ab morgen/ }],
    ['tomorrow', '2026-11-26', { ok: true, date: '2026-11-26' }],
    ['a Sunday', '2026-11-29', { ok: false, message: /^Sonntags ist die Werkstatt geschlossen/ }],
    ['180 days ahead', addDays(TODAY, 180), { ok: true, date: addDays(TODAY, 180) }],
    ['181 days ahead', addDays(TODAY, 181), { ok: false, message: /höchstens 180 Tage/ }],
    ['spaces around', ' 2026-11-27 ', { ok: true, date: '2026-11-27' }],
  ])('%s', (_name, value, expected) => {
    const result = checkBookingDate(value, NAME, TODAY);
    if (expected.ok) expect(result).toEqual(expected);
    else expect(result.ok ? '' : result.message).toMatch(expected.message);
  });

  it('days in Berlin, labels in German', () => {
    expect(berlinToday(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(bookingDateLabel('2026-12-03')).toBe('Donnerstag, 3. Dezember 2026');
  });
});
