import { InMemoryPaymentRequestRepository } from '../../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { GetPaymentRequestByToken } from '../../../src/application/get-payment-request-by-token';
import { PaymentRequestNotFound } from '../../../src/domain/errors';
import { OTHER_MERCHANT_ID, aPaidPaymentRequest, aPaymentRequest } from '../../support/builders';

async function setUp() {
  const requests = new InMemoryPaymentRequestRepository();
  const ours = aPaymentRequest();
  const theirs = aPaidPaymentRequest({ merchantId: OTHER_MERCHANT_ID });
  for (const request of [ours, theirs]) await requests.save(request);
  return { requests, getByToken: new GetPaymentRequestByToken(requests), ours, theirs };
}

describe('reading a payment request by its token (the hosted payment page)', () => {
  it('gives the request of whichever merchant issued the token, as stored', async () => {
    const { getByToken, ours, theirs } = await setUp();

    expect((await getByToken.execute(ours.token)).snapshot()).toEqual(ours.snapshot());
    expect((await getByToken.execute(theirs.token)).succeededIntent?.referenceId).toBe('REF-0001');
  });

  it('a token no request has is not found', async () => {
    const { getByToken } = await setUp();

    await expect(getByToken.execute('PRZZZZZZZZZZZZ')).rejects.toBeInstanceOf(PaymentRequestNotFound);
  });

  it.each(['', 'PR', 'PRAB1', 'prb000001', 'XXB000001', 'PRB000001 ', 'PR' + 'A'.repeat(33), "PR1' OR 1=1", 'preq_abc'])(
    'a token of the wrong shape (%p) is not found, and the repository is never asked',
    async (token) => {
      const { requests, getByToken } = await setUp();
      const findByToken = jest.spyOn(requests, 'findByToken');

      await expect(getByToken.execute(token)).rejects.toBeInstanceOf(PaymentRequestNotFound);
      expect(findByToken).not.toHaveBeenCalled();
    },
  );
});
