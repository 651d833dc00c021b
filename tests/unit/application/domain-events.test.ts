import { owner } from '../../support/builders';
import { InMemoryCustomerRepository } from '../../../src/adapters/persistence/in-memory/in-memory-customer-repository';
import { InMemoryPaymentRequestRepository } from '../../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { CreatePaymentRequest } from '../../../src/application/payment-requests/create-payment-request';
import { StorageUnavailable } from '../../../src/application/ports/storage-unavailable';
import { UpdatePaymentRequest } from '../../../src/application/payment-requests/update-payment-request';
import { RequestSaver } from '../../../src/application/request-saver';
import { SANDBOX_C2P } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SANDBOX_CARDS } from '../../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { PaymentRequest } from '../../../src/domain/payment-requests';
import { MERCHANT_ID, T0, aCreateCommand, aPaymentRequest, anUpdateCommand, usd } from '../../support/builders';
import { aC2pCommand, aCardCommand, aCheckoutWorld, rejectionOf } from '../../support/checkout-fakes';
import { FixedClock, RecordingEventPublisher, SequentialIdGenerator, StubExchangeRateProvider, requestOf } from '../../support/fakes';
import { TEST_EVENT_IDS, saveWithItsEvents } from '../../support/saving';

/** A repository whose saves fail as a database that cannot be reached does. */
class UnreachableRepository extends InMemoryPaymentRequestRepository {
  override async save(_request: PaymentRequest): Promise<void> {
    throw new StorageUnavailable();
  }
}

function createUseCase(requests = new InMemoryPaymentRequestRepository()) {
  const events = new RecordingEventPublisher();
  const clock = new FixedClock(T0);
  const ids = new SequentialIdGenerator();
  const customers = new InMemoryCustomerRepository();
  const saver = new RequestSaver(requests, events, TEST_EVENT_IDS);
  const create = new CreatePaymentRequest(ids, clock, new StubExchangeRateProvider(), customers, saver);
  const update = new UpdatePaymentRequest(clock, new StubExchangeRateProvider(), requests, saver);
  return { create, update, events };
}

describe('domain events', () => {
  it('creating and updating a request publishes created then updated, naming the request and the merchant', async () => {
    const { create, update, events } = createUseCase();
    const request = await requestOf(create.execute(aCreateCommand()));
    await requestOf(update.execute(anUpdateCommand(request.id, { amount: usd('12') })));

    expect(events.published).toEqual([
      { type: 'payment_request.created', paymentRequestId: request.id, merchantId: MERCHANT_ID, livemode: false, occurredAt: T0 },
      { type: 'payment_request.updated', paymentRequestId: request.id, merchantId: MERCHANT_ID, livemode: false, occurredAt: T0 },
    ]);
  });

  it('a save that fails publishes nothing', async () => {
    const { create, events } = createUseCase(new UnreachableRepository());
    await expect(create.execute(aCreateCommand())).rejects.toBeInstanceOf(StorageUnavailable);
    expect(events.published).toEqual([]);
  });

  it('a refused update publishes nothing', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    await requestOf(world.payByC2p.execute(aC2pCommand(request.id)));
    const { update, events } = createUseCase(world.requests.inner);
    expect(await update.execute(anUpdateCommand(request.id, { amount: usd('1') }))).toMatchObject({ kind: 'not_updatable' });
    expect(events.published).toEqual([]);
  });

  it('a C2P payment publishes paid with the method and the payment intent, once the outcome is stored', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    const paid = await requestOf(world.payByC2p.execute(aC2pCommand(request.id)));
    expect(world.events.published).toEqual([
      {
        type: 'payment_request.paid',
        paymentRequestId: request.id,
        merchantId: MERCHANT_ID,
        livemode: false,
        occurredAt: world.clock.now(),
        method: 'c2p',
        paymentIntentId: paid.succeededIntent?.id,
      },
    ]);
  });

  it('a declined payment intent publishes payment_failed with its decline code, whether the bank or our screening declined it', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    await world.payByC2p.execute(aC2pCommand(request.id, { otp: SANDBOX_C2P.insufficientFundsOtp }));
    await world.payByCard.execute(aCardCommand(request.id, { cardNumber: '4242424242424241' }));
    await world.payByCard.execute(aCardCommand(request.id, { cardNumber: SANDBOX_CARDS.declined }));

    expect(world.events.published.map((event) => event.type === 'payment_request.payment_failed' && [event.method, event.declineCode])).toEqual([
      ['c2p', 'insufficient_funds'],
      ['credit_or_debit_card', 'invalid_card_number'],
      ['credit_or_debit_card', 'card_declined'],
    ]);
  });

  it('a payment intent whose outcome cannot be stored publishes nothing until it is settled', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    world.c2pGateway.chargeFailure = 'after charging';
    world.c2pGateway.lookupFailure = 'unavailable';
    expect(await world.payByC2p.execute(aC2pCommand(request.id))).toMatchObject({ kind: 'outcome_unknown' });
    expect(world.events.published).toEqual([]);
  });

  it('the events published never carry the card number, the CVV or the OTP', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    await world.payByCard.execute(aCardCommand(request.id, { cardNumber: SANDBOX_CARDS.declined, cvv: '739' }));
    await world.payByC2p.execute(aC2pCommand(request.id, { otp: SANDBOX_C2P.approvedOtp }));
    const text = JSON.stringify(world.events.published);
    for (const secret of [SANDBOX_CARDS.declined, '"739"', SANDBOX_C2P.approvedOtp]) expect(text).not.toContain(secret);
  });

  it('a gateway that breaks its port is a bug: the error propagates and nothing is published', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    world.c2pGateway.chargeFailure = new Error('socket hang up');
    expect(await rejectionOf(world.payByC2p.execute(aC2pCommand(request.id)))).toBeInstanceOf(Error);
    expect(world.events.published).toEqual([]);
  });
});

describe('the aggregate records what happened', () => {
  it('pullEvents hands each event over once', async () => {
    const { create } = createUseCase();
    const request = await requestOf(create.execute(aCreateCommand()));
    expect(request.pullEvents()).toEqual([]);
  });

  it('a save stores each recorded event once; pullEvents still hands them over after it', async () => {
    const requests = new InMemoryPaymentRequestRepository();
    const request = aPaymentRequest();
    expect(request.eventsToStore().map((event) => event.type)).toEqual(['payment_request.created']);

    await saveWithItsEvents(requests, request);
    await saveWithItsEvents(requests, request);

    expect(request.eventsToStore()).toEqual([]);
    expect((await requests.events.listAfter(owner(MERCHANT_ID), { limit: 10 }))!.events.map((event) => event.type)).toEqual(['payment_request.created']);
    expect(request.pullEvents().map((event) => event.type)).toEqual(['payment_request.created']);
  });

  it('a rehydrated request has recorded nothing', async () => {
    const requests = new InMemoryPaymentRequestRepository();
    const { create } = createUseCase(requests);
    const request = await requestOf(create.execute(aCreateCommand()));
    expect((await requests.findById(owner(MERCHANT_ID), request.id))?.pullEvents()).toEqual([]);
  });
});
