import { owner } from '../../support/builders';
import { CreateOutcome } from '../../../src/application/outcomes';
import { CreatePaymentRequest } from '../../../src/application/payment-requests/create-payment-request';
import { RequestSaver } from '../../../src/application/request-saver';
import { InMemoryCustomerRepository } from '../../../src/adapters/persistence/in-memory/in-memory-customer-repository';
import { InMemoryPaymentRequestRepository } from '../../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { FixedClock, SequentialIdGenerator, StubExchangeRateProvider, RecordingEventPublisher, requestOf } from '../../support/fakes';
import { MERCHANT_ID, OTHER_MERCHANT_ID, aCreateCommand, aReturningCustomerCommand, usd } from '../../support/builders';
import { TEST_EVENT_IDS } from '../../support/saving';

function setUp() {
  const clock = new FixedClock('2026-11-22T13:30:00.000Z');
  const rates = new StubExchangeRateProvider('36.5');
  const customers = new InMemoryCustomerRepository();
  const requests = new InMemoryPaymentRequestRepository();
  const events = new RecordingEventPublisher();
  const create = new CreatePaymentRequest(new SequentialIdGenerator(), clock, rates, customers, new RequestSaver(requests, events, TEST_EVENT_IDS));
  return { clock, rates, customers, requests, events, create };
}

async function missingDetailsOf(promise: Promise<CreateOutcome>): Promise<string[]> {
  const outcome = await promise;
  if (outcome.kind !== 'customer_details_missing') throw new Error(`expected missing details, got ${outcome.kind}`);
  return outcome.missing;
}

describe('creating a payment request', () => {
  it('issues it to a new customer, priced at the current rate, and stores it', async () => {
    const { create, requests } = setUp();
    const request = await requestOf(create.execute(aCreateCommand({ amount: usd('19.99'), externalId: 'order-1001' })));

    expect(request.id).toMatch(/^preq_/);
    expect(request.token).toMatch(/^PR/);
    expect(request.customer).toEqual({ id: expect.stringMatching(/^cus_/), dni: 'V12345678', email: 'maria@example.com' });
    expect(request.status).toBe('waiting_for_payment');
    expect(request.externalId).toBe('order-1001');
    expect(request.rate.toDecimalString()).toBe('36.5');
    expect(request.conversionAmount.cents).toBe(72964);
    expect(request.createdAt.toISOString()).toBe('2026-11-22T13:30:00.000Z');

    const stored = await requests.findById(owner(MERCHANT_ID), request.id);
    expect(stored?.snapshot()).toEqual(request.snapshot());
  });

  it('each request keeps the rate it was priced at', async () => {
    const { create, rates } = setUp();
    const first = await requestOf(create.execute(aCreateCommand()));
    rates.setRate('40');
    const second = await requestOf(create.execute(aReturningCustomerCommand()));
    expect(first.conversionAmount.cents).toBe(36500);
    expect(second.conversionAmount.cents).toBe(40000);
  });

  it('every request gets its own id and token', async () => {
    const { create } = setUp();
    const first = await requestOf(create.execute(aCreateCommand()));
    const second = await requestOf(create.execute(aReturningCustomerCommand()));
    expect(second.id).not.toBe(first.id);
    expect(second.token).not.toBe(first.token);
  });
});

describe('a dni the merchant has never used', () => {
  it('needs email, first name and last name, each named in the domain\'s terms (the HTTP adapter names the fields)', async () => {
    const { create } = setUp();
    expect(await missingDetailsOf(create.execute(aReturningCustomerCommand('V99999999')))).toEqual([
      'email',
      'firstName',
      'lastName',
    ]);
  });

  it('names only what is missing', async () => {
    const { create } = setUp();
    const command = aCreateCommand({ customer: { dni: 'V99999999', email: 'new@example.com', firstName: 'Ana' } });
    expect(await missingDetailsOf(create.execute(command))).toEqual(['lastName']);
  });

  it('a refused request stores nothing and registers no one', async () => {
    const { create, requests, customers } = setUp();
    await missingDetailsOf(create.execute(aReturningCustomerCommand('V99999999')));
    expect((await requests.list(owner(MERCHANT_ID), {}, { limit: 50, offset: 0 })).total).toBe(0);
    expect(await customers.findByDni(owner(MERCHANT_ID), 'V99999999')).toBeNull();
  });
});

describe('a dni the merchant has used before', () => {
  it('needs nothing but the dni, and is the same customer', async () => {
    const { create } = setUp();
    const first = await requestOf(create.execute(aCreateCommand()));
    const second = await requestOf(create.execute(aReturningCustomerCommand('V12345678')));
    expect(second.customer).toEqual(first.customer);
  });

  it('with a new email updates the customer, while earlier requests keep the email they were issued to', async () => {
    const { create, requests, customers } = setUp();
    const first = await requestOf(create.execute(aCreateCommand()));
    const second = await requestOf(create.execute(
      aReturningCustomerCommand('V12345678', { customer: { dni: 'V12345678', email: 'maria.new@example.com' } }),
    ));

    expect(second.customer).toEqual({ id: first.customer.id, dni: 'V12345678', email: 'maria.new@example.com' });
    expect((await requests.findById(owner(MERCHANT_ID), first.id))?.customer.email).toBe('maria@example.com');
    expect(await customers.findByDni(owner(MERCHANT_ID), 'V12345678')).toMatchObject({
      id: first.customer.id,
      email: 'maria.new@example.com',
      firstName: 'María',
      lastName: 'Pérez',
    });
  });

  it('is known only to the merchant that used it: at another merchant the same dni is new', async () => {
    const { create } = setUp();
    const ours = await requestOf(create.execute(aCreateCommand()));

    const bare = aReturningCustomerCommand('V12345678', { owner: owner(OTHER_MERCHANT_ID) });
    expect(await missingDetailsOf(create.execute(bare))).toEqual([
      'email',
      'firstName',
      'lastName',
    ]);

    const theirs = await requestOf(create.execute(
      aCreateCommand({
        owner: owner(OTHER_MERCHANT_ID),
        customer: { dni: 'V12345678', email: 'other@example.com', firstName: 'M', lastName: 'P' },
      }),
    ));
    expect(theirs.customer.id).not.toBe(ours.customer.id);
    expect(theirs.customer.email).toBe('other@example.com');
    expect(ours.customer.email).toBe('maria@example.com');
  });

  it('refuses with rate_unavailable, and stores nothing, a positive price that converts to 0.00 VES', async () => {
    const { create, rates, events } = setUp();
    rates.setRate('0.00000001');
    expect(await create.execute(aCreateCommand({ amount: usd('19.99') }))).toEqual({ kind: 'rate_unavailable' });
    expect(events.published).toEqual([]);
  });
});
