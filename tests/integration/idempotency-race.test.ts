import { Express } from 'express';
import request, { Response } from 'supertest';
import { SandboxC2pGateway } from '../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { createLogger } from '../../src/adapters/observability/logger';
import { CreateMerchant } from '../../src/application/merchants/create-merchant';
import { loadConfig } from '../../src/config';
import { HTTP_APP, createContainer } from '../../src/container';
import { paymentRequestBody } from '../support/test-app';
import { describeDatabase, openTestDatabase, raceRounds, secondPoolOn, TestDatabase } from '../support/test-database';

/**
 * @engine both: a race, which only PostgreSQL runs in parallel.
 */

const ROUNDS = raceRounds(15);
const PER_INSTANCE = 3;

/**
 * Two instances of the service, each with its own connection pool, on one database. On PGlite (one
 * per process) they share the embedded database.
 */
describe(`one Idempotency-Key sent to two instances at once ${describeDatabase()}`, () => {
  let db: TestDatabase;
  let closeSecond: () => Promise<void> = async () => {};
  const c2p = new SandboxC2pGateway();
  let instances: Express[];
  let auth: { Authorization: string };

  beforeAll(async () => {
    db = await openTestDatabase();
    const { database: secondDatabase, close } = await secondPoolOn(db);
    closeSecond = close;
    const config = loadConfig({ USD_VES_RATE: '36.5' });
    const containers = [db.database, secondDatabase].map((database) =>
      createContainer({ config, database, logger: createLogger('silent'), overrides: { c2pGateway: c2p } }),
    );
    instances = containers.map((container) => container.get<Express>(HTTP_APP));
    auth = { Authorization: `Bearer ${(await containers[0].get(CreateMerchant).execute('Racer')).secretKey}` };
  });

  afterAll(async () => {
    await closeSecond();
    await db.close();
  });

  /** The same request sent PER_INSTANCE times to each instance at once. */
  const race = (send: (app: Express) => request.Test) => Promise.all(instances.flatMap((app) => Array.from({ length: PER_INSTANCE }, () => send(app))));

  /** One answer ran the operation; every other is a 409 in use, or the same answer replayed. */
  function expectOneRun(answers: Response[], status: number) {
    const ran = answers.filter((a) => a.status === status && a.headers['idempotent-replayed'] === undefined);
    expect(ran).toHaveLength(1);
    for (const other of answers.filter((a) => a !== ran[0])) {
      if (other.status === 409) {
        expect([other.body.code, other.headers['retry-after']]).toEqual(['idempotency_key_in_use', '1']);
      } else {
        expect([other.status, other.headers['idempotent-replayed'], other.body]).toEqual([status, 'true', ran[0].body]);
      }
    }
    return ran[0];
  }

  it(`creates one payment request per key, over ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const key = `create-${round}`;
      const answers = await race((app) => request(app).post('/api/v1/payment_requests').set(auth).set('Idempotency-Key', key).send(paymentRequestBody()));
      expectOneRun(answers, 201);
    }
    const listed = await request(instances[1]).get('/api/v1/payment_requests').set(auth);
    expect(listed.body.meta.total_objects).toBe(ROUNDS);
  });

  it(`charges once per key, over ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const created = await request(instances[0]).post('/api/v1/payment_requests').set(auth).send(paymentRequestBody());
      const before = c2p.chargeCount;
      const payment = { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: created.body.id, otp_token: '123456' };
      const answers = await race((app) => request(app).post('/api/v1/checkouts/c2p').set(auth).set('Idempotency-Key', `pay-${round}`).send({ payment }));
      expectOneRun(answers, 201);
      expect(c2p.chargeCount - before).toBe(1);
    }
  });
});
