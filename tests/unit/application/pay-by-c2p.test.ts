import { Declined } from '../../../src/application/outcomes';
import { requestOf } from '../../support/fakes';
import { SANDBOX_C2P } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { OTHER_MERCHANT_ID, aPaidPaymentRequest, aPaymentIntentFor, aPaymentRequest } from '../../support/builders';
import { aC2pCommand, aCheckoutWorld, refusalOf, storedText } from '../../support/checkout-fakes';
import { saveWithItsEvents } from '../../support/saving';

describe('paying a request by C2P', () => {
  it('an approved C2P pays the request with the bank\'s reference and the payer\'s bank as type', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();

    const paid = await requestOf(world.payByC2p.execute(aC2pCommand(request.id, { bankCode: '0105' })));

    const answer = world.c2pGateway.answered[0];
    expect(answer.status).toBe('approved');
    expect(paid.status).toBe('paid');
    expect(paid.succeededIntent).toMatchObject({
      method: 'c2p',
      type: 'Banco Mercantil',
      referenceId: answer.status === 'approved' ? answer.gatewayReference : 'no reference',
      status: 'succeeded',
    });
    expect((await world.stored(request)).snapshot()).toEqual(paid.snapshot());
  });

  it('the bank is charged the VES conversion amount under our payment intent id, with the payer\'s data', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();

    const paid = await requestOf(world.payByC2p.execute(aC2pCommand(request.id)));

    expect(world.c2pGateway.received).toHaveLength(1);
    const charge = world.c2pGateway.received[0];
    expect(charge.reference).toBe(paid.succeededIntent?.id);
    expect(charge.amount).toMatchObject({ currency: 'VES', cents: 36_500 });
    expect(charge).toMatchObject({ phoneNumber: '04249876543', payerId: 'V20987654', bankCode: '0105', otp: SANDBOX_C2P.approvedOtp });
    expect(paid.succeededIntent?.amount).toMatchObject({ currency: 'VES', cents: 36_500 });
  });

  it.each([
    ['insufficient_funds', SANDBOX_C2P.insufficientFundsOtp],
    ['invalid_otp', '000000'],
  ])('a decline (%s) leaves the request waiting for payment with the rejected payment intent', async (declineCode, otp) => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();

    const error = await refusalOf(world.payByC2p.execute(aC2pCommand(request.id, { otp })));

    const stored = await world.stored(request);
    expect(error).toMatchObject({ kind: 'declined' });
    expect(error).toMatchObject({ declineCode });
    expect(stored.status).toBe('waiting_for_payment');
    expect(stored.succeededIntent).toBeNull();
    expect(stored.rejectedIntents.map((i) => ({ id: i.id, method: i.method, declineCode: i.declineCode }))).toEqual([
      { id: (error as Declined).paymentIntentId, method: 'c2p', declineCode },
    ]);
  });

  it('after a decline the request can still be paid, and keeps the declined payment intent', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    const declined = await refusalOf(world.payByC2p.execute(aC2pCommand(request.id, { otp: SANDBOX_C2P.insufficientFundsOtp })));

    const paid = await requestOf(world.payByC2p.execute(aC2pCommand(request.id)));

    expect(paid.status).toBe('paid');
    expect(paid.rejectedIntents.map((i) => i.id)).toEqual([(declined as Declined).paymentIntentId]);
    expect(paid.succeededIntent?.id).not.toBe((declined as Declined).paymentIntentId);
    expect(world.c2pGateway.chargeCount).toBe(2);
  });

  it('a paid request is not payable again and the bank is not called', async () => {
    const world = aCheckoutWorld();
    const paid = aPaidPaymentRequest();
    await saveWithItsEvents(world.requests.inner, paid);

    const error = await refusalOf(world.payByC2p.execute(aC2pCommand(paid.id)));

    expect(error).toMatchObject({ kind: 'not_payable' });
    expect(world.c2pGateway.received).toHaveLength(0);
    expect((await world.stored(paid)).intents).toHaveLength(1);
  });

  it('a request whose payment intent is still pending is not payable', async () => {
    const world = aCheckoutWorld();
    const request = aPaymentRequest();
    request.beginPayment(aPaymentIntentFor(request), request.createdAt);
    await saveWithItsEvents(world.requests.inner, request);

    await expect(world.payByC2p.execute(aC2pCommand(request.id))).resolves.toMatchObject({ kind: 'not_payable' });
    expect(world.c2pGateway.received).toHaveLength(0);
    expect((await world.stored(request)).status).toBe('waiting_for_payment_confirmation');
  });

  it('another merchant\'s request is not found and stays untouched', async () => {
    const world = aCheckoutWorld();
    const theirs = await world.aStoredRequest({ merchantId: OTHER_MERCHANT_ID });

    await expect(world.payByC2p.execute(aC2pCommand(theirs.id))).resolves.toMatchObject({ kind: 'not_found' });
    expect(world.c2pGateway.received).toHaveLength(0);
    expect((await world.stored(theirs)).intents).toHaveLength(0);
  });

  it('the OTP is passed to the bank but never stored', async () => {
    const world = aCheckoutWorld();
    // No other field may contain the sandbox OTP 123456 by chance.
    const request = await world.aStoredRequest({ customer: { id: 'cus_ana', dni: 'V20987654', email: 'ana@example.com' } });
    await refusalOf(world.payByC2p.execute(aC2pCommand(request.id, { otp: '80808080' })));

    const paid = await requestOf(world.payByC2p.execute(aC2pCommand(request.id)));

    const text = storedText(await world.stored(paid));
    expect(text).toContain('04249876543');
    expect(text).not.toContain('80808080');
    expect(text).not.toContain(SANDBOX_C2P.approvedOtp);
    expect(text).not.toMatch(/"otp\w*":/i);
  });
});
