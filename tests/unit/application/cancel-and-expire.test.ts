import { owner } from '../../support/builders';
import { CancelPaymentRequest } from '../../../src/application/payment-requests/cancel-payment-request';
import { CreatePaymentRequest } from '../../../src/application/payment-requests/create-payment-request';
import { ExpirePaymentRequests } from '../../../src/application/payment-requests/expire-payment-requests';
import { UpdatePaymentRequest } from '../../../src/application/payment-requests/update-payment-request';
import { RequestSaver } from '../../../src/application/request-saver';
import { InMemoryCustomerRepository } from '../../../src/adapters/persistence/in-memory/in-memory-customer-repository';
import { aC2pCommand, aCheckoutWorld, refusalOf } from '../../support/checkout-fakes';
import { MERCHANT_ID, OTHER_MERCHANT_ID, aCreateCommand, aPaymentIntentFor, anUpdateCommand } from '../../support/builders';
import { RecordingEventPublisher, SequentialIdGenerator, StubExchangeRateProvider, requestOf } from '../../support/fakes';
import { saveWithItsEvents } from '../../support/saving';

const SECOND = 1000;

function aWorld() {
  const world = aCheckoutWorld();
  const expiresIn = (seconds: number) => new Date(world.clock.now().getTime() + seconds * SECOND);
  return {
    ...world,
    expiresIn,
    cancel: new CancelPaymentRequest(world.clock, world.requests, world.saver),
    sweeper: new ExpirePaymentRequests(world.clock, world.requests, world.saver),
  };
}

describe('canceling a payment request (use case)', () => {
  it('stores it canceled and publishes payment_request.canceled, reason requested', async () => {
    const world = aWorld();
    const request = await world.aStoredRequest();
    const canceled = await requestOf(world.cancel.execute(owner(MERCHANT_ID), request.id));
    expect([canceled.status, (await world.stored(request)).cancellationReason]).toEqual(['canceled', 'requested']);
    expect(world.events.published).toEqual([expect.objectContaining({ type: 'payment_request.canceled', reason: 'requested', paymentRequestId: request.id })]);
  });

  it('does not find another merchant\'s request', async () => {
    const world = aWorld();
    const request = await world.aStoredRequest({ merchantId: OTHER_MERCHANT_ID });
    expect(await world.cancel.execute(owner(MERCHANT_ID), request.id)).toEqual({ kind: 'not_found', id: request.id });
    expect((await world.stored(request)).status).toBe('waiting_for_payment');
  });

  it('loses to a checkout that claimed the request between its read and its save: not cancelable, nothing published', async () => {
    const world = aWorld();
    const request = await world.aStoredRequest();
    world.requests.interfereBeforeSave(async (inner) => {
      const theirs = (await inner.findById(owner(MERCHANT_ID), request.id))!;
      theirs.beginPayment(aPaymentIntentFor(theirs, { now: world.clock.now() }), world.clock.now());
      await saveWithItsEvents(inner, theirs);
    });
    expect(await world.cancel.execute(owner(MERCHANT_ID), request.id)).toMatchObject({ kind: 'not_cancelable', status: 'waiting_for_payment_confirmation' });
    expect(world.events.published).toEqual([]);
  });
});

