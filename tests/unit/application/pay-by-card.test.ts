import { requestOf } from '../../support/fakes';
import { SANDBOX_CARDS } from '../../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { OTHER_MERCHANT_ID, aPaidPaymentRequest } from '../../support/builders';
import { CARD_CVV, aCardCommand, aCheckoutWorld, refusalOf, storedText, withLuhnCheckDigit } from '../../support/checkout-fakes';
import { saveWithItsEvents } from '../../support/saving';

describe('paying a request by card', () => {
  it.each([
    ['visa', SANDBOX_CARDS.visaApproved],
    ['mastercard', SANDBOX_CARDS.mastercardApproved],
    ['visa', withLuhnCheckDigit('411111111111111')],
  ])('an approved %s card pays the request with the processor\'s reference', async (brand, cardNumber) => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();

    const paid = await requestOf(world.payByCard.execute(aCardCommand(request.id, { cardNumber })));

    const answer = world.cardGateway.answered[0];
    expect(paid.status).toBe('paid');
    expect(paid.succeededIntent).toMatchObject({
      method: 'credit_or_debit_card',
      type: brand,
      referenceId: answer.status === 'approved' ? answer.gatewayReference : 'declined',
    });
    expect((await world.stored(request)).snapshot()).toEqual(paid.snapshot());
  });

  it('the processor is charged the VES conversion amount under our payment intent id, with the card', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();

    const paid = await requestOf(world.payByCard.execute(aCardCommand(request.id, { expiry: { month: 3, year: 2029 } })));

    expect(world.cardGateway.received).toHaveLength(1);
    const charge = world.cardGateway.received[0];
    expect(charge.reference).toBe(paid.succeededIntent?.id);
    expect(charge.amount).toMatchObject({ currency: 'VES', cents: 36_500 });
    expect(charge).toMatchObject({
      cardNumber: SANDBOX_CARDS.visaApproved,
      cvv: CARD_CVV,
      expiryMonth: 3,
      expiryYear: 2029,
      holderId: 'V12345678',
      brand: 'visa',
    });
  });

  it.each([
    ['card_declined', SANDBOX_CARDS.declined],
    ['insufficient_funds', SANDBOX_CARDS.insufficientFunds],
  ])('a processor decline (%s) leaves the request payable with the rejected payment intent', async (declineCode, cardNumber) => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();

    const error = await refusalOf(world.payByCard.execute(aCardCommand(request.id, { cardNumber })));

    const stored = await world.stored(request);
    expect(error).toMatchObject({ kind: 'declined' });
    expect(error).toMatchObject({ declineCode, paymentIntentId: stored.rejectedIntents[0]?.id });
    expect(stored.status).toBe('waiting_for_payment');
    expect(stored.rejectedIntents).toHaveLength(1);
    expect(world.cardGateway.chargeCount).toBe(1);
    expect((await requestOf(world.payByCard.execute(aCardCommand(request.id)))).status).toBe('paid');
  });

  describe('a card screened out never reaches the processor but is recorded as a rejected payment intent', () => {
    it.each([
      ['invalid_card_number', { cardNumber: '4242424242424241' }],
      ['card_not_supported', { cardNumber: '378282246310005' }],
      ['card_not_supported', { cardNumber: withLuhnCheckDigit('272100000000000') }],
      ['expired_card', { expiry: { month: 10, year: 2026 } }],
    ])('%s', async (declineCode, overrides) => {
      const world = aCheckoutWorld({ now: '2026-11-22T13:30:00.000Z' });
      const request = await world.aStoredRequest();

      const error = await refusalOf(world.payByCard.execute(aCardCommand(request.id, overrides)));

      const stored = await world.stored(request);
      expect(error).toMatchObject({ kind: 'declined' });
      expect(error).toMatchObject({ declineCode, paymentIntentId: stored.rejectedIntents[0]?.id });
      expect(world.cardGateway.received).toHaveLength(0);
      expect(world.cardGateway.chargeCount).toBe(0);
      expect(stored.status).toBe('waiting_for_payment');
      expect(stored.rejectedIntents.map((i) => [i.method, i.declineCode])).toEqual([['credit_or_debit_card', declineCode]]);
      expect((await requestOf(world.payByCard.execute(aCardCommand(request.id)))).status).toBe('paid');
    });
  });

  describe('expiry is measured in the business time zone', () => {
    const novemberCard = { expiry: { month: 11, year: 2026 } };

    it('at 2026-12-01T02:00Z it is still November in Caracas: a card of 11/26 is charged', async () => {
      const world = aCheckoutWorld({ now: '2026-12-01T02:00:00.000Z', timeZone: 'America/Caracas' });
      const request = await world.aStoredRequest();

      const paid = await requestOf(world.payByCard.execute(aCardCommand(request.id, novemberCard)));

      expect(paid.status).toBe('paid');
      expect(world.cardGateway.chargeCount).toBe(1);
    });

    it('at 2026-12-01T04:00Z it is December in Caracas: a card of 11/26 is expired', async () => {
      const world = aCheckoutWorld({ now: '2026-12-01T04:00:00.000Z', timeZone: 'America/Caracas' });
      const request = await world.aStoredRequest();

      const error = await refusalOf(world.payByCard.execute(aCardCommand(request.id, novemberCard)));

      expect(error).toMatchObject({ declineCode: 'expired_card' });
      expect(world.cardGateway.chargeCount).toBe(0);
    });

    it('at 2026-11-30T23:00Z it is already December in Tokyo: a card of 11/26 is expired', async () => {
      const world = aCheckoutWorld({ now: '2026-11-30T23:00:00.000Z', timeZone: 'Asia/Tokyo' });
      const request = await world.aStoredRequest();

      await expect(world.payByCard.execute(aCardCommand(request.id, novemberCard))).resolves.toMatchObject({
        declineCode: 'expired_card',
      });
    });
  });

  describe('what is kept of the card', () => {
    it.each([
      ['a 16-digit Visa', SANDBOX_CARDS.visaApproved, { brand: 'visa', first6: '424242', last4: '4242' }],
      ['a 16-digit Mastercard', SANDBOX_CARDS.mastercardApproved, { brand: 'mastercard', first6: '555555', last4: '4444' }],
      ['a 19-digit Visa', withLuhnCheckDigit('491234567890123456'), { brand: 'visa', first6: '491234' }],
      ['a 13-digit Visa', '4222222222222', { brand: 'visa', first6: '', last4: '2222' }],
      // The brand of a screened-out card is never shown (rejected payment intents have no type): not asserted.
      ['a 15-digit Amex (screened out)', '378282246310005', { first6: '', last4: '0005' }],
      ['a number failing Luhn', '4242424242424241', { first6: '424242', last4: '4241' }],
    ])('%s keeps at most brand, first 6 (16+ digits only) and last 4', async (_name, cardNumber, kept) => {
      const world = aCheckoutWorld();
      const request = await world.aStoredRequest();

      await requestOf(world.payByCard.execute(aCardCommand(request.id, { cardNumber }))).catch(() => undefined);

      const stored = await world.stored(request);
      expect(stored.intents).toHaveLength(1);
      const { brand, ...rest } = stored.intents[0].instrument as { brand: string };
      const { brand: expectedBrand, ...expectedRest } = kept as { brand?: string };
      expect(rest).toEqual({ kind: 'card', holderId: 'V12345678', last4: cardNumber.slice(-4), ...expectedRest });
      expect(['visa', 'mastercard', 'unknown']).toContain(brand);
      if (expectedBrand) expect(brand).toBe(expectedBrand);
    });

    it.each([
      ['approved', SANDBOX_CARDS.visaApproved],
      ['declined by the processor', SANDBOX_CARDS.declined],
      ['screened out', '4242424242424241'],
      ['a 13-digit Visa', '4222222222222'],
    ])('neither the number nor the CVV of a card %s is stored', async (_name, cardNumber) => {
      const world = aCheckoutWorld();
      const request = await world.aStoredRequest();

      await requestOf(world.payByCard.execute(aCardCommand(request.id, { cardNumber }))).catch(() => undefined);

      const text = storedText(await world.stored(request));
      expect(text).toContain(cardNumber.slice(-4));
      expect(text).not.toContain(cardNumber);
      expect(text).not.toContain(cardNumber.slice(0, 12));
      expect(text).not.toContain(CARD_CVV);
      expect(text).not.toMatch(/"(cvv|cvc|cardNumber|number|pan)":/i);
    });
  });

  it('a paid request is not payable again and the processor is not called', async () => {
    const world = aCheckoutWorld();
    const paid = aPaidPaymentRequest();
    await saveWithItsEvents(world.requests.inner, paid);

    await expect(world.payByCard.execute(aCardCommand(paid.id))).resolves.toMatchObject({ kind: 'not_payable' });
    expect(world.cardGateway.received).toHaveLength(0);
  });

  it('another merchant\'s request is not found, even with a card that would be screened out', async () => {
    const world = aCheckoutWorld();
    const theirs = await world.aStoredRequest({ merchantId: OTHER_MERCHANT_ID });

    await expect(world.payByCard.execute(aCardCommand(theirs.id))).resolves.toMatchObject({ kind: 'not_found' });
    await expect(world.payByCard.execute(aCardCommand(theirs.id, { cardNumber: '4242424242424241' }))).resolves.toMatchObject({ kind: 'not_found' });
    expect((await world.stored(theirs)).intents).toHaveLength(0);
  });
});
