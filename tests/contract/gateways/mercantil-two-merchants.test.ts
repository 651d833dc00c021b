/**
 * One fake Mercantil, two merchants with credentials of their own: what the service's adapters do with one
 * merchant's settings lands in that merchant's account only, and is seen only through its credentials.
 */
import { MercantilC2pGateway } from '../../../src/adapters/gateways/mercantil/mercantil-c2p-gateway';
import { MercantilCardGateway } from '../../../src/adapters/gateways/mercantil/mercantil-card-gateway';
import { MercantilP2pGateway, MercantilP2pSettings } from '../../../src/adapters/gateways/mercantil/mercantil-p2p-gateway';
import { MercantilSettings } from '../../../src/adapters/gateways/mercantil/mercantil-settings';
import { BusinessCalendar } from '../../../src/application/business-calendar';
import { GatewayUnavailable, RefundOrder } from '../../../src/application/ports/payment-gateway';
import { parseCardNumber } from '../../../src/domain/card';
import { Money } from '../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { FakeMercantil, FakeMercantilMerchant } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { parsed } from '../../support/fakes';
import { SECOND_FAKE_CREDENTIALS, secondMerchantSettings, startFakeMercantil } from '../../support/mercantil-fake';
import { venezuelanToday } from './p2p-gateway.contract';

const ves = (amount: string) => Money.fromDecimal('VES', amount);
const today = () => new BusinessCalendar('America/Caracas').dayOf(new Date());
let sequence = 0;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;
const PAYER = { phoneNumber: parsed(parseMobilePhone('04141234567')), payerId: parsed(parseNationalId('V12345678')), bankCode: '0105' };
const PAYEE = { phoneNumber: '04241234567', payerId: 'V-23456789', bankCode: '0134' };
const SENDER = { payerPhone: '04241234567', payerBankCode: '0134' };

let fake: FakeMercantil;
let first: MercantilP2pSettings;
let second: MercantilP2pSettings;
let secondMerchant: FakeMercantilMerchant;

beforeAll(async () => {
  const started = await startFakeMercantil();
  fake = started.fake;
  first = { ...started.settings, merchantIdDocument: 'J-123456789' };
  secondMerchant = fake.addMerchant(SECOND_FAKE_CREDENTIALS);
  second = secondMerchantSettings(started.settings);
});
afterAll(() => fake.close());
beforeEach(() => {
  for (const merchant of [fake.firstMerchant, secondMerchant]) {
    merchant.ledger.clear();
    merchant.refunds.clear();
  }
});

const c2pOf = (settings: MercantilSettings) => new MercantilC2pGateway(settings);

/** An approved C2P charge of `amount` VES by the merchant of `settings`. */
async function chargeBy(settings: MercantilSettings, amount: string): Promise<{ reference: string; gatewayReference: string }> {
  const reference = newId('pi_two');
  const outcome = await c2pOf(settings).charge({ ...PAYER, otp: '123456', reference, amount: ves(amount) });
  if (outcome.status !== 'approved') throw new Error('the charge was not approved');
  return { reference, gatewayReference: outcome.gatewayReference };
}

const invoicesOf = (merchant: FakeMercantilMerchant) => merchant.ledger.all().map((charge) => charge.invoiceNumber);

