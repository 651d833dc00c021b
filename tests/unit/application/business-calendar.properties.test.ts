import fc from 'fast-check';
import { BusinessCalendar } from '../../../src/application/business-calendar';

const ZONES = [
  'America/Caracas',
  'UTC',
  'America/New_York',
  'America/Santiago',
  'America/Havana',
  'America/Asuncion',
  'America/St_Johns',
  'Europe/London',
  'Asia/Beirut',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];
const calendars = ZONES.map((zone) => new BusinessCalendar(zone));

/** Days on which one of the zones above changes its clocks, so that random runs surely meet them. */
const CLOCK_CHANGES = [
  '2026-03-08', '2026-11-01', // New York, Havana (at midnight), St John's
  '2026-04-05', '2026-09-06', // Santiago (at midnight), Lord Howe
  '2026-03-29', '2026-10-25', // London, Beirut (at midnight)
  '2026-09-27', '2026-10-04', // Chatham, Lord Howe
  '2024-10-06', '2024-03-24', // Asuncion, before Paraguay kept summer time for good
];

/** Any day from 2020-01-01 to 2035-12-31, as YYYY-MM-DD, with clock-change days often. */
const aDay = fc.oneof(
  fc
    .integer({ min: Date.UTC(2020, 0, 1) / 86_400_000, max: Date.UTC(2035, 11, 31) / 86_400_000 })
    .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10)),
  fc.constantFrom(...CLOCK_CHANGES),
);

describe('properties of business days, in zones with and without daylight saving', () => {
  it('startOf gives the first instant of the day: it is on the day, the millisecond before is not', () => {
    fc.assert(
      fc.property(fc.constantFrom(...calendars), aDay, (calendar, day) => {
        const start = calendar.startOf(day);
        expect(calendar.dayOf(start)).toBe(day);
        expect(calendar.dayOf(new Date(start.getTime() - 1))).not.toBe(day);
      }),
      { numRuns: 1000 },
    );
  });

  it('days tile time: each day ends where the next begins, and lasts between 22 and 26 hours', () => {
    fc.assert(
      fc.property(fc.constantFrom(...calendars), aDay, (calendar, day) => {
        const start = calendar.startOf(day);
        const end = calendar.startOfNext(day);
        expect(calendar.dayOf(new Date(end.getTime() - 1))).toBe(day);
        expect(calendar.dayOf(end)).not.toBe(day);
        const hours = (end.getTime() - start.getTime()) / 3_600_000;
        expect(hours).toBeGreaterThanOrEqual(22);
        expect(hours).toBeLessThanOrEqual(26);
      }),
      { numRuns: 1000 },
    );
  });

  it('an ISO timestamp names the same instant it was made from, to the second', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...calendars),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) }),
        (calendar, ms) => {
          const shown = calendar.toIsoString(new Date(ms));
          expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
          expect(Date.parse(shown)).toBe(Math.floor(ms / 1000) * 1000);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a second it has shown before reads the same from any of its milliseconds as from a calendar that never saw it, and its neighbours too', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: ZONES.length - 1 }),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: -120_000, max: 120_000 }),
        (zone, ms, millisecond, shift) => {
          const [calendar, fresh] = [calendars[zone], new BusinessCalendar(ZONES[zone])];
          calendar.toIsoString(new Date(ms));
          const again = new Date(Math.floor(ms / 1000) * 1000 + millisecond);
          expect(calendar.toIsoString(again)).toBe(fresh.toIsoString(again));
          expect(calendar.toIsoString(new Date(ms + shift))).toBe(fresh.toIsoString(new Date(ms + shift)));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
