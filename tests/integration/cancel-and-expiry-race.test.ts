import { Express } from 'express';
import { Container } from 'inversify';
import request from 'supertest';
import { SandboxCardGateway } from '../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { SandboxC2pGateway } from '../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { createLogger } from '../../src/adapters/observability/logger';
import { CreateMerchant } from '../../src/application/merchants/create-merchant';
import { ExpirePaymentRequests } from '../../src/application/payment-requests/expire-payment-requests';
import { loadConfig } from '../../src/config';
import { HTTP_APP, createContainer } from '../../src/container';
import { describeDatabase, openTestDatabase, raceRounds, secondPoolOn, TestDatabase } from '../support/test-database';
import { paymentRequestBody } from '../support/test-app';

/**
 * @engine both: a race, which only PostgreSQL runs in parallel.
 */

const ROUNDS = raceRounds(30);
const EXPIRING = 40;

/**
 * Two instances of the service, each with its own connection pool, on one database, sharing the
 * sandbox gateways so every charge that reaches a bank is counted (on PGlite they share the
 * embedded database).
 */
describe(`cancel and expiry with two instances on one database ${describeDatabase()}`, () => {
  let db: TestDatabase;
  let closeSecond: () => Promise<void> = async () => {};
  const c2p = new SandboxC2pGateway();
  const card = new SandboxCardGateway();
  let containers: Container[];
  let instances: Express[];
  let auth: { Authorization: string };
  const charges = () => c2p.chargeCount + card.chargeCount;

  beforeAll(async () => {
    db = await openTestDatabase();
    const { database: secondDatabase, close } = await secondPoolOn(db);
    closeSecond = close;
    const config = loadConfig({ USD_VES_RATE: '36.5' });
    containers = [db.database, secondDatabase].map((database) =>
      createContainer({ config, database, logger: createLogger('silent'), overrides: { c2pGateway: c2p, cardGateway: card } }),
    );
    instances = containers.map((container) => container.get<Express>(HTTP_APP));
    auth = { Authorization: `Bearer ${(await containers[0].get(CreateMerchant).execute('Racer')).secretKey}` };
  });

  afterAll(async () => {
    await closeSecond();
    await db.close();
  });

  const create = async (body = paymentRequestBody()) => {
    const res = await request(instances[0]).post('/api/v1/payment_requests').set(auth).send(body);
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const checkout = (app: Express, round: number, id: string) =>
    round % 2 === 0
      ? request(app).post('/api/v1/checkouts/c2p').set(auth).send({ payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: id, otp_token: '123456' } })
      : request(app).post('/api/v1/checkouts/credit_card').set(auth).send({ payment: { card_number: '4242424242424242', card_customer_id: 'V12345678', card_expiry_date: '12/39', payment_request_id: id, card_cvv: '123' } });
  const read = async (id: string) => (await request(instances[1]).get(`/api/v1/payment_requests/${id}`).set(auth)).body;

  it(`cancel against checkout, ${ROUNDS} rounds: exactly one wins, the other gets its 422, and a canceled request is never charged`, async () => {
    const wins = { cancel: 0, checkout: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const id = await create();
      const before = charges();
      const [canceled, paid] = await Promise.all([
        request(instances[round % 2]).post(`/api/v1/payment_requests/${id}/cancel`).set(auth),
        checkout(instances[(round + 1) % 2], round, id),
      ]);
      const stored = await read(id);
      if (canceled.status === 200) {
        wins.cancel++;
        expect([paid.status, paid.body.code]).toEqual([422, 'payment_request_not_payable']);
        expect([stored.status, stored.cancellation_reason, stored.succeeded_payment_intent]).toEqual(['canceled', 'requested', null]);
        expect(charges() - before).toBe(0);
      } else {
        wins.checkout++;
        expect([canceled.status, canceled.body.code]).toEqual([422, 'payment_request_not_cancelable']);
        expect([paid.status, stored.status, stored.canceled_at]).toEqual([201, 'paid', null]);
        expect(charges() - before).toBe(1);
      }
    }
    expect(wins.cancel + wins.checkout).toBe(ROUNDS);
  });

  it('refuses checkout, update and cancel from expires_at on, before any sweep; then two instances sweeping at once store each request expired once', async () => {
    const ids = await Promise.all(Array.from({ length: EXPIRING }, () => create({ ...paymentRequestBody(), expires_at: Math.floor(Date.now() / 1000) + 3600 })));
    // Make them expire a second ago, as if an hour had passed.
    await db.dataSource.query(`UPDATE payment_requests SET expires_at = now() - interval '1 second' WHERE id = ANY($1)`, [ids]);
    const before = charges();

    for (const [i, app] of instances.entries()) {
      const res = await checkout(app, i, ids[0]);
      expect([res.status, res.body.code]).toEqual([422, 'payment_request_not_payable']);
      const updated = await request(app).patch(`/api/v1/payment_requests/${ids[0]}`).set(auth).send({ amount: 5 });
      expect([updated.status, updated.body.code]).toEqual([422, 'payment_request_not_updatable']);
    }
    expect((await read(ids[0])).status).toBe('waiting_for_payment');
    expect(charges()).toBe(before);

    const reports = await Promise.all(containers.map((container) => container.get(ExpirePaymentRequests).execute()));
    expect(reports[0].expired + reports[1].expired).toBe(EXPIRING);
    for (const id of ids) {
      const stored = await read(id);
      expect([stored.status, stored.cancellation_reason, stored.canceled_at]).toEqual(['canceled', 'expired', stored.expires_at]);
    }
  });
});
