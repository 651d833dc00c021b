import { BusinessCalendar } from '../../../src/application/business-calendar';

const HOUR = 3_600_000;
const caracas = new BusinessCalendar('America/Caracas');
const newYork = new BusinessCalendar('America/New_York');
const utc = new BusinessCalendar('UTC');

describe('a business day in Caracas (UTC-4, no daylight saving)', () => {
  it('starts at 04:00 UTC and ends 24 hours later', () => {
    expect(caracas.startOf('2026-11-21').toISOString()).toBe('2026-11-21T04:00:00.000Z');
    expect(caracas.startOfNext('2026-11-21').toISOString()).toBe('2026-11-22T04:00:00.000Z');
  });

  it('a request created at 2026-11-22T03:30Z was created on 2026-11-21 in Caracas', () => {
    expect(caracas.dayOf(new Date('2026-11-22T03:30:00Z'))).toBe('2026-11-21');
    expect(utc.dayOf(new Date('2026-11-22T03:30:00Z'))).toBe('2026-11-22');
  });

  it('the first instant of a day belongs to it and the last millisecond before belongs to the day before', () => {
    const start = caracas.startOf('2026-11-22');
    expect(caracas.dayOf(start)).toBe('2026-11-22');
    expect(caracas.dayOf(new Date(start.getTime() - 1))).toBe('2026-11-21');
  });

  it('the next day after the last of a month is the first of the next month', () => {
    expect(caracas.startOfNext('2026-01-31').toISOString()).toBe('2026-02-01T04:00:00.000Z');
    expect(caracas.startOfNext('2026-02-28').toISOString()).toBe('2026-03-01T04:00:00.000Z');
    expect(caracas.startOfNext('2028-02-28').toISOString()).toBe('2028-02-29T04:00:00.000Z');
  });

  it('the next day after new year\'s eve is in the next year', () => {
    expect(caracas.startOfNext('2026-12-31').toISOString()).toBe('2027-01-01T04:00:00.000Z');
  });
});

describe('a business day in a zone with daylight saving (America/New_York)', () => {
  it('2026-03-08, when clocks spring forward, is 23 hours long', () => {
    const start = newYork.startOf('2026-03-08');
    const end = newYork.startOfNext('2026-03-08');
    expect(start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(23 * HOUR);
  });

  it('2026-11-01, when clocks fall back, is 25 hours long', () => {
    const start = newYork.startOf('2026-11-01');
    const end = newYork.startOfNext('2026-11-01');
    expect(start.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(25 * HOUR);
  });

  it('an ordinary day is 24 hours long on either side of the change', () => {
    for (const day of ['2026-03-07', '2026-03-09', '2026-10-31', '2026-11-02']) {
      expect(newYork.startOfNext(day).getTime() - newYork.startOf(day).getTime()).toBe(24 * HOUR);
    }
  });

  it('shows the offset in force at the instant', () => {
    expect(newYork.toIsoString(new Date('2026-07-01T16:00:00Z'))).toBe('2026-07-01T12:00:00-04:00');
    expect(newYork.toIsoString(new Date('2026-12-01T17:00:00Z'))).toBe('2026-12-01T12:00:00-05:00');
  });
});

describe('a day whose midnight is skipped by daylight saving (clocks jump from 23:59:59 to 01:00)', () => {
  it.each([
    ['America/Santiago', '2026-09-06', '2026-09-06T04:00:00.000Z', '2026-09-06T01:00:00-03:00'],
    ['America/Havana', '2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-08T01:00:00-04:00'],
  ])('in %s, %s starts at 01:00 local, not at 23:00 the evening before', (zone, day, startUtc, startLocal) => {
    const calendar = new BusinessCalendar(zone);
    const start = calendar.startOf(day);
    expect(start.toISOString()).toBe(startUtc);
    expect(calendar.toIsoString(start)).toBe(startLocal);
    expect(calendar.dayOf(new Date(start.getTime() - 1))).not.toBe(day);
    expect(calendar.startOfNext(day).getTime() - start.getTime()).toBe(23 * HOUR);
  });

  it('the day before it ends where it starts', () => {
    const santiago = new BusinessCalendar('America/Santiago');
    expect(santiago.startOfNext('2026-09-05').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('ISO 8601 timestamps in the business zone', () => {
  it('Caracas shows -04:00, to the second', () => {
    expect(caracas.toIsoString(new Date('2026-11-22T13:30:00.999Z'))).toBe('2026-11-22T09:30:00-04:00');
  });

  it('the local date can differ from the UTC date', () => {
    expect(caracas.toIsoString(new Date('2026-11-22T03:30:00Z'))).toBe('2026-11-21T23:30:00-04:00');
  });

  it('UTC shows +00:00', () => {
    expect(utc.toIsoString(new Date('2026-11-22T13:30:00Z'))).toBe('2026-11-22T13:30:00+00:00');
  });

  it('midnight shows as 00, never 24', () => {
    expect(utc.toIsoString(new Date('2026-11-22T00:00:00Z'))).toBe('2026-11-22T00:00:00+00:00');
  });

  it('offsets with half hours keep their minutes, on both sides of UTC', () => {
    expect(new BusinessCalendar('Asia/Kolkata').toIsoString(new Date('2026-11-22T00:00:00Z'))).toBe(
      '2026-11-22T05:30:00+05:30',
    );
    expect(new BusinessCalendar('America/St_Johns').toIsoString(new Date('2026-11-22T12:00:00Z'))).toBe(
      '2026-11-22T08:30:00-03:30',
    );
  });
});

describe('which strings are calendar days', () => {
  it.each(['2026-11-21', '2026-12-31', '2028-02-29', '2026-01-01'])('%s is a day', (day) => {
    expect(BusinessCalendar.isValidDate(day)).toBe(true);
  });

  it.each([
    ['2026-02-29', 'no 29th of February in 2026'],
    ['2026-13-01', 'no 13th month'],
    ['2026-00-10', 'no month 0'],
    ['2026-04-31', 'April has 30 days'],
    ['2026-1-1', 'month and day need two digits'],
    ['2026-11-21T00:00', 'a timestamp is not a day'],
    ['21-11-2026', 'day first is not the format'],
    ['', 'empty'],
  ])('%s is not (%s)', (day) => {
    expect(BusinessCalendar.isValidDate(day)).toBe(false);
  });
});

describe('which time zones are known', () => {
  it('knows IANA zones and refuses made-up ones', () => {
    expect(BusinessCalendar.isValidTimeZone('America/Caracas')).toBe(true);
    expect(BusinessCalendar.isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
