import { SandboxC2pGateway } from '../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { C2pCharge } from '../../src/application/ports/c2p-gateway';
import { ReconcilePendingPayments } from '../../src/application/checkout/reconcile-pending-payments';
import { ScriptedGateway } from '../support/checkout-fakes';
import { FixedClock } from '../support/fakes';
import { TestApp, TestMerchant, paymentRequestBody, startTestApp } from '../support/test-app';
import { describeDatabase } from '../support/test-database';

/**
 * @engine both: the reconciler's query of pending payment intents.
 */

describe(`a bank answer lost on the way back ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  const clock = new FixedClock('2026-11-22T13:30:00.000Z');
  const gateway = new ScriptedGateway<C2pCharge>(new SandboxC2pGateway());

  beforeAll(async () => {
    t = await startTestApp({ env: { RECONCILE_AFTER_SECONDS: '120' }, overrides: { clock, c2pGateway: gateway } });
    merchant = await t.merchant();
  });
  afterAll(() => t.close());

  it('is neither lost nor charged twice: 502 now, paid once the reconciler asks the bank', async () => {
    const created = await t.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody());
    const id = created.body.id;
    gateway.chargeFailure = 'after charging';
    gateway.lookupFailure = 'unavailable';

    const checkout = await t.call(merchant, 'post', '/api/v1/checkouts/c2p', {
      payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: id, otp_token: '123456' },
    });
    expect([checkout.status, checkout.body.code]).toEqual([502, 'payment_outcome_unknown']);
    const retry = await t.call(merchant, 'post', '/api/v1/checkouts/c2p', {
      payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: id, otp_token: '123456' },
    });
    expect([retry.status, retry.body.code]).toEqual([422, 'payment_request_not_payable']);

    gateway.chargeFailure = null;
    gateway.lookupFailure = null;
    clock.advanceSeconds(121);
    const report = await t.container.get(ReconcilePendingPayments).execute();

    expect(report).toEqual({ settled: 1, unresolved: 0, unroutable: 0 });
    const stored = await t.call(merchant, 'get', `/api/v1/payment_requests/${id}`);
    expect(stored.body.status).toBe('paid');
    expect(stored.body.succeeded_payment_intent.id).toBe(checkout.body.payment_intent_id);
    expect(gateway.chargeCount).toBe(1);
  });
});
