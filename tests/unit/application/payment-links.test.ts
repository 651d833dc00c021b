import { InMemoryCustomerRepository } from '../../../src/adapters/persistence/in-memory/in-memory-customer-repository';
import { InMemoryMerchantRepository } from '../../../src/adapters/persistence/in-memory/in-memory-merchant-repository';
import { InMemoryPaymentLinkRepository } from '../../../src/adapters/persistence/in-memory/in-memory-payment-link-repository';
import { InMemoryPaymentRequestRepository } from '../../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { CreatePaymentLink } from '../../../src/application/payment-links/create-payment-link';
import { CreateRequestThroughLink } from '../../../src/application/payment-links/create-request-through-link';
import { OpenPaymentLink } from '../../../src/application/payment-links/open-payment-link';
import { GetPaymentLink, ListPaymentLinks } from '../../../src/application/payment-links/read-payment-links';
import { UpdatePaymentLink } from '../../../src/application/payment-links/update-payment-link';
import { CreatePaymentRequest } from '../../../src/application/payment-requests/create-payment-request';
import { RequestSaver } from '../../../src/application/request-saver';
import { profileNamed } from '../../../src/domain/merchant-profile';
import { PaymentLink } from '../../../src/domain/payment-links';
import { MERCHANT_ID, owner, usd } from '../../support/builders';
import { FixedClock, RecordingEventPublisher, SequentialIdGenerator, StubExchangeRateProvider } from '../../support/fakes';
import { TEST_EVENT_IDS } from '../../support/saving';

const MARIA = { dni: 'V12345678', email: 'maria@example.com', firstName: 'María', lastName: 'Pérez' };

async function setUp() {
  const clock = new FixedClock('2026-11-22T13:30:00.000Z');
  const ids = new SequentialIdGenerator();
  const rates = new StubExchangeRateProvider('36.5');
  const links = new InMemoryPaymentLinkRepository();
  const requests = new InMemoryPaymentRequestRepository();
  const merchants = new InMemoryMerchantRepository();
  await merchants.add({ id: MERCHANT_ID, ...profileNamed('Acme'), createdAt: clock.now() });
  const create = new CreatePaymentRequest(
    ids, clock, rates, new InMemoryCustomerRepository(), new RequestSaver(requests, new RecordingEventPublisher(), TEST_EVENT_IDS),
  );
  const open = new OpenPaymentLink(links, merchants, rates, clock);
  return {
    clock, rates, requests, open,
    createLink: new CreatePaymentLink(ids, clock, links),
    update: new UpdatePaymentLink(clock, links),
    get: new GetPaymentLink(links),
    list: new ListPaymentLinks(links),
    through: new CreateRequestThroughLink(open, create),
  };
}

async function linkOf(promise: Promise<{ kind: string; link?: PaymentLink }>): Promise<PaymentLink> {
  const outcome = await promise;
  if (!outcome.link) throw new Error(`expected a link, got ${outcome.kind}`);
  return outcome.link;
}

describe('payment links', () => {
  it('creates requests of the link\'s amount, description, merchant and mode, each naming the link', async () => {
    const { createLink, through, requests } = await setUp();
    const link = await linkOf(createLink.execute({ owner: owner(MERCHANT_ID, true), amount: usd('12.50'), description: 'Torta', expiresAt: null }));

    const outcome = await through.execute({ token: link.token, customer: MARIA });
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    expect(outcome.request).toMatchObject({ paymentLinkId: link.id, description: 'Torta', livemode: true, merchantId: MERCHANT_ID });
    expect(outcome.request.amount).toEqual(usd('12.50'));
    expect(await requests.findById(owner(MERCHANT_ID, true), outcome.request.id)).not.toBeNull();
  });

  it('never changes a known customer\'s details through a link', async () => {
    const { createLink, through } = await setUp();
    const link = await linkOf(createLink.execute({ owner: owner(MERCHANT_ID), amount: usd('1'), description: 'x', expiresAt: null }));
    await through.execute({ token: link.token, customer: MARIA });

    const outcome = await through.execute({ token: link.token, customer: { ...MARIA, email: 'stranger@example.com' } });
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    expect(outcome.request.customer.email).toBe('maria@example.com');
  });

  it('asks a new customer\'s details, and creates nothing through a closed link or an unknown token', async () => {
    const { createLink, update, through, clock } = await setUp();
    const link = await linkOf(createLink.execute({ owner: owner(MERCHANT_ID), amount: usd('1'), description: 'x', expiresAt: null }));

    expect(await through.execute({ token: link.token, customer: { dni: 'V1234567' } })).toMatchObject({ kind: 'customer_details_missing' });
    await update.execute({ owner: owner(MERCHANT_ID), id: link.id, changes: { active: false } });
    expect(await through.execute({ token: link.token, customer: MARIA })).toEqual({ kind: 'link_closed', reason: 'inactive' });
    expect(await through.execute({ token: 'PR000001', customer: MARIA })).toMatchObject({ kind: 'not_found' });

    const expiring = await linkOf(createLink.execute({
      owner: owner(MERCHANT_ID), amount: usd('1'), description: 'x', expiresAt: new Date(clock.now().getTime() + 60_000),
    }));
    clock.advanceSeconds(60);
    expect(await through.execute({ token: expiring.token, customer: MARIA })).toEqual({ kind: 'link_closed', reason: 'expired' });
  });

  it('opens a link with its merchant and today\'s VES price, or says why it is closed', async () => {
    const { createLink, update, open, rates } = await setUp();
    const link = await linkOf(createLink.execute({ owner: owner(MERCHANT_ID), amount: usd('10'), description: 'x', expiresAt: null }));

    expect(await open.execute(link.token)).toMatchObject({ merchant: { name: 'Acme' }, closed: null, priceInVes: usd('10').convert(await rates.usdToVes() as never) });
    await update.execute({ owner: owner(MERCHANT_ID), id: link.id, changes: { active: false } });
    expect(await open.execute(link.token)).toMatchObject({ closed: 'inactive', priceInVes: null });
    expect(await open.execute('PLNOSUCH')).toBeNull();
  });

  it('finds, lists and changes only the owner\'s links, in its mode', async () => {
    const { createLink, get, list, update } = await setUp();
    const link = await linkOf(createLink.execute({ owner: owner(MERCHANT_ID), amount: usd('1'), description: 'x', expiresAt: null }));

    expect(await get.execute(owner(MERCHANT_ID, true), link.id)).toEqual({ kind: 'payment_link_not_found', id: link.id });
    expect(await update.execute({ owner: owner('mer_other'), id: link.id, changes: { active: false } })).toMatchObject({ kind: 'payment_link_not_found' });
    expect(await list.execute({ owner: owner(MERCHANT_ID), page: 1, limit: 10 })).toMatchObject({ totalObjects: 1, totalPages: 1, items: [link] });
  });
});
