import { InMemoryPublishedRateStore } from '../../../../src/adapters/persistence/in-memory/in-memory-published-rate-store';
import { parseBcvPage } from '../../../../src/adapters/rates/bcv-page-parser';
import { RateRefresher } from '../../../../src/adapters/rates/rate-refresher';
import { StoredExchangeRateProvider } from '../../../../src/adapters/rates/stored-exchange-rate-provider';
import { BusinessCalendar } from '../../../../src/application/business-calendar';
import { ExchangeRate } from '../../../../src/domain/money';
import { FixedClock } from '../../../support/fakes';

const HOURS = 3_600_000;
const MAX_AGE_HOURS = 96;

/** A page as the BCV writes it. */
const bcvPage = (usd: string, valueDate: string) =>
  `<div><div id="dolar"><strong> ${usd} </strong></div><span class="date-display-single" content="${valueDate}T00:00:00-04:00">x</span></div>`;

function setUp(now = '2026-11-23T14:00:00-04:00') {
  const clock = new FixedClock(now);
  const store = new InMemoryPublishedRateStore();
  const source = { page: bcvPage('241,5782', '2026-11-23'), fails: false };
  const fetchPage = async () => {
    if (source.fails) throw new Error('fetch failed', { cause: new Error('unable to get local issuer certificate') });
    return source.page;
  };
  const refusals: string[] = [];
  const calendar = new BusinessCalendar('America/Caracas');
  const checks = { band: { minVesPerUsd: '1', maxVesPerUsd: '100000' }, calendar, onRefused: (reason: string) => refusals.push(reason) };
  const refresher = new RateRefresher('bcv', async () => parseBcvPage(await fetchPage()), store, clock, checks);
  const provider = new StoredExchangeRateProvider('bcv', store, clock, new BusinessCalendar('America/Caracas'), MAX_AGE_HOURS * HOURS);
  const applied = async () => {
    const rate = await provider.usdToVes();
    return rate instanceof ExchangeRate ? rate.toDecimalString() : rate.kind;
  };
  return { clock, store, source, refresher, provider, applied, refusals };
}