describe('storing expired requests as canceled (the sweeper)', () => {
  it('expires every request waiting past its expiry, as of the expiry, and leaves the rest', async () => {
    const world = aWorld();
    const due = await world.aStoredRequest({ expiresAt: world.expiresIn(60) });
    const notYet = await world.aStoredRequest({ expiresAt: world.expiresIn(600) });
    const never = await world.aStoredRequest();
    world.clock.advanceSeconds(61);

    expect(await world.sweeper.execute()).toEqual({ expired: 1, skipped: 0, unsaved: [] });

    const stored = await world.stored(due);
    expect([stored.status, stored.cancellationReason, stored.canceledAt]).toEqual(['canceled', 'expired', due.expiresAt]);
    expect([(await world.stored(notYet)).status, (await world.stored(never)).status]).toEqual(['waiting_for_payment', 'waiting_for_payment']);
    expect(world.events.published).toEqual([expect.objectContaining({ type: 'payment_request.canceled', reason: 'expired', paymentRequestId: due.id })]);
    expect(await world.sweeper.execute()).toEqual({ expired: 0, skipped: 0, unsaved: [] });
  });

  it('skips, and reports, a request it cannot save, and expires the others', async () => {
    const world = aWorld();
    const told: string[] = [];
    const sweeper = new ExpirePaymentRequests(world.clock, world.requests, world.saver, (id) => told.push(id));
    const unsavable = await world.aStoredRequest({ expiresAt: world.expiresIn(60) });
    const fine = await world.aStoredRequest({ expiresAt: world.expiresIn(61) });
    world.clock.advanceSeconds(61);
    world.requests.interfereBeforeSave(async () => {
      throw new Error('bind message has 70000 parameter formats but 0 parameters');
    });

    expect(await sweeper.execute()).toEqual({ expired: 1, skipped: 0, unsaved: [unsavable.id] });

    expect(told).toEqual([unsavable.id]);
    expect((await world.stored(fine)).status).toBe('canceled');
    expect((await world.stored(unsavable)).status).toBe('waiting_for_payment');
  });

  it('works through more than one batch', async () => {
    const world = aWorld();
    for (let i = 0; i < 230; i++) await world.aStoredRequest({ expiresAt: world.expiresIn(60) });
    world.clock.advanceSeconds(60);
    expect(await world.sweeper.execute()).toEqual({ expired: 230, skipped: 0, unsaved: [] });
  });

  it('skips a request another instance expired between its read and its save: stored and published once', async () => {
    const world = aWorld();
    const request = await world.aStoredRequest({ expiresAt: world.expiresIn(60) });
    world.clock.advanceSeconds(60);
    const otherInstance = new RecordingEventPublisher();
    world.requests.interfereBeforeSave(async (inner) => {
      await new ExpirePaymentRequests(world.clock, inner, new RequestSaver(inner, otherInstance, world.eventIds)).execute();
    });

    expect(await world.sweeper.execute()).toEqual({ expired: 0, skipped: 1, unsaved: [] });
    expect([...world.events.types, ...otherInstance.types]).toEqual(['payment_request.canceled']);
    expect((await world.stored(request)).cancellationReason).toBe('expired');
  });

  it('leaves a request with a payment in flight to settle first; declined after the expiry, the settlement expires it', async () => {
    const world = aWorld();
    const request = await world.aStoredRequest({ expiresAt: world.expiresIn(60) });
    world.c2pGateway.chargeFailure = 'unavailable';
    world.c2pGateway.lookupFailure = 'unavailable';
    await refusalOf(world.payByC2p.execute(aC2pCommand(request.id, { otp: '111111' })));
    world.clock.advanceSeconds(120);

    expect(await world.sweeper.execute()).toEqual({ expired: 0, skipped: 0, unsaved: [] });
    expect((await world.stored(request)).status).toBe('waiting_for_payment_confirmation');

    const pending = (await world.stored(request)).pendingIntents[0];
    await world.settlement.record(owner(MERCHANT_ID), request.id, pending.id, { status: 'declined', declineCode: 'insufficient_funds' });
    const stored = await world.stored(request);
    expect([stored.status, stored.cancellationReason, stored.canceledAt]).toEqual(['canceled', 'expired', request.expiresAt]);
  });

  it('a payment begun before the expiry and approved after it pays the request', async () => {
    const world = aWorld();
    const request = await world.aStoredRequest({ expiresAt: world.expiresIn(60) });
    world.c2pGateway.chargeFailure = 'unavailable';
    world.c2pGateway.lookupFailure = 'unavailable';
    await refusalOf(world.payByC2p.execute(aC2pCommand(request.id)));
    world.clock.advanceSeconds(120);
    await world.sweeper.execute();

    const pending = (await world.stored(request)).pendingIntents[0];
    await world.settlement.record(owner(MERCHANT_ID), request.id, pending.id, { status: 'approved', gatewayReference: 'REF-9' });
    expect((await world.stored(request)).status).toBe('paid');
  });
});

describe('an expiry out of range on create and update', () => {
  it('is refused before anything is stored or looked up', async () => {
    const world = aWorld();
    const customers = new InMemoryCustomerRepository();
    const rates = new StubExchangeRateProvider();
    const ids = new SequentialIdGenerator();
    const create = new CreatePaymentRequest(ids, world.clock, rates, customers, world.saver);
    const update = new UpdatePaymentRequest(world.clock, rates, world.requests, world.saver);
    const tooSoon = world.expiresIn(59);

    expect(await create.execute(aCreateCommand({ expiresAt: tooSoon }))).toEqual({ kind: 'expiry_out_of_range', minSeconds: 60, maxSeconds: 2_592_000 });
    expect(await customers.findByDni(owner(MERCHANT_ID), 'V12345678')).toBeNull();
    expect(await update.execute(anUpdateCommand('preq_nothing', { expiresAt: world.expiresIn(31 * 86_400) }))).toMatchObject({ kind: 'expiry_out_of_range' });
    expect(world.requests.reads).toBe(0);
  });
});
