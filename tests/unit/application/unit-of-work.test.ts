import { owner } from '../../support/builders';
import { InMemoryCustomerRepository } from '../../../src/adapters/persistence/in-memory/in-memory-customer-repository';
import { InMemoryPaymentRequestRepository } from '../../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SandboxCardGateway } from '../../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { Checkout } from '../../../src/application/checkout/checkout';
import { PayByC2p } from '../../../src/application/checkout/pay-by-c2p';
import { Settlement } from '../../../src/application/checkout/settlement';
import { ClaimedKey } from '../../../src/application/idempotency/claimed-key';
import { CreatePaymentRequest } from '../../../src/application/payment-requests/create-payment-request';
import { RequestSaver } from '../../../src/application/request-saver';
import { UnitOfWork } from '../../../src/application/ports/unit-of-work';
import { PaymentRequest } from '../../../src/domain/payment-requests';
import { MERCHANT_ID, OTHER_MERCHANT_ID, T0, aCreateCommand, aPaymentRequest } from '../../support/builders';
import { SETTLE_AFTER_MS, aC2pCommand, gatewaysOf } from '../../support/checkout-fakes';
import { FixedClock, RecordingEventPublisher, SequentialIdGenerator, StubExchangeRateProvider } from '../../support/fakes';
import { TEST_EVENT_IDS, saveWithItsEvents, testObjectOf } from '../../support/saving';

/** Keeps what each save was handed, beside what the request was when it was handed over. */
class RecordingRepository extends InMemoryPaymentRequestRepository {
  readonly saves: { status: string; work: UnitOfWork }[] = [];

  override async save(request: PaymentRequest, work: UnitOfWork): Promise<void> {
    this.saves.push({ status: request.status, work });
    return super.save(request, work);
  }
}

const CLAIMED_AT = new Date('2026-11-22T13:00:00.000Z');

/** A key as the HTTP edge hands one to a use case: plain data. */
const aClaimedKey = (merchantId: string): ClaimedKey => ({ merchantId, livemode: false, key: 'order-1042', lockedAt: CLAIMED_AT });

function aWorld() {
  const requests = new RecordingRepository();
  const clock = new FixedClock(T0);
  const ids = new SequentialIdGenerator();
  const events = new RecordingEventPublisher();
  const customers = new InMemoryCustomerRepository();
  const saver = new RequestSaver(requests, events, TEST_EVENT_IDS);
  const create = new CreatePaymentRequest(ids, clock, new StubExchangeRateProvider(), customers, saver);
  const gateways = gatewaysOf({ sandbox: { c2p: new SandboxC2pGateway(), credit_or_debit_card: new SandboxCardGateway() } });
  const settlement = new Settlement(clock, requests, saver, gateways, SETTLE_AFTER_MS);
  const payByC2p = new PayByC2p(new Checkout(ids, clock, requests, saver, settlement), gateways);
  return { requests, create, payByC2p };
}

describe('what must commit with a change is handed to the save as data', () => {
  it('a create hands over its event, with the request as stored, and the key\'s recovery point: the request', async () => {
    const { requests, create } = aWorld();

    const outcome = await create.execute({ ...aCreateCommand(), idempotencyKey: aClaimedKey(MERCHANT_ID) });

    const id = outcome.kind === 'created' ? outcome.request.id : 'none';
    expect(requests.saves.map((save) => save.work)).toEqual([
      {
        events: [expect.objectContaining({ type: 'payment_request.created', object: { request: expect.any(PaymentRequest) } })],
        idempotencyKey: { merchantId: MERCHANT_ID, livemode: false, key: 'order-1042', lockedAt: CLAIMED_AT, recoveryPoint: { paymentRequestId: id } },
      },
    ]);
    expect(testObjectOf(requests.saves[0].work.events[0].object)).toEqual({ id, status: 'waiting_for_payment', description: 'Order 1001', intents: 0 });
  });

  it('a checkout hands the key its recovery point with the payment intent it starts, in each of its saves', async () => {
    const { requests, payByC2p } = aWorld();
    const request = aPaymentRequest();
    await saveWithItsEvents(requests, request);

    await payByC2p.execute({ ...aC2pCommand(request.id), idempotencyKey: aClaimedKey(MERCHANT_ID) });

    const [, claimed, settled] = requests.saves;
    const paymentIntentId = (await requests.findById(owner(MERCHANT_ID), request.id))!.intents[0].id;
    const ours = { merchantId: MERCHANT_ID, livemode: false, key: 'order-1042', lockedAt: CLAIMED_AT };
    expect(claimed.work.idempotencyKey).toEqual({ ...ours, recoveryPoint: { paymentRequestId: request.id, paymentIntentId } });
    expect(settled.work.idempotencyKey).toEqual({ ...ours, recoveryPoint: { paymentRequestId: request.id, paymentIntentId } });
    // Each save's events hold the state that save stores, kept as it was then.
    const shown = (work: UnitOfWork) => work.events.map((event) => [event.type, (testObjectOf(event.object) as { status: string }).status]);
    expect(shown(claimed.work)).toEqual([]);
    expect(shown(settled.work)).toEqual([['payment_request.paid', 'paid']]);
    expect(requests.saves.map((save) => save.status)).toEqual(['waiting_for_payment', 'waiting_for_payment_confirmation', 'paid']);
  });

  it('a key claimed by another merchant is never written by this merchant\'s change', async () => {
    const { requests, create } = aWorld();

    await create.execute({ ...aCreateCommand(), idempotencyKey: aClaimedKey(OTHER_MERCHANT_ID) });

    expect(requests.saves[0].work.idempotencyKey).toBeUndefined();
  });

  it('without a key, a save is handed only its events', async () => {
    const { requests, create } = aWorld();

    await create.execute(aCreateCommand());

    expect(Object.keys(requests.saves[0].work)).toEqual(['events']);
  });
});
