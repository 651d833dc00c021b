import { databaseReadiness } from '../../../src/adapters/observability/database-probes';
import { Database } from '../../../src/adapters/persistence/typeorm/database';
import { TestApp, startTestApp } from '../../support/test-app';
import { describeDatabase, openTestDatabase } from '../../support/test-database';
import { logLinesOf } from './operations-support';

describe(`Readiness when the database is gone ${describeDatabase()}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    // A database of its own: this suite closes it.
    t = await startTestApp({ db: await openTestDatabase() });
  });

  it('is ready while the database answers, then 503 service_unavailable once it is closed, and the process keeps answering', async () => {
    expect((await t.call(null, 'get', '/readyz')).status).toBe(200);

    await t.close();

    const down = await t.call(null, 'get', '/readyz');
    expect(down.status).toBe(503);
    expect(down.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(down.body).toMatchObject({ status: 503, code: 'service_unavailable', request_id: expect.any(String) });

    // Alive is not ready: the process itself is fine.
    const alive = await t.call(null, 'get', '/healthz');
    expect(alive.status).toBe(200);
    expect((await t.call(null, 'get', '/readyz')).status).toBe(503);
    // Metrics still answer, with what only the database could tell as NaN.
    const metrics = await t.call(null, 'get', '/metrics');
    expect([metrics.status, metrics.text.match(/^webhook_deliveries_due .*$/m)?.[0]]).toEqual([200, 'webhook_deliveries_due Nan']);

    // A 5xx the service chose: logged as an error, but without a stack.
    const [line] = await logLinesOf(t, down.body.request_id);
    expect(line).toMatchObject({ level: 50, route: '/readyz', status: 503 });
    expect(line.err).toBeUndefined();
  });

  it('gives up on a database that does not answer after the timeout', async () => {
    const silent = { query: () => new Promise(() => undefined) } as unknown as Database;
    await expect(databaseReadiness(silent, 20)()).rejects.toThrow('the database did not answer within 20 ms');
  });
});