describe('One fake Mercantil serving two merchants, each with its own account', () => {
  it('books each merchant\'s C2P charge in its own ledger only, and its money in its own balance', async () => {
    const a = await chargeBy(first, '100.00');
    const b = await chargeBy(second, '250.00');

    expect(invoicesOf(fake.firstMerchant)).toEqual([a.reference]);
    expect(invoicesOf(secondMerchant)).toEqual([b.reference]);
    expect([fake.ledger.balanceCents(), secondMerchant.ledger.balanceCents()]).toEqual([10_000, 25_000]);
  });

  it('books a card charge in the charging merchant\'s ledger only', async () => {
    const reference = newId('pi_card');
    const card = { cardNumber: parsed(parseCardNumber('4242424242424242')), cvv: '123', expiryMonth: 12, brand: 'visa' as const };
    const expiryYear = new Date().getUTCFullYear() + 1;

    const charge = { ...card, expiryYear, holderId: PAYER.payerId, reference, amount: ves('75.10') };

    const outcome = await new MercantilCardGateway(second).charge(charge);

    expect(outcome).toMatchObject({ status: 'approved' });
    expect([invoicesOf(fake.firstMerchant), invoicesOf(secondMerchant)]).toEqual([[], [reference]]);
  });

  it('lists in each merchant\'s statement only its own movements', async () => {
    const a = await chargeBy(first, '100.00');
    const b = await chargeBy(second, '250.00');

    const statementOf = async (settings: MercantilSettings) =>
      (await c2pOf(settings).statements.statementOf(today())).map((line) => line.reference);

    expect(await statementOf(first)).toEqual([a.reference]);
    expect(await statementOf(second)).toEqual([b.reference]);
  });

  it('finds a charge only through the merchant that made it', async () => {
    const b = await chargeBy(second, '250.00');

    expect(await c2pOf(first).lookup(b.reference)).toBeNull();
    expect(await c2pOf(second).lookup(b.reference)).toEqual({ status: 'approved', gatewayReference: b.gatewayReference });
  });

  it('verifies a reported transfer only through the merchant that received it', async () => {
    const transfer = secondMerchant.receiveTransfer({ ...SENDER, amount: 250 });
    const verify = (settings: MercantilP2pSettings) =>
      new MercantilP2pGateway(settings).charge({
        transfer: { reference: transfer.paymentReference, phoneNumber: SENDER.payerPhone, bankCode: '0134', paidOn: venezuelanToday() },
        reference: newId('pi_p2p'),
        amount: ves('250.00'),
      });

    await expect(verify(first)).rejects.toThrow(GatewayUnavailable);
    expect(await verify(second)).toEqual({ status: 'approved', gatewayReference: transfer.paymentReference });
    expect(fake.ledger.transfers()).toEqual([]);
  });

  it('books a refund in the refunding merchant\'s ledger; the other can neither void its charge nor pay out of its balance', async () => {
    const a = await chargeBy(first, '500.00');
    const order = (rail: 'p2p' | 'reversal'): RefundOrder => {
      const base = { reference: newId('re_two'), amount: ves('120.50'), charge: a };
      return rail === 'p2p' ? { ...base, rail, payee: PAYEE } : { ...base, rail };
    };
    const payout = order('p2p');

    const refunded = await c2pOf(first).refunds.refund(payout);
    const voidByOther = await c2pOf(second).refunds.refund(order('reversal'));
    const payoutByOther = await c2pOf(second).refunds.refund(order('p2p'));

    expect(refunded).toEqual({ status: 'refunded', gatewayReference: fake.ledger.refund(payout.reference)?.paymentReference });
    expect(fake.ledger.refunds()).toEqual([expect.objectContaining({ kind: 'vuelto', invoiceNumber: payout.reference, amount: 120.5 })]);
    expect(voidByOther).toEqual({ status: 'declined', declineCode: 'charge_not_found' });
    expect(payoutByOther).toEqual({ status: 'declined', declineCode: 'insufficient_funds' });
    expect(secondMerchant.ledger.refunds()).toEqual([]);
  });

  it('refuses credentials of neither merchant, booking nothing in either ledger', async () => {
    const stranger = { ...first, clientId: 'test-client-id-0000' };
    const mixed = { ...first, merchantId: second.merchantId, terminalId: second.terminalId };
    const charge = { ...PAYER, otp: '123456', reference: newId('pi_two'), amount: ves('10.00') };

    await expect(c2pOf(stranger).charge(charge)).rejects.toThrow(GatewayUnavailable);
    await expect(c2pOf(stranger).lookup(newId('pi_two'))).rejects.toThrow(GatewayUnavailable);
    await expect(c2pOf(mixed).lookup(newId('pi_two'))).rejects.toThrow(GatewayUnavailable);

    expect([fake.ledger.all(), secondMerchant.ledger.all()]).toEqual([[], []]);
  });
});
