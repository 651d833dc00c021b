import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createDataSource } from '../../src/adapters/persistence/typeorm/data-source';
import { Database } from '../../src/adapters/persistence/typeorm/database';
import { runMigrations } from '../../src/adapters/persistence/typeorm/run-migrations';
import { ALL_MIGRATIONS } from '../../src/adapters/persistence/typeorm/all-migrations';
import { PaymentRequest } from '../../src/domain/payment-requests';
import { registerParties, view } from '../contract/payment-request-fixtures';
import { sqlRepositories } from '../contract/repositories';
import { aPaymentIntentFor, aPaymentRequest, cardInstrument } from '../support/builders';
import { saveWithItsEvents } from '../support/saving';

describe('the embedded database (pglite) on disk', () => {
  const parent = mkdtempSync(join(tmpdir(), 've-payments-'));
  const dataDir = join(parent, 'not', 'yet', 'there');
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  async function start(): Promise<{ dataSource: DataSource; applied: string[] }> {
    const dataSource = await createDataSource({ databaseUrl: null, dataDir }).initialize();
    return { dataSource, applied: await runMigrations(dataSource) };
  }

  it('keeps what was saved across a restart, and migrates only once', async () => {
    const first = await start();
    const repositories = sqlRepositories(new Database(first.dataSource));
    await registerParties(repositories);
    const request = aPaymentRequest({ now: new Date('2026-11-22T13:30:00.987Z') });
    request.beginPayment(aPaymentIntentFor(request, { instrument: cardInstrument() }), request.createdAt);
    await saveWithItsEvents(repositories.paymentRequests, request);
    await first.dataSource.destroy();

    const second = await start();
    try {
      const found = await sqlRepositories(new Database(second.dataSource)).paymentRequests.findById(
        request.owner,
        request.id,
      );
      expect(first.applied).toHaveLength(ALL_MIGRATIONS.length);
      expect(second.applied).toEqual([]);
      expect(view(found as PaymentRequest)).toEqual(view(request));
    } finally {
      await second.dataSource.destroy();
    }
  });

  it('refuses a second embedded database while one is open: the process has a single PGlite session', async () => {
    const { dataSource } = await start();
    try {
      expect(() => createDataSource({ databaseUrl: null, dataDir: 'memory://' })).toThrow(/already open/);
    } finally {
      await dataSource.destroy();
    }
  });
});
