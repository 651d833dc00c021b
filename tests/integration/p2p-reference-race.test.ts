import { Express } from 'express';
import request from 'supertest';
import { createLogger } from '../../src/adapters/observability/logger';
import { Database } from '../../src/adapters/persistence/typeorm/database';
import { CreateMerchant } from '../../src/application/merchants/create-merchant';
import { loadConfig } from '../../src/config';
import { HTTP_APP, createContainer } from '../../src/container';
import { TestDatabase, describeDatabase, openTestDatabase, secondPoolOn } from '../support/test-database';
import { paymentRequestBody } from '../support/test-app';

const ROUNDS = 10;

/** Two instances with their own pools on one database: one reported transfer, two requests, reported at once. */
describe(`one transfer reported for two requests at once ${describeDatabase()}`, () => {
  let db: TestDatabase;
  let secondDatabase: Database;
  let closeSecond: () => Promise<void> = async () => {};
  let instances: Express[];
  let auth: { Authorization: string };

  beforeAll(async () => {
    db = await openTestDatabase();
    ({ database: secondDatabase, close: closeSecond } = await secondPoolOn(db));
    const config = loadConfig({ USD_VES_RATE: '36.5' });
    const logger = createLogger('silent');
    instances = [db.database, secondDatabase].map((database) => createContainer({ config, database, logger }).get<Express>(HTTP_APP));
    const { secretKey } = await createContainer({ config, database: db.database, logger }).get(CreateMerchant).execute('Racer');
    auth = { Authorization: `Bearer ${secretKey}` };
  });
  afterAll(async () => {
    await closeSecond();
    await db.close();
  });

  it(`pays exactly one of them, and declines the other reference_already_used, over ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const ids = await Promise.all([0, 1].map(async () => (await request(instances[0]).post('/api/v1/payment_requests').set(auth).send(paymentRequestBody())).body.id));
      const reference = `7000${String(round).padStart(4, '0')}55`;

      const answers = await Promise.all(ids.map((id, i) => request(instances[i]).post('/api/v1/checkouts/p2p').set(auth).send({
        payment: { phone_number: '04141234567', issuer_bank_id: '0102', payment_request_id: id, reference },
      })));

      expect(answers.map((res) => res.status).sort()).toEqual([201, 402]);
      expect(answers.find((res) => res.status === 402)?.body.decline_code).toBe('reference_already_used');
      const statuses = await Promise.all(ids.map(async (id) => (await request(instances[1]).get(`/api/v1/payment_requests/${id}`).set(auth)).body.status));
      expect(statuses.sort()).toEqual(['paid', 'waiting_for_payment']);
    }
  }, 120_000);
});
