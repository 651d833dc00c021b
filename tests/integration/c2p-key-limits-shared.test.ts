import { randomInt } from 'node:crypto';
import { Express } from 'express';
import request from 'supertest';
import { SandboxC2pGateway } from '../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { LIMIT_STORES } from '../../src/adapters/limits/limit-stores';
import { GatewayC2pKeys } from '../../src/application/ports/payment-gateway';
import { C2P_KEYS_PER_REQUEST } from '../../src/application/ports/c2p-key-limits';
import { paymentRequestBody } from '../support/test-app';
import { describeDatabase } from '../support/test-database';
import { TwoInstances, startTwoInstances } from '../support/two-instances';

/**
 * @engine postgres: two instances, each with its own pool, count the C2P keys in PostgreSQL (on the
 * embedded database one process holds the counters, so there is nothing to share).
 */

/** Counters outlive a run on a shared server: each run's phones are its own. */
const aPhone = () => `0424${String(randomInt(1_000_000, 9_999_999))}`;

/** The sandbox both instances share, counting the keys that reached it. */
class CountingSandbox extends SandboxC2pGateway {
  sent = 0;
  private readonly sandboxKeys = new SandboxC2pGateway().c2pKeys;
  override readonly c2pKeys: GatewayC2pKeys = {
    sendKey: async (payer) => {
      this.sent++;
      return this.sandboxKeys.sendKey(payer);
    },
  };
}

describe(`the C2P key limits hold across two instances ${describeDatabase()}`, () => {
  const sandbox = new CountingSandbox();
  let two: TwoInstances;
  let instances: Express[];
  let auth: { Authorization: string };

  beforeAll(async () => {
    two = await startTwoInstances({ c2pGateway: sandbox });
    ({ instances, auth } = two);
  });
  afterAll(async () => {
    for (const container of two.containers) {
      expect(container.get(LIMIT_STORES).kind).toBe('database');
      await container.get(LIMIT_STORES).close();
    }
    await two.close();
  });
  beforeEach(() => {
    sandbox.sent = 0;
  });

  const aRequest = async (): Promise<string> => {
    const created = await request(instances[0]).post('/api/v1/payment_requests').set(auth).send(paymentRequestBody());
    expect(created.status).toBe(201);
    return created.body.id;
  };
  const askKey = (instance: Express, id: string, phone_number: string) =>
    request(instance).post(`/api/v1/payment_requests/${id}/c2p_key`).set(auth).send({ dni: 'V12345678', phone_number, issuer_bank_id: '0102' });

  it(`sends ${C2P_KEYS_PER_REQUEST} keys for one request in all, however 10 asks at once are spread over the two`, async () => {
    const id = await aRequest();

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => askKey(instances[i % 2], id, aPhone())));

    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(C2P_KEYS_PER_REQUEST).fill(202), ...Array(10 - C2P_KEYS_PER_REQUEST).fill(429)]);
    expect(sandbox.sent).toBe(C2P_KEYS_PER_REQUEST);
  });

  it('sends one key a minute to a phone in all, asked at once through both instances for two requests', async () => {
    const [first, second] = [await aRequest(), await aRequest()];
    const phone = aPhone();

    const answers = await Promise.all([askKey(instances[0], first, phone), askKey(instances[1], second, phone)]);

    expect(answers.map((res) => res.status).sort()).toEqual([202, 429]);
    expect(answers.find((res) => res.status === 429)?.body.code).toBe('too_many_c2p_keys');
    expect(sandbox.sent).toBe(1);
  });
});
