import { Express } from 'express';
import request from 'supertest';
import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { describeDatabase, raceRounds } from '../../support/test-database';
import { paymentRequestBody } from '../../support/test-app';
import { TwoInstances, startTwoInstances } from '../../support/two-instances';

/**
 * @engine both: a race, which only PostgreSQL runs in parallel.
 */

const ROUNDS = raceRounds(5);
const RACERS = 10;

/**
 * Two instances, each with its own pool, on one database, sharing the sandbox so every refund that
 * reaches the bank is counted. Ten refunds of 3.00 USD race on a request paid 19.99: six fit, and
 * each of the ten is told whether it did.
 */
describe(`refunding one request from many places at once ${describeDatabase()}`, () => {
  const c2p = new SandboxC2pGateway();
  let two: TwoInstances;
  let instances: Express[];
  let auth: { Authorization: string };

  beforeAll(async () => {
    two = await startTwoInstances({ c2pGateway: c2p });
    ({ instances, auth } = two);
  });
  afterAll(() => two.close());

  async function paidRequest(): Promise<string> {
    const id = (await request(instances[0]).post('/api/v1/payment_requests').set(auth).send(paymentRequestBody())).body.id;
    const payment = { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: id, otp_token: '123456' };
    expect((await request(instances[1]).post('/api/v1/checkouts/c2p').set(auth).send({ payment })).status).toBe(201);
    return id;
  }

  it(`never refunds more than was paid when ${RACERS} refunds race on two instances, over ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await paidRequest();
      const sentBefore = c2p.refundCount;

      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, racer) => request(instances[racer % 2]).post(`/api/v1/payment_requests/${id}/refunds`).set(auth).send({ amount: 3 })),
      );

      const made = answers.filter((res) => res.status === 201);
      // Every racer gets a definitive answer: made, or nothing left (422); never "try again" (409) while money remains.
      expect(answers.map((res) => res.status).sort()).toEqual([...Array(6).fill(201), ...Array(RACERS - 6).fill(422)]);
      expect(answers.filter((res) => res.status === 422).every((res) => res.body.code === 'refund_exceeds_remaining')).toBe(true);
      const stored = (await request(instances[0]).get(`/api/v1/payment_requests/${id}/refunds`).set(auth)).body.data;
      const view = (await request(instances[1]).get(`/api/v1/payment_requests/${id}`).set(auth)).body;
      expect(stored.map((refund: { id: string }) => refund.id).sort()).toEqual(made.map((res) => res.body.id).sort());
      // A refund whose bank answer lost the race to be stored stays pending for the reconciler; each was sent once.
      const succeeded = stored.filter((refund: { status: string }) => refund.status === 'succeeded').length;
      expect(stored.every((refund: { status: string }) => ['succeeded', 'pending'].includes(refund.status))).toBe(true);
      expect(view.refunded_main_amount.amount_cents).toBe(succeeded * 300);
      expect(view.refunded_conversion_amount.amount_cents).toBe(succeeded * 10950);
      expect(c2p.refundCount - sentBefore).toBe(made.length);
    }
  }, 120_000);
});
