import { Owner } from '../../../src/domain/mode';
import { owner } from '../../support/builders';
import { UnitOfWork } from '../../../src/application/ports/unit-of-work';
import { UpdatePaymentRequest } from '../../../src/application/payment-requests/update-payment-request';
import { RequestSaver } from '../../../src/application/request-saver';
import { PaymentRequestRepository } from '../../../src/application/ports/payment-request-repository';
import { InMemoryPaymentRequestRepository } from '../../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { PaymentRequest } from '../../../src/domain/payment-requests';
import { FixedClock, StubExchangeRateProvider, requestOf, RecordingEventPublisher } from '../../support/fakes';
import {
  MERCHANT_ID,
  OTHER_MERCHANT_ID,
  T0,
  aPaidPaymentRequest,
  aPaymentRequest,
  anUpdateCommand,
  usd,
  usdToVes,
} from '../../support/builders';
import { TEST_EVENT_IDS, saveWithItsEvents } from '../../support/saving';

/**
 * Before each of our first `times` saves, another writer slips in: it reads the same request, changes its
 * description and saves, so our copy is one version behind when we save it.
 */
class InterleavingWriterRepository implements PaymentRequestRepository {
  interleaved = 0;

  constructor(
    private readonly inner: InMemoryPaymentRequestRepository,
    private readonly times: number,
  ) {}

  findById(owner: Owner, id: string) {
    return this.inner.findById(owner, id);
  }

  list(...args: Parameters<PaymentRequestRepository['list']>) {
    return this.inner.list(...args);
  }

  findWithPendingIntents(...args: Parameters<PaymentRequestRepository['findWithPendingIntents']>) {
    return this.inner.findWithPendingIntents(...args);
  }

  findExpired(...args: Parameters<PaymentRequestRepository['findExpired']>) {
    return this.inner.findExpired(...args);
  }

  findLateChargesToSettle(...args: Parameters<PaymentRequestRepository['findLateChargesToSettle']>) {
    return this.inner.findLateChargesToSettle(...args);
  }

  holdsBankReference(...args: Parameters<PaymentRequestRepository['holdsBankReference']>) {
    return this.inner.holdsBankReference(...args);
  }

  firstReportOf(...args: Parameters<PaymentRequestRepository['firstReportOf']>) {
    return this.inner.firstReportOf(...args);
  }

  findByRefundId(...args: Parameters<PaymentRequestRepository['findByRefundId']>) {
    return this.inner.findByRefundId(...args);
  }

  findBookedRefundsToSettle(...args: Parameters<PaymentRequestRepository['findBookedRefundsToSettle']>) {
    return this.inner.findBookedRefundsToSettle(...args);
  }

  findWithPendingRefunds(...args: Parameters<PaymentRequestRepository['findWithPendingRefunds']>) {
    return this.inner.findWithPendingRefunds(...args);
  }

  async save(request: PaymentRequest, work: UnitOfWork): Promise<void> {
    if (this.interleaved < this.times) {
      this.interleaved++;
      const theirs = await this.inner.findById(request.owner, request.id);
      theirs!.revise({ description: `changed by someone else (${this.interleaved})`, rate: theirs!.rate, now: T0 });
      await saveWithItsEvents(this.inner, theirs!);
    }
    await this.inner.save(request, work);
  }
}

async function setUp(
  stored: PaymentRequest = aPaymentRequest({ amount: usd('10'), rate: usdToVes('36.5') }),
  seenThrough: (repository: InMemoryPaymentRequestRepository) => PaymentRequestRepository = (r) => r,
) {
  const clock = new FixedClock(T0);
  const rates = new StubExchangeRateProvider('36.5');
  const requests = new InMemoryPaymentRequestRepository();
  await saveWithItsEvents(requests, stored);
  const seen = seenThrough(requests);
  const update = new UpdatePaymentRequest(clock, rates, seen, new RequestSaver(seen, new RecordingEventPublisher(), TEST_EVENT_IDS));
  return { clock, rates, requests, update, id: stored.id };
}

