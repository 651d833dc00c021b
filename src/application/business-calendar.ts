/** A calendar day, `YYYY-MM-DD`. */
export type LocalDate = string;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** How many seconds toIsoString remembers: the views of a busy minute name the same few. */
const REMEMBERED_SECONDS = 4_096;

/** Days and local timestamps in the business's IANA time zone (BUSINESS_TIME_ZONE). */
export class BusinessCalendar {
  private readonly parts: Intl.DateTimeFormat;
  private readonly isoBySecond = new Map<number, string>();

  constructor(readonly timeZone: string) {
    this.parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  }

  static isValidTimeZone(timeZone: string): boolean {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      return true;
    } catch {
      return false;
    }
  }

  /** True for a real calendar day: `2024-02-30` is not one. */
  static isValidDate(day: string): day is LocalDate {
    const match = LOCAL_DATE.exec(day);
    if (!match) return false;
    const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const probe = new Date(Date.UTC(year, month - 1, date));
    return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === date;
  }

  /** The first instant of `day` in this zone. */
  startOf(day: LocalDate): Date {
    const [year, month, date] = day.split('-').map(Number);
    const wallClock = Date.UTC(year, month - 1, date);
    // Read midnight at the offsets in force a day before and a day after: across a DST change they differ.
    // The day starts at the earlier reading that falls on it; where midnight is skipped (America/Santiago,
    // America/Havana) only the offset from before the change gives an instant of `day`.
    const onDay = [wallClock - DAY_MS, wallClock + DAY_MS]
      .map((probe) => wallClock - this.offsetMs(new Date(probe)))
      .filter((instant) => this.dayOf(new Date(instant)) === day)
      .sort((a, b) => a - b);
    return new Date(onDay[0] ?? wallClock - this.offsetMs(new Date(wallClock)));
  }

  /** The first instant of the day after `day`. */
  startOfNext(day: LocalDate): Date {
    const [year, month, date] = day.split('-').map(Number);
    const next = new Date(Date.UTC(year, month - 1, date + 1));
    return this.startOf(next.toISOString().slice(0, 10));
  }

  /** The `count`-th weekday (Monday to Friday) after `day`; public holidays are not known here. */
  static businessDaysAfter(day: LocalDate, count: number): LocalDate {
    const [year, month, date] = day.split('-').map(Number);
    const cursor = new Date(Date.UTC(year, month - 1, date));
    for (let left = count; left > 0; ) {
      cursor.setUTCDate(cursor.getUTCDate() + 1);
      const weekday = cursor.getUTCDay();
      if (weekday !== 0 && weekday !== 6) left--;
    }
    return cursor.toISOString().slice(0, 10);
  }

  /** The day `instant` falls on in this zone. */
  dayOf(instant: Date): LocalDate {
    const p = this.wallClock(instant);
    return `${p.year}-${p.month}-${p.day}`;
  }

  /** ISO 8601 with this zone's offset, to the second: `2026-11-22T09:30:00-04:00`. */
  toIsoString(instant: Date): string {
    const second = Math.floor(instant.getTime() / 1000);
    let iso = this.isoBySecond.get(second);
    if (iso === undefined) {
      if (this.isoBySecond.size >= REMEMBERED_SECONDS) this.isoBySecond.clear();
      iso = this.formatIso(instant);
      this.isoBySecond.set(second, iso);
    }
    return iso;
  }

  /** toIsoString, from the zone's wall clock: the text depends only on the instant's second. */
  private formatIso(instant: Date): string {
    const p = this.wallClock(instant);
    const offsetMinutes = Math.round(offsetMsOf(p, instant) / 60_000);
    const sign = offsetMinutes < 0 ? '-' : '+';
    const abs = Math.abs(offsetMinutes);
    const offset = `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
    return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
  }

  private offsetMs(instant: Date): number {
    return offsetMsOf(this.wallClock(instant), instant);
  }

  private wallClock(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
    const out: Record<string, string> = {};
    for (const part of this.parts.formatToParts(instant)) out[part.type] = part.value;
    return out as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
  }
}

/** The zone's offset at `instant`, from its wall clock then (read once: formatToParts is the costly part). */
function offsetMsOf(p: Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>, instant: Date): number {
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
