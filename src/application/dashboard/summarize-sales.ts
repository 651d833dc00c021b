import { BusinessCalendar, LocalDate } from '../business-calendar';
import { Clock } from '../ports/clock';
import { PeriodTotals, SalesSummaryQuery } from '../ports/sales-summary';
import { Owner } from '../../domain/mode';

export interface SummaryPeriod {
  /** The first day of the period, in the business's time zone. */
  firstDay: LocalDate;
  from: Date;
  to: Date;
  totals: PeriodTotals;
}

export interface SalesSummary {
  today: SummaryPeriod;
  /** From Monday of this week to the end of today. */
  week: SummaryPeriod;
}

/** Monday of the week `day` falls in (weeks start on Monday). */
export function mondayOf(day: LocalDate): LocalDate {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** Today's and this week's paid, refunded and pending totals of one owner, days and weeks in BUSINESS_TIME_ZONE. */
export class SummarizeSales {
  constructor(
    private readonly query: SalesSummaryQuery,
    private readonly calendar: BusinessCalendar,
    private readonly clock: Clock,
  ) {}

  async execute(owner: Owner): Promise<SalesSummary> {
    const today = this.calendar.dayOf(this.clock.now());
    const to = this.calendar.startOfNext(today);
    const monday = mondayOf(today);
    const period = async (firstDay: LocalDate): Promise<SummaryPeriod> => {
      const from = this.calendar.startOf(firstDay);
      return { firstDay, from, to, totals: await this.query.totals(owner, from, to) };
    };
    return { today: await period(today), week: await period(monday) };
  }
}
