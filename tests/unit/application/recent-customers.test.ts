import { CreatePaymentRequest } from '../../../src/application/payment-requests/create-payment-request';
import { RequestSaver } from '../../../src/application/request-saver';
import { RecentCustomers } from '../../../src/adapters/persistence/recent-customers';
import { InMemoryCustomerRepository } from '../../../src/adapters/persistence/in-memory/in-memory-customer-repository';
import { InMemoryPaymentRequestRepository } from '../../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { InMemoryEventLog } from '../../../src/adapters/persistence/in-memory/in-memory-event-log';
import { Customer } from '../../../src/domain/customer';
import { FixedClock, RecordingEventPublisher, SequentialIdGenerator, StubExchangeRateProvider, requestOf } from '../../support/fakes';
import { MERCHANT_ID, aCreateCommand, aReturningCustomerCommand, owner } from '../../support/builders';
import { TEST_EVENT_IDS } from '../../support/saving';

const TTL_MS = 60_000;

/** The stored customers, counting how often the database would be asked for one. */
class CountingCustomers extends InMemoryCustomerRepository {
  reads = 0;

  override findByDni(...args: Parameters<InMemoryCustomerRepository['findByDni']>): Promise<Customer | null> {
    this.reads++;
    return super.findByDni(...args);
  }
}

function setUp() {
  const clock = new FixedClock('2026-11-22T13:30:00.000Z');
  const stored = new CountingCustomers();
  const recent = new RecentCustomers(stored, clock, TTL_MS);
  const requests = new InMemoryPaymentRequestRepository(new InMemoryEventLog(), null, stored);
  const create = new CreatePaymentRequest(
    new SequentialIdGenerator(), clock, new StubExchangeRateProvider('36.5'), recent,
    new RequestSaver(requests, new RecordingEventPublisher(), TEST_EVENT_IDS),
  );
  return { clock, stored, recent, create };
}

describe('creates that name only a known dni (RecentCustomers)', () => {
  it('do not ask the database for a customer this process registered or read within the time', async () => {
    const { stored, create, clock } = setUp();
    await requestOf(create.execute(aCreateCommand()));
    const readsAfterRegistering = stored.reads;

    const second = await requestOf(create.execute(aReturningCustomerCommand()));
    clock.advance(TTL_MS - 1);
    await requestOf(create.execute(aReturningCustomerCommand()));

    expect(stored.reads).toBe(readsAfterRegistering);
    expect(second.customer.email).toBe('maria@example.com');
    clock.advance(1);
    await requestOf(create.execute(aReturningCustomerCommand()));
    expect(stored.reads).toBe(readsAfterRegistering + 1);
  });

  it('copy the e-mail another instance stored since, reading the customer again when the save finds it changed', async () => {
    const { stored, create } = setUp();
    const first = await requestOf(create.execute(aCreateCommand()));
    // Another instance changes the customer's e-mail: this process still remembers the old one.
    await stored.save({ ...first.customer, merchantId: MERCHANT_ID, livemode: false, email: 'maria@new.example', firstName: 'M', lastName: 'P' });

    const second = await requestOf(create.execute(aReturningCustomerCommand()));

    expect(second.customer).toEqual({ id: first.customer.id, dni: first.customer.dni, email: 'maria@new.example' });
  });

  it('read the database when details are given, so an update is never decided on a remembered copy', async () => {
    const { stored, create } = setUp();
    await requestOf(create.execute(aCreateCommand()));
    const reads = stored.reads;

    await requestOf(create.execute(aCreateCommand({ customer: { dni: 'V12345678', email: 'maria@other.example' } })));

    expect(stored.reads).toBe(reads + 1);
    expect((await stored.findByDni(owner(MERCHANT_ID), 'V12345678'))?.email).toBe('maria@other.example');
  });

  it('never remember a dni nobody has: the customer registered by another instance is found at once', async () => {
    const { stored, recent } = setUp();
    expect(await recent.findRecentByDni(owner(MERCHANT_ID), 'V99999999')).toBeNull();
    await stored.save({ id: 'cus_x', merchantId: MERCHANT_ID, livemode: false, dni: 'V99999999', email: 'x@example.com', firstName: 'X', lastName: 'Y' });
    expect((await recent.findRecentByDni(owner(MERCHANT_ID), 'V99999999'))?.id).toBe('cus_x');
  });
});
