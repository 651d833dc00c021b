import { Store } from 'express-rate-limit';
import { BoundedMemoryStore } from '../../../src/adapters/limits/bounded-memory-store';
import { GuardedStore } from '../../../src/adapters/limits/guarded-store';
import { StorageUnavailable } from '../../../src/application/ports/storage-unavailable';
import { StoreC2pKeyLimits } from '../../../src/adapters/limits/store-c2p-key-limits';
import { InMemoryPaymentRequestRepository } from '../../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SendC2pKey, SendC2pKeyCommand } from '../../../src/application/checkout/send-c2p-key';
import { C2pCharge, C2pGateway } from '../../../src/application/ports/c2p-gateway';
import { C2P_KEYS_PER_REQUEST } from '../../../src/application/ports/c2p-key-limits';
import { C2pKeyAnswer, C2pKeyPayer, GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { PaymentRequest } from '../../../src/domain/payment-requests';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { parseBankCode } from '../../../src/domain/ve-banks';
import { Money } from '../../../src/domain/money';
import { MERCHANT_ID, OTHER_MERCHANT_ID, T0, aPaidPaymentRequest, aPaymentRequest, owner } from '../../support/builders';
import { ConfiguredRoutes } from '../../../src/adapters/gateways/configured-routing';
import { FixedClock, parsed } from '../../support/fakes';
import { saveWithItsEvents } from '../../support/saving';

/** A C2P gateway whose bank sends the key itself (as BDV's does), answering as it is told and recording whom it was asked for. */
class KeySendingGateway implements C2pGateway {
  readonly asked: C2pKeyPayer[] = [];
  answer: C2pKeyAnswer | 'no answer' = { status: 'sent', expiresInSeconds: 300 };
  private readonly sandbox = new SandboxC2pGateway();

  readonly c2pKeys = {
    sendKey: async (payer: C2pKeyPayer): Promise<C2pKeyAnswer> => {
      this.asked.push(payer);
      if (this.answer === 'no answer') throw new GatewayUnavailable('timed out');
      return this.answer;
    },
  };

  charge(charge: C2pCharge & { reference: string; amount: Money }) {
    return this.sandbox.charge(charge);
  }

  lookup(reference: string) {
    return this.sandbox.lookup(reference);
  }
}

function aKeyWorld(gateway: C2pGateway = new KeySendingGateway(), perPhone: Store = new BoundedMemoryStore(100)) {
  const requests = new InMemoryPaymentRequestRepository();
  const clock = new FixedClock(T0);
  const limits = new StoreC2pKeyLimits({ perRequest: new BoundedMemoryStore(100), perPhone });
  // The sandbox's place, C2P only: test mode pays through it; in live mode nothing takes C2P.
  const routes = new ConfiguredRoutes({ c2p: 'sandbox' }, new Map([['sandbox', { c2p: gateway }]]), 'sandbox');
  const sendKey = new SendC2pKey(requests, routes, limits, clock);
  return {
    requests,
    clock,
    sendKey,
    async stored(request: PaymentRequest): Promise<PaymentRequest> {
      await saveWithItsEvents(requests, request);
      return request;
    },
  };
}

function aKeyCommand(paymentRequestId: string, payer: { phoneNumber?: string; payerId?: string } = {}): SendC2pKeyCommand {
  return {
    owner: owner(MERCHANT_ID),
    paymentRequestId,
    phoneNumber: parsed(parseMobilePhone(payer.phoneNumber ?? '04249876543')),
    payerId: parsed(parseNationalId(payer.payerId ?? 'V20987654')),
    bank: parsed(parseBankCode('0102')),
  };
}

describe('asking the bank to send the payer the C2P key', () => {
  it('asks the gateway of the request\'s C2P route for the payer\'s id, phone and bank, and says how long the key lasts', async () => {
    const gateway = new KeySendingGateway();
    const world = aKeyWorld(gateway);
    const request = await world.stored(aPaymentRequest());

    const outcome = await world.sendKey.execute(aKeyCommand(request.id));

    expect(outcome).toEqual({ kind: 'c2p_key_sent', expiresInSeconds: 300 });
    expect(gateway.asked).toEqual([{ payerId: 'V20987654', phoneNumber: '04249876543', bankCode: '0102' }]);
  });

  it('stores nothing: the request is as it was', async () => {
    const world = aKeyWorld();
    const request = await world.stored(aPaymentRequest());
    const before = (await world.requests.findById(request.owner, request.id))?.snapshot();

    await world.sendKey.execute(aKeyCommand(request.id));

    expect((await world.requests.findById(request.owner, request.id))?.snapshot()).toEqual(before);
  });

  it('is not supported where the payer asks its own bank for the key: the gateway has no c2pKeys', async () => {
    const charging = new SandboxC2pGateway();
    const withoutKeys: C2pGateway = { charge: (charge) => charging.charge(charge), lookup: (reference) => charging.lookup(reference) };
    const world = aKeyWorld(withoutKeys);
    const request = await world.stored(aPaymentRequest());

    expect(await world.sendKey.execute(aKeyCommand(request.id))).toEqual({ kind: 'c2p_key_not_supported' });
  });

  it('finds no request of another merchant, or none at all, and asks no bank', async () => {
    const gateway = new KeySendingGateway();
    const world = aKeyWorld(gateway);
    const theirs = await world.stored(aPaymentRequest({ merchantId: OTHER_MERCHANT_ID }));

    expect(await world.sendKey.execute(aKeyCommand(theirs.id))).toMatchObject({ kind: 'not_found', id: theirs.id });
    expect(await world.sendKey.execute(aKeyCommand('preq_nothing'))).toMatchObject({ kind: 'not_found' });
    expect(gateway.asked).toEqual([]);
  });

  it('refuses as the checkout does a request that cannot be paid now (paid, or expired), and asks no bank', async () => {
    const gateway = new KeySendingGateway();
    const world = aKeyWorld(gateway);
    const paid = await world.stored(aPaidPaymentRequest());
    const expiring = await world.stored(aPaymentRequest({ expiresAt: new Date(T0.getTime() + 60_000) }));
    world.clock.advance(60_000);

    expect(await world.sendKey.execute(aKeyCommand(paid.id))).toMatchObject({ kind: 'not_payable', status: 'paid' });
    expect(await world.sendKey.execute(aKeyCommand(expiring.id))).toMatchObject({ kind: 'not_payable', expiredAt: expect.any(Date) });
    expect(gateway.asked).toEqual([]);
  });

  it('refuses a live request whose C2P has no gateway in live mode (the sandbox never takes live money)', async () => {
    const world = aKeyWorld();
    const live = await world.stored(aPaymentRequest({ livemode: true }));

    const outcome = await world.sendKey.execute({ ...aKeyCommand(live.id), owner: owner(MERCHANT_ID, true) });

    expect(outcome).toEqual({ kind: 'payment_method_unavailable', method: 'c2p' });
  });

  it(`sends at most ${C2P_KEYS_PER_REQUEST} keys for one request, whoever the payer; then says when to ask again`, async () => {
    const gateway = new KeySendingGateway();
    const world = aKeyWorld(gateway);
    const request = await world.stored(aPaymentRequest());
    const phones = ['04141111111', '04142222222', '04143333333', '04144444444'];

    const outcomes = [];
    for (const phoneNumber of phones) outcomes.push(await world.sendKey.execute(aKeyCommand(request.id, { phoneNumber })));

    expect(outcomes.slice(0, 3).map((outcome) => outcome.kind)).toEqual(['c2p_key_sent', 'c2p_key_sent', 'c2p_key_sent']);
    expect(outcomes[3]).toEqual({ kind: 'c2p_key_limited', limit: 'per_request', retryAfterSeconds: expect.any(Number) });
    const { retryAfterSeconds } = outcomes[3] as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(gateway.asked).toHaveLength(3);
  });

  it('sends one key a minute to a phone, across requests; a key refused by the limit uses up no request\'s', async () => {
    const gateway = new KeySendingGateway();
    const world = aKeyWorld(gateway);
    const first = await world.stored(aPaymentRequest());
    const second = await world.stored(aPaymentRequest());

    expect(await world.sendKey.execute(aKeyCommand(first.id))).toMatchObject({ kind: 'c2p_key_sent' });
    const again = await world.sendKey.execute(aKeyCommand(second.id));
    for (const phoneNumber of ['04141111111', '04142222222', '04143333333']) {
      expect(await world.sendKey.execute(aKeyCommand(second.id, { phoneNumber }))).toMatchObject({ kind: 'c2p_key_sent' });
    }

    expect(again).toEqual({ kind: 'c2p_key_limited', limit: 'per_phone', retryAfterSeconds: expect.any(Number) });
    expect((again as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(gateway.asked).toHaveLength(4);
  });

  it('answers the bank\'s refusal as a value, with its decline code', async () => {
    const gateway = new KeySendingGateway();
    gateway.answer = { status: 'refused', declineCode: 'invalid_payer' };
    const world = aKeyWorld(gateway);
    const request = await world.stored(aPaymentRequest());

    expect(await world.sendKey.execute(aKeyCommand(request.id))).toEqual({ kind: 'c2p_key_refused', declineCode: 'invalid_payer' });
  });

  it('says the outcome is unknown when the bank does not answer (the key may have been sent)', async () => {
    const gateway = new KeySendingGateway();
    gateway.answer = 'no answer';
    const world = aKeyWorld(gateway);
    const request = await world.stored(aPaymentRequest());

    expect(await world.sendKey.execute(aKeyCommand(request.id))).toEqual({ kind: 'c2p_key_outcome_unknown' });
  });

  it('uses the request the caller has just read, without reading it again', async () => {
    const world = aKeyWorld();
    const request = aPaymentRequest();

    expect(await world.sendKey.execute({ ...aKeyCommand(request.id), asRead: request })).toMatchObject({ kind: 'c2p_key_sent' });
  });

  it('sends no key uncounted: when the counters cannot be reached it throws StorageUnavailable and asks no bank', async () => {
    const gateway = new KeySendingGateway();
    const unreachable = new BoundedMemoryStore(100);
    unreachable.increment = () => {
      throw new Error('connection refused');
    };
    const world = aKeyWorld(gateway, new GuardedStore(unreachable, 'c2p-keys-phone', () => undefined));
    const request = await world.stored(aPaymentRequest());

    await expect(world.sendKey.execute(aKeyCommand(request.id))).rejects.toBeInstanceOf(StorageUnavailable);
    expect(gateway.asked).toEqual([]);
  });
});
