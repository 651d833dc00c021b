import { BusinessCalendar } from '../../../src/application/business-calendar';
import { SummarizeSales, mondayOf } from '../../../src/application/dashboard/summarize-sales';
import { NO_TOTALS, PeriodTotals, SalesSummaryQuery } from '../../../src/application/ports/sales-summary';
import { Owner } from '../../../src/domain/mode';
import { FixedClock } from '../../support/fakes';

/** Answers every span with nothing, and remembers the spans asked for. */
class SpansAsked implements SalesSummaryQuery {
  readonly spans: [string, string][] = [];

  async totals(_owner: Owner, from: Date, to: Date): Promise<PeriodTotals> {
    this.spans.push([from.toISOString(), to.toISOString()]);
    return { paid: NO_TOTALS, refunded: NO_TOTALS, pending: NO_TOTALS };
  }
}

const OWNER: Owner = { merchantId: 'mer_1', livemode: false };

describe('the dashboard\'s summary periods', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], ['2026-11-25', '2026-11-23'], ['2026-11-29', '2026-11-23'], ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('starts the week of %s on Monday %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });

  it('sums today and this week up to the end of today, days read in the business time zone, not UTC', async () => {
    const query = new SpansAsked();
    // 02:30 UTC on Thursday is 22:30 on Wednesday the 25th in Caracas (UTC-4).
    const summarize = new SummarizeSales(query, new BusinessCalendar('America/Caracas'), new FixedClock('2026-11-26T02:30:00.000Z'));

    const summary = await summarize.execute(OWNER);

    expect([summary.today.firstDay, summary.week.firstDay]).toEqual(['2026-11-25', '2026-11-23']);
    expect(query.spans).toEqual([
      ['2026-11-25T04:00:00.000Z', '2026-11-26T04:00:00.000Z'],
      ['2026-11-23T04:00:00.000Z', '2026-11-26T04:00:00.000Z'],
    ]);
  });
});