describe('The BCV rate, stored and applied', () => {
  it('has no rate before the page was ever read: rate_unavailable, never a made-up one', async () => {
    const { applied, provider } = setUp();
    expect(await applied()).toBe('rate_unavailable');
    expect(await provider.state()).toEqual({ rate: null, ageSeconds: null, stale: true });
  });

  it('applies the rate read from the page', async () => {
    const { refresher, applied } = setUp();
    expect(await refresher.refresh()).toMatchObject({ kind: 'stored' });
    expect(await applied()).toBe('241.5782');
  });

  it('keeps applying today\'s rate after the next business day\'s rate is published in the afternoon, and switches at midnight in Caracas', async () => {
    const { clock, source, refresher, applied } = setUp('2026-11-23T10:00:00-04:00');
    await refresher.refresh();
    clock.set('2026-11-23T17:00:00-04:00');
    source.page = bcvPage('250,1234', '2026-11-24');
    await refresher.refresh();
    expect(await applied()).toBe('241.5782');
    clock.set('2026-11-23T23:59:59-04:00');
    expect(await applied()).toBe('241.5782');
    clock.set('2026-11-24T00:00:00-04:00');
    expect(await applied()).toBe('250.1234');
  });

  it('applies a rate published on Friday for Monday from Monday on, and Friday\'s own rate through the weekend', async () => {
    const { clock, source, refresher, applied } = setUp('2026-11-20T09:00:00-04:00');
    source.page = bcvPage('240', '2026-11-20');
    await refresher.refresh();
    clock.set('2026-11-20T16:00:00-04:00');
    source.page = bcvPage('241,5782', '2026-11-23');
    await refresher.refresh();
    clock.set('2026-11-22T12:00:00-04:00');
    expect(await applied()).toBe('240');
    clock.set('2026-11-23T08:00:00-04:00');
    expect(await applied()).toBe('241.5782');
  });

  it('applies the newest published rate when none has come yet (a first start in the evening)', async () => {
    const { source, refresher, applied } = setUp('2026-11-23T19:00:00-04:00');
    source.page = bcvPage('241,5782', '2026-11-24');
    await refresher.refresh();
    expect(await applied()).toBe('241.5782');
  });

  it('keeps serving the stored rate while the page fails, up to RATE_MAX_AGE_HOURS after the last good read; then rate_unavailable', async () => {
    const { clock, source, refresher, applied, provider } = setUp();
    await refresher.refresh();
    source.fails = true;
    clock.advance(MAX_AGE_HOURS * HOURS);
    expect(await refresher.refresh()).toEqual({ kind: 'failed', reason: 'fetch failed: unable to get local issuer certificate' });
    expect(await applied()).toBe('241.5782');
    expect(await provider.state()).toMatchObject({ ageSeconds: MAX_AGE_HOURS * 3600, stale: false });
    clock.advance(1000);
    expect(await applied()).toBe('rate_unavailable');
    expect(await provider.state()).toMatchObject({ stale: true });

    source.fails = false;
    await refresher.refresh();
    expect(await applied()).toBe('241.5782');
    expect(await provider.state()).toMatchObject({ ageSeconds: 0, stale: false });
  });

  it('counts the age from the last good read, even when the page still shows the same rate', async () => {
    const { clock, refresher, provider } = setUp();
    await refresher.refresh();
    clock.advance(50 * HOURS);
    await refresher.refresh();
    clock.advance(50 * HOURS);
    expect(await provider.state()).toMatchObject({ ageSeconds: 50 * 3600, stale: false });
  });

  it('treats a page it cannot read as a failed read, and keeps the stored rate', async () => {
    const { source, refresher, applied } = setUp();
    await refresher.refresh();
    source.page = '<html><body>Sitio en mantenimiento</body></html>';
    expect(await refresher.refresh()).toMatchObject({ kind: 'failed', reason: expect.stringContaining('dolar') });
    expect(await applied()).toBe('241.5782');
  });

  it.each([
    ['more than 25 % up', '301,9728', 'refused'],
    ['more than 25 % down', '181,1836', 'refused'],
    ['exactly 25 % up', '301,97275', 'stored'],
    ['exactly 25 % down', '181,18365', 'stored'],
  ])('a new rate %s from the last one is %s', async (_case, next, expected) => {
    const { clock, source, refresher, applied } = setUp('2026-11-23T17:00:00-04:00');
    await refresher.refresh();
    source.page = bcvPage(next, '2026-11-24');
    const result = await refresher.refresh();
    expect(result.kind).toBe(expected);
    clock.set('2026-11-24T09:00:00-04:00');
    expect(await applied()).toBe(expected === 'refused' ? '241.5782' : next.replace(',', '.'));
  });

  it('says what it refused and what it compared with', async () => {
    const { source, refresher } = setUp();
    await refresher.refresh();
    source.page = bcvPage('2415,782', '2026-11-24');
    expect(await refresher.refresh()).toEqual({
      kind: 'refused',
      reason: 'jump',
      rate: { vesPerUsd: '2415.782', valueDate: '2026-11-24' },
      previous: { vesPerUsd: '241.5782', valueDate: '2026-11-23' },
    });
  });

  it.each([
    ['below RATE_MIN_VES_PER_USD', '0,00000001'],
    ['above RATE_MAX_VES_PER_USD', '100000,01'],
  ])('refuses a first reading %s: nothing is stored, so no rate applies', async (_case, usd) => {
    const { source, refresher, applied, refusals } = setUp();
    source.page = bcvPage(usd, '2026-11-23');
    expect(await refresher.refresh()).toMatchObject({ kind: 'refused', reason: 'out_of_range' });
    expect(await applied()).toBe('rate_unavailable');
    expect(refusals).toEqual(['out_of_range']);
  });

  it('refuses an implausible reading after a good one and keeps the good one in force', async () => {
    const { source, refresher, applied } = setUp();
    await refresher.refresh();
    source.page = bcvPage('0,00000001', '2026-11-24');
    expect(await refresher.refresh()).toMatchObject({ kind: 'refused', reason: 'out_of_range' });
    expect(await applied()).toBe('241.5782');
  });

  it('refuses a value date beyond the next three business days, which would otherwise block every real reading', async () => {
    const { source, refresher, applied, refusals } = setUp('2026-11-20T17:00:00-04:00');
    source.page = bcvPage('241,5782', '2099-01-01');
    expect(await refresher.refresh()).toMatchObject({ kind: 'refused', reason: 'value_date_ahead' });
    expect(await applied()).toBe('rate_unavailable');
    source.page = bcvPage('240', '2026-11-20');
    expect(await refresher.refresh()).toMatchObject({ kind: 'stored' });
    expect(await applied()).toBe('240');
    expect(refusals).toEqual(['value_date_ahead']);
  });

  it('accepts a value date up to three business days ahead (a Friday publishing past a long weekend)', async () => {
    const { source, refresher } = setUp('2026-11-20T17:00:00-04:00');
    source.page = bcvPage('241,5782', '2026-11-25');
    expect(await refresher.refresh()).toMatchObject({ kind: 'stored' });
    source.page = bcvPage('241,5782', '2026-11-26');
    expect(await refresher.refresh()).toMatchObject({ kind: 'refused', reason: 'value_date_ahead' });
  });
});
