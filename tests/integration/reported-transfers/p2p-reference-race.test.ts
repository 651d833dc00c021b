import { Express } from 'express';
import request from 'supertest';
import { describeDatabase, raceRounds } from '../../support/test-database';
import { paymentRequestBody } from '../../support/test-app';
import { TwoInstances, startTwoInstances } from '../../support/two-instances';

/**
 * @engine both: a race on a unique index, which only PostgreSQL runs in parallel.
 */

const ROUNDS = raceRounds(10);

/** Two instances with their own pools on one database: one reported transfer, two requests, reported at once. */
describe(`one transfer reported for two requests at once ${describeDatabase()}`, () => {
  let two: TwoInstances;
  let instances: Express[];
  let auth: { Authorization: string };

  beforeAll(async () => {
    two = await startTwoInstances();
    ({ instances, auth } = two);
  });
  afterAll(() => two.close());

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
