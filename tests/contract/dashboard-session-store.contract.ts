import { DashboardSession, DashboardSessionStore } from '../../src/application/ports/dashboard-session-store';

const at = (iso: string) => new Date(iso);
const session = (idHash: string, overrides: Partial<DashboardSession> = {}): DashboardSession => ({
  idHash, merchantId: 'mer_1', keyId: 'key_1', mode: 'test', csrfSecret: `csrf-${idHash}`,
  createdAt: at('2026-11-25T08:00:00Z'), expiresAt: at('2026-11-25T20:00:00Z'), endedAt: null, ...overrides,
});

/** What every store of dashboard sessions does, in memory or in dashboard_sessions. */
export function dashboardSessionStoreContract(name: string, open: () => Promise<DashboardSessionStore>): void {
  describe(`${name} (dashboard session store contract)`, () => {
    let store: DashboardSessionStore;
    beforeEach(async () => {
      store = await open();
    });

    it('finds a stored session by its digest until it expires', async () => {
      await store.add(session('a', { mode: 'live' }));
      expect(await store.findActive('a', at('2026-11-25T19:59:59Z'))).toEqual(session('a', { mode: 'live' }));
      expect(await store.findActive('a', at('2026-11-25T20:00:00Z'))).toBeNull();
      expect(await store.findActive('b', at('2026-11-25T09:00:00Z'))).toBeNull();
    });

    it('ends a session for good, and only that one', async () => {
      await store.add(session('a'));
      await store.add(session('b'));
      await store.end('a', at('2026-11-25T09:00:00Z'));
      await store.end('a', at('2026-11-25T10:00:00Z'));
      expect(await store.findActive('a', at('2026-11-25T09:30:00Z'))).toBeNull();
      expect(await store.findActive('b', at('2026-11-25T09:30:00Z'))).toEqual(session('b'));
    });

    it('refuses a second session with the same digest', async () => {
      await store.add(session('a'));
      await expect(store.add(session('a'))).rejects.toThrow();
    });
  });
}