describe('updating a payment request', () => {
  it('reprices it at the rate of the moment of the update', async () => {
    const { clock, rates, requests, update, id } = await setUp();
    rates.setRate('40.5');
    const later = clock.advanceSeconds(90);

    const updated = await requestOf(update.execute(anUpdateCommand(id, { amount: usd('20') })));

    expect(updated.amount.cents).toBe(2000);
    expect(updated.rate.toDecimalString()).toBe('40.5');
    expect(updated.conversionAmount.cents).toBe(81000);
    expect(updated.updatedAt).toEqual(later);
    expect(updated.createdAt).toEqual(T0);
    expect((await requests.findById(owner(MERCHANT_ID), id))?.snapshot()).toEqual(updated.snapshot());
  });

  it('a new description alone keeps the amount and reprices it', async () => {
    const { rates, update, id } = await setUp();
    rates.setRate('37');
    const updated = await requestOf(update.execute(anUpdateCommand(id, { description: 'Order 1001, gift wrapped' })));
    expect(updated.description).toBe('Order 1001, gift wrapped');
    expect(updated.amount.cents).toBe(1000);
    expect(updated.conversionAmount.cents).toBe(37000);
  });

  it('another merchant\'s request is not found, and stays as it was', async () => {
    const { requests, update, id } = await setUp();
    await expect(update.execute(anUpdateCommand(id, { owner: owner(OTHER_MERCHANT_ID), amount: usd('1') }))).resolves.toMatchObject({ kind: 'not_found' });
    expect((await requests.findById(owner(MERCHANT_ID), id))?.amount.cents).toBe(1000);
  });

  it.each(['preq_doesNotExist', 'preq_', 'preq_with-dash', 'PREQ_abc', 'cus_abc', '', '../preq_abc', 'x'.repeat(500)])(
    'an id like %p is simply not found',
    async (id) => {
      const { update } = await setUp();
      await expect(update.execute(anUpdateCommand(id, { amount: usd('1') }))).resolves.toMatchObject({ kind: 'not_found' });
    },
  );

  it('a paid request cannot be updated, and stays as it was', async () => {
    const { requests, update, id } = await setUp(aPaidPaymentRequest());
    const refusal = await update.execute(anUpdateCommand(id, { amount: usd('1') }));
    expect(refusal).toEqual({ kind: 'not_updatable', id, status: 'paid' });
    const stored = await requests.findById(owner(MERCHANT_ID), id);
    expect(stored?.status).toBe('paid');
    expect(stored?.amount.cents).toBe(1000);
  });

  it('when someone else saved the request first, it reads it again and applies the change on top: nothing is lost', async () => {
    let racing!: InterleavingWriterRepository;
    const { requests, update, id } = await setUp(undefined, (r) => (racing = new InterleavingWriterRepository(r, 1)));

    const updated = await requestOf(update.execute(anUpdateCommand(id, { amount: usd('25') })));

    expect(racing.interleaved).toBe(1);
    const final = await requests.findById(owner(MERCHANT_ID), id);
    expect(final?.amount.cents).toBe(2500);
    expect(final?.description).toBe('changed by someone else (1)');
    expect(final?.snapshot()).toEqual(updated.snapshot());
  });

  it('gives up with a conflict when someone else keeps winning, and does not apply the change', async () => {
    const { requests, update, id } = await setUp(undefined, (r) => new InterleavingWriterRepository(r, Infinity));

    await expect(update.execute(anUpdateCommand(id, { amount: usd('25') }))).resolves.toMatchObject({ kind: 'conflict' });
    expect((await requests.findById(owner(MERCHANT_ID), id))?.amount.cents).toBe(1000);
  });

  it('refuses with rate_unavailable a reprice that would make the price 0.00 VES, and keeps the request as it was', async () => {
    const { rates, requests, update, id } = await setUp();
    rates.setRate('0.00000001');
    expect(await update.execute(anUpdateCommand(id, { amount: usd('10') }))).toEqual({ kind: 'rate_unavailable' });
    expect((await requests.findById(owner(MERCHANT_ID), id))?.conversionAmount.cents).toBe(36500);
  });
});
