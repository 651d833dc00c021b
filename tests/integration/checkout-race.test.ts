import { Express } from 'express';
import request from 'supertest';
import { SandboxCardGateway } from '../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { SandboxC2pGateway } from '../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { describeDatabase, raceRounds } from '../support/test-database';
import { TwoInstances, startTwoInstances } from '../support/two-instances';
import { paymentRequestBody } from '../support/test-app';

/**
 * @engine both: a race, which only PostgreSQL runs in parallel.
 */

const ROUNDS = raceRounds(10);
const RACERS = 20;

/**
 * Two instances of the service, each with its own connection pool, on one database, sharing the
 * sandbox gateways so every charge that reaches a bank is counted. On PGlite (one per process) the
 * two instances share the embedded database.
 */
describe(`paying one request from many places at once ${describeDatabase()}`, () => {
  const c2p = new SandboxC2pGateway();
  const card = new SandboxCardGateway();
  let two: TwoInstances;
  let instances: Express[];
  let auth: { Authorization: string };

  beforeAll(async () => {
    two = await startTwoInstances({ c2pGateway: c2p, cardGateway: card });
    ({ instances, auth } = two);
  });
  afterAll(() => two.close());

  function checkout(app: Express, racer: number, paymentRequestId: string) {
    if (racer % 2 === 0) {
      return request(app).post('/api/v1/checkouts/c2p').set(auth).send({
        payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: paymentRequestId, otp_token: '123456' },
      });
    }
    return request(app).post('/api/v1/checkouts/credit_card').set(auth).send({
      payment: { card_number: '4242424242424242', card_customer_id: 'V12345678', card_expiry_date: '12/39', payment_request_id: paymentRequestId, card_cvv: '123' },
    });
  }

  it(`charges exactly once when ${RACERS} checkouts race, over ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const created = await request(instances[0]).post('/api/v1/payment_requests').set(auth).send(paymentRequestBody());
      expect(created.status).toBe(201);
      const chargesBefore = c2p.chargeCount + card.chargeCount;

      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, racer) => checkout(instances[racer % 2], racer, created.body.id)),
      );

      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      const losers = answers.filter((answer) => answer.status !== 201);
      expect(losers.map((answer) => [answer.status, answer.body.code])).toEqual(
        losers.map(() => [422, 'payment_request_not_payable']),
      );
      expect(c2p.chargeCount + card.chargeCount - chargesBefore).toBe(1);

      const stored = await request(instances[1]).get(`/api/v1/payment_requests/${created.body.id}`).set(auth);
      const winner = answers.find((answer) => answer.status === 201)!;
      expect(stored.body.status).toBe('paid');
      expect(stored.body.succeeded_payment_intent.id).toBe(winner.body.succeeded_payment_confirmation.id);
      expect(stored.body.pending_payment_intents).toEqual([]);
      expect(stored.body.rejected_payment_intents).toEqual([]);
    }
  });
});
