import { SandboxC2pGateway } from '../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { PaymentGateway } from '../../src/application/ports/payment-gateway';
import { C2pCharge } from '../../src/application/ports/c2p-gateway';
import { PaymentOutcome } from '../../src/domain/payment-outcome';
import { Money } from '../../src/domain/money';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../support/test-app';
import { describeDatabase } from '../support/test-database';

/**
 * More checkouts in flight than the PostgreSQL pool has connections (10); the embedded database has one session.
 * @engine both: the connection pool.
 */
const IN_FLIGHT = 12;

/** Holds every charge until released; `waitFor(n)` resolves once n charges are waiting. */
class HoldingBank implements PaymentGateway<C2pCharge> {
  private waiting = 0;
  private release!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.release = resolve));
  private readonly watchers: { count: number; resolve: () => void }[] = [];

  constructor(private readonly inner: PaymentGateway<C2pCharge>) {}

  waitFor(count: number): Promise<void> {
    return new Promise((resolve) => {
      this.watchers.push({ count, resolve });
      this.notify();
    });
  }

  open(): void {
    this.release();
  }

  async charge(charge: C2pCharge & { reference: string; amount: Money }): Promise<PaymentOutcome> {
    this.waiting++;
    this.notify();
    await this.gate;
    return this.inner.charge(charge);
  }

  lookup(reference: string): Promise<PaymentOutcome | null> {
    return this.inner.lookup(reference);
  }

  private notify(): void {
    for (const watcher of this.watchers) if (this.waiting >= watcher.count) watcher.resolve();
  }
}

const c2pBody = (paymentRequestId: string) => ({
  payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: paymentRequestId, otp_token: '123456' },
});

describe(`checkouts waiting on the bank hold no database connection ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  const bank = new HoldingBank(new SandboxC2pGateway() as PaymentGateway<C2pCharge>);

  beforeAll(async () => {
    t = await startTestApp({ overrides: { c2pGateway: bank } });
    merchant = await t.merchant();
  });
  afterAll(() => t.close());

  it(`lets ${IN_FLIGHT} checkouts wait on the bank at once while reads and creates still answer`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < IN_FLIGHT; i++) ids.push((await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).body.id);

    const checkouts = ids.map((id) => t.call(merchant, 'post', '/api/v1/checkouts/c2p', c2pBody(id)));
    await bank.waitFor(IN_FLIGHT);

    const read = await t.call(merchant, 'get', `/api/v1/payment_requests/${ids[0]}`);
    expect([read.status, read.body.status]).toEqual([200, 'waiting_for_payment_confirmation']);
    expect((await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody())).status).toBe(201);

    bank.open();
    const answers = await Promise.all(checkouts);
    expect(answers.map((res) => res.status)).toEqual(ids.map(() => 201));
  });
});
