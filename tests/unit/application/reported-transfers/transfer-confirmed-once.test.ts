import { ConfiguredRoutes } from '../../../../src/adapters/gateways/configured-routing';
import { InMemoryPaymentRequestRepository } from '../../../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { BusinessCalendar } from '../../../../src/application/business-calendar';
import { Checkout } from '../../../../src/application/checkout/checkout';
import { ReconcilePendingPayments } from '../../../../src/application/checkout/reconcile-pending-payments';
import { Settlement } from '../../../../src/application/checkout/settlement';
import { GatewayAnswer, GatewayUnavailable } from '../../../../src/application/ports/payment-gateway';
import { P2pCharge, P2pGateway } from '../../../../src/application/ports/p2p-gateway';
import { PayByP2p } from '../../../../src/application/reported-transfers/pay-by-p2p';
import { RequestSaver } from '../../../../src/application/request-saver';
import { MobilePhone } from '../../../../src/domain/payer';
import { PaymentRequest } from '../../../../src/domain/payment-requests';
import { parseBankCode } from '../../../../src/domain/ve-banks';
import { aPaymentRequest } from '../../../support/builders';
import { SETTLE_AFTER_MS } from '../../../support/checkout-fakes';
import { FixedClock, RecordingEventPublisher, SequentialIdGenerator, parsed } from '../../../support/fakes';
import { TEST_EVENT_IDS, saveWithItsEvents } from '../../../support/saving';

const TRANSFER = { reference: '004512345678', phoneNumber: '04141234567', bankCode: '0102' };

/**
 * A bank that confirms a received transfer once, as BDV does: the first question that finds it is answered
 * "found", every later one "confirmed before" (to whom, it does not say). Its next answer can be lost after the
 * bank has confirmed the transfer.
 */
class ConfirmsOnceBank implements P2pGateway {
  readonly receivingAccount = { phoneNumber: '04142591177', bankCode: '0102', nationalId: 'J-123456789' };
  /** Whether the bank shows the transfer yet. */
  shown = true;
  confirmed = false;
  loseNextAnswer = false;

  async charge({ transfer }: P2pCharge): Promise<GatewayAnswer> {
    if (!this.shown || !TRANSFER.reference.endsWith(transfer.reference)) throw new GatewayUnavailable('not shown yet');
    const answer: GatewayAnswer = this.confirmed
      ? { status: 'approved', gatewayReference: transfer.reference, confirmedBefore: true }
      : { status: 'approved', gatewayReference: transfer.reference };
    this.confirmed = true;
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new GatewayUnavailable('the answer was lost');
    }
    return answer;
  }

  async lookup(): Promise<null> {
    return null;
  }
}

function aWorld() {
  const clock = new FixedClock('2026-11-24T14:00:00.000Z');
  const requests = new InMemoryPaymentRequestRepository();
  const bank = new ConfirmsOnceBank();
  const routes = new ConfiguredRoutes({ p2p: 'bdv' }, new Map([['bdv', { p2p: bank }]]), 'bdv');
  const saver = new RequestSaver(requests, new RecordingEventPublisher(), TEST_EVENT_IDS);
  const settlement = new Settlement(clock, requests, saver, routes, SETTLE_AFTER_MS);
  const payByP2p = new PayByP2p(new Checkout(new SequentialIdGenerator(), clock, requests, saver, settlement), routes, clock, new BusinessCalendar('America/Caracas'));
  const reconciler = new ReconcilePendingPayments(clock, requests, settlement, SETTLE_AFTER_MS);
  const issue = async () => {
    const request = aPaymentRequest();
    await saveWithItsEvents(requests, request);
    return request;
  };
  const report = (request: PaymentRequest, reference = TRANSFER.reference) => {
    clock.advanceSeconds(1);
    return payByP2p.execute({
      owner: request.owner, paymentRequestId: request.id, phoneNumber: TRANSFER.phoneNumber as MobilePhone,
      bank: parsed(parseBankCode(TRANSFER.bankCode)), reference, paidOn: null, payerId: null,
    });
  };
  const statusOf = async (request: PaymentRequest) => (await requests.findById(request.owner, request.id))?.status;
  const reconcile = () => {
    clock.advanceSeconds(1);
    return reconciler.execute();
  };
  return { bank, issue, report, statusOf, reconcile };
}

describe('a transfer the bank confirms once ("already conciliated")', () => {
  it('pays the request that reported it first when its answer was lost; any later report is refused, and stays payable', async () => {
    const { bank, issue, report, statusOf, reconcile } = aWorld();
    const first = await issue();
    const second = await issue();
    bank.loseNextAnswer = true;

    expect(await report(first)).toMatchObject({ kind: 'outcome_unknown' });
    expect(await report(second)).toMatchObject({ kind: 'declined', declineCode: 'reference_already_used' });
    expect(await reconcile()).toMatchObject({ settled: 1 });

    expect(await statusOf(first)).toBe('paid');
    expect(await statusOf(second)).toBe('waiting_for_payment');
  });

  it('refuses it to a report made after the request it paid, even by its last digits only', async () => {
    const { issue, report, statusOf } = aWorld();
    const paid = await issue();
    const later = await issue();

    expect(await report(paid)).toMatchObject({ kind: 'paid' });
    expect(await report(later, TRANSFER.reference.slice(-8))).toMatchObject({ kind: 'declined', declineCode: 'reference_already_used' });

    expect(await statusOf(later)).toBe('waiting_for_payment');
  });

  it('pays the report still pending that asked first, not a later one whose question the bank happened to confirm', async () => {
    const { bank, issue, report, statusOf, reconcile } = aWorld();
    const first = await issue();
    const second = await issue();
    bank.shown = false;
    expect(await report(first)).toMatchObject({ kind: 'outcome_unknown' }); // not shown yet: pending, asked again later
    bank.shown = true;
    bank.loseNextAnswer = true;
    expect(await report(second)).toMatchObject({ kind: 'outcome_unknown' }); // confirmed by this question, its answer lost

    expect(await reconcile()).toMatchObject({ settled: 2 });

    expect([await statusOf(first), await statusOf(second)]).toEqual(['paid', 'waiting_for_payment']);
  });
});
