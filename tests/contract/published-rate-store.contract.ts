import { PublishedRateStore, StoredRate } from '../../src/application/ports/published-rate-store';

const at = (iso: string) => new Date(iso);
const rate = (valueDate: string, vesPerUsd: string, fetchedAt: string): StoredRate => ({ valueDate, vesPerUsd, fetchedAt: at(fetchedAt) });

/** What every store of published rates does, in memory or in exchange_rates. */
export function publishedRateStoreContract(name: string, open: () => Promise<PublishedRateStore>): void {
  describe(`${name} (published rate store contract)`, () => {
    let store: PublishedRateStore;
    beforeEach(async () => {
      store = await open();
    });

    it('gives nothing before anything was recorded', async () => {
      expect(await store.latest('bcv', 5)).toEqual([]);
    });

    it('gives the rates latest value date first, at most `limit` of them, of the one source asked', async () => {
      await store.record('bcv', rate('2026-11-20', '240', '2026-11-20T13:00:00Z'));
      await store.record('bcv', rate('2026-11-24', '242.1', '2026-11-23T21:00:00Z'));
      await store.record('bcv', rate('2026-11-23', '241.5782', '2026-11-20T21:00:00Z'));
      await store.record('other', rate('2026-11-25', '1', '2026-11-23T21:00:00Z'));
      expect(await store.latest('bcv', 2)).toEqual([rate('2026-11-24', '242.1', '2026-11-23T21:00:00Z'), rate('2026-11-23', '241.5782', '2026-11-20T21:00:00Z')]);
    });

    it('keeps the rate exactly, to 8 decimals and 12 digits, without padding', async () => {
      await store.record('bcv', rate('2026-11-24', '123456789012.12345678', '2026-11-23T21:00:00Z'));
      await store.record('bcv', rate('2026-11-25', '241.5782', '2026-11-24T21:00:00Z'));
      await store.record('bcv', rate('2026-11-26', '2400', '2026-11-25T21:00:00Z'));
      expect((await store.latest('bcv', 5)).map((r) => r.vesPerUsd)).toEqual(['2400', '241.5782', '123456789012.12345678']);
    });

    it('replaces the rate of a value date read again, and never moves its fetched_at back', async () => {
      await store.record('bcv', rate('2026-11-24', '241.5782', '2026-11-23T21:00:00Z'));
      await store.record('bcv', rate('2026-11-24', '241.6', '2026-11-24T01:00:00Z'));
      expect(await store.latest('bcv', 5)).toEqual([rate('2026-11-24', '241.6', '2026-11-24T01:00:00Z')]);
      await store.record('bcv', rate('2026-11-24', '241.6', '2026-11-23T22:00:00Z'));
      expect(await store.latest('bcv', 5)).toEqual([rate('2026-11-24', '241.6', '2026-11-24T01:00:00Z')]);
    });
  });
}
