import { owner } from '../../support/builders';
import { requestOf } from '../../support/fakes';
import { GetPaymentRequest } from '../../../src/application/payment-requests/get-payment-request';
import { InMemoryPaymentRequestRepository } from '../../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { MERCHANT_ID, OTHER_MERCHANT_ID, aPaidPaymentRequest, aPaymentRequest } from '../../support/builders';
import { saveWithItsEvents } from '../../support/saving';

async function setUp() {
  const requests = new InMemoryPaymentRequestRepository();
  const ours = aPaymentRequest();
  const paid = aPaidPaymentRequest();
  const theirs = aPaymentRequest({ merchantId: OTHER_MERCHANT_ID });
  for (const request of [ours, paid, theirs]) await saveWithItsEvents(requests, request);
  return { get: new GetPaymentRequest(requests), requests, ours, paid, theirs };
}

describe('reading a payment request', () => {
  it('gives the merchant its own request as stored', async () => {
    const { get, ours } = await setUp();
    const found = await requestOf(get.execute(owner(MERCHANT_ID), ours.id));
    expect(found.snapshot()).toEqual(ours.snapshot());
  });

  it('gives a paid request with the intent that paid it', async () => {
    const { get, paid } = await setUp();
    const found = await requestOf(get.execute(owner(MERCHANT_ID), paid.id));
    expect(found.status).toBe('paid');
    expect(found.succeededIntent?.id).toBe(paid.succeededIntent?.id);
    expect(found.succeededIntent?.referenceId).toBe('REF-0001');
  });

  it('another merchant\'s request is not found, exactly like one that does not exist', async () => {
    const { get, theirs } = await setUp();
    const otherMerchants = await get.execute(owner(MERCHANT_ID), theirs.id);
    const missing = await get.execute(owner(MERCHANT_ID), 'preq_doesNotExist');
    expect(otherMerchants).toEqual({ kind: 'not_found', id: theirs.id });
    expect(missing).toEqual({ kind: 'not_found', id: 'preq_doesNotExist' });
  });

  it.each(['abc', 'preq_', 'preq_a b', 'pi_abc', ''])('an id of the wrong shape (%p) is not found', async (id) => {
    const { get } = await setUp();
    await expect(get.execute(owner(MERCHANT_ID), id)).resolves.toMatchObject({ kind: 'not_found' });
  });

  it('changing what was read does not change what is stored', async () => {
    const { get, ours } = await setUp();
    const read = await requestOf(get.execute(owner(MERCHANT_ID), ours.id));
    read.customer.email = 'tampered@example.com';
    expect((await requestOf(get.execute(owner(MERCHANT_ID), ours.id))).customer.email).toBe('maria@example.com');
  });
});
