/**
 * One fake BNC, two merchants with credentials of their own: what the service's adapters do with one
 * merchant's settings lands in that merchant's account only, and is seen only through its credentials.
 */
import { BncC2pGateway } from '../../../src/adapters/gateways/bnc/bnc-c2p-gateway';
import { BncClient } from '../../../src/adapters/gateways/bnc/bnc-client';
import { BncP2pGateway } from '../../../src/adapters/gateways/bnc/bnc-p2p-gateway';
import { BncSettings } from '../../../src/adapters/gateways/bnc/bnc-settings';
import { BusinessCalendar } from '../../../src/application/business-calendar';
import { C2pCharge } from '../../../src/application/ports/c2p-gateway';
import { ChargedIntent, GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { FakeBnc, FakeBncMerchant } from '../../../tools/fake-bnc/fake-bnc-server';
import { SECOND_FAKE_BNC_CREDENTIALS, secondBncMerchantSettings, startFakeBnc } from '../../support/bnc-fake';
import { parsed } from '../../support/fakes';
import { venezuelanToday } from './p2p-gateway.contract';

const ves = (amount: string) => Money.fromDecimal('VES', amount);
const today = () => new BusinessCalendar('America/Caracas').dayOf(new Date());
let sequence = 0;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;
const PAYER: Omit<C2pCharge, 'otp'> = {
  phoneNumber: parsed(parseMobilePhone('04141234567')),
  payerId: parsed(parseNationalId('V12345678')),
  bankCode: '0191',
};
const PAYEE = { phoneNumber: '04241234567', payerId: 'V-23456789', bankCode: '0134' };
const SENDER = { payerPhone: '04241234567', payerBankCode: '0134' };

let fake: FakeBnc;
let first: BncSettings;
let second: BncSettings;
let secondMerchant: FakeBncMerchant;

beforeAll(async () => {
  // Two seconds for the bank: a lost answer is waited out once.
  ({ fake, settings: first } = await startFakeBnc({ timeoutMs: 2_000, lookupTimeoutMs: 2_000 }));
  secondMerchant = fake.addMerchant(SECOND_FAKE_BNC_CREDENTIALS);
  second = secondBncMerchantSettings(first);
});
afterAll(() => fake.close());
beforeEach(() => {
  for (const merchant of [fake.firstMerchant, secondMerchant]) {
    merchant.ledger.clear();
    merchant.logOns = 0;
  }
});

const c2pOf = (settings: BncSettings) => new BncC2pGateway(settings, new BncClient(settings));

/** An approved C2P charge of `amount` VES by the merchant of `settings`. */
async function chargeBy(settings: BncSettings, amount: string, gateway = c2pOf(settings)) {
  const reference = newId('pi_two');
  const outcome = await gateway.charge({ ...PAYER, otp: '123456', reference, amount: ves(amount) });
  if (outcome.status !== 'approved') throw new Error('the charge was not approved');
  return { reference, gatewayReference: outcome.gatewayReference };
}

const referencesOf = (merchant: FakeBncMerchant) => merchant.ledger.charges.map((charge) => charge.reference);

describe('One fake BNC serving two merchants, each with its own account', () => {
  it('books each merchant\'s C2P charge in its own ledger and movements only, each logged on with its own key', async () => {
    const a = await chargeBy(first, '100.00');
    const b = await chargeBy(second, '250.00');

    expect(referencesOf(fake.firstMerchant)).toEqual([a.gatewayReference]);
    expect(referencesOf(secondMerchant)).toEqual([b.gatewayReference]);
    expect([fake.ledger.balanceCents(), secondMerchant.ledger.balanceCents()]).toEqual([10_000, 25_000]);
    expect([fake.logOns, secondMerchant.logOns]).toEqual([1, 1]);
  });

  it('lists in each merchant\'s statement only its own movements', async () => {
    const a = await chargeBy(first, '100.00');
    const b = await chargeBy(second, '250.00');
    const statementOf = async (settings: BncSettings) =>
      (await c2pOf(settings).statements.statementOf(today())).map((line) => line.gatewayReference);

    expect(await statementOf(first)).toEqual([a.gatewayReference]);
    expect(await statementOf(second)).toEqual([b.gatewayReference]);
  });

  it('finds a charge whose answer was lost only through the merchant that made it', async () => {
    const startedAt = new Date();
    const reference = newId('pi_lost');
    secondMerchant.loseNextAnswer('MobPayment/SendC2P', 'reset_connection');
    const instrument = { kind: 'c2p' as const, bankCode: '0191', bankName: 'Banco Nacional de Crédito', payerId: 'V12345678' };
    const intent: ChargedIntent = { amount: ves('500'), instrument: { ...instrument, phoneNumber: '04141234567' }, startedAt };

    await expect(c2pOf(second).charge({ ...PAYER, otp: '123456', reference, amount: ves('500') })).rejects.toThrow(GatewayUnavailable);

    expect(await c2pOf(first).lookup(reference, intent)).toBeNull();
    const booked = secondMerchant.ledger.charges[0]?.reference;
    expect(await c2pOf(second).lookup(reference, intent)).toEqual({ status: 'approved', gatewayReference: booked });
    expect(fake.ledger.charges).toEqual([]);
  });

  it('verifies a reported transfer only through the merchant that received it', async () => {
    const transfer = secondMerchant.receiveTransfer({ ...SENDER, amount: 250 });
    const verify = (settings: BncSettings) =>
      new BncP2pGateway(settings, new BncClient(settings)).charge({
        transfer: { reference: transfer.reference, phoneNumber: SENDER.payerPhone, bankCode: '0134', paidOn: venezuelanToday() },
        reference: newId('pi_p2p'),
        amount: ves('250.00'),
      });

    await expect(verify(first)).rejects.toThrow(GatewayUnavailable);
    expect(await verify(second)).toEqual({ status: 'approved', gatewayReference: transfer.reference });
    expect(fake.ledger.transfers).toEqual([]);
  });

  it('books a payout in the refunding merchant\'s ledger; the other cannot pay out of its balance', async () => {
    const gateway = c2pOf(first);
    const a = await chargeBy(first, '500.00', gateway);
    const order = () => ({ reference: newId('re_two'), amount: ves('120.50'), rail: 'p2p' as const, payee: PAYEE, charge: a });
    const payout = order();

    const refunded = await gateway.refunds.refund(payout);
    const payoutByOther = await c2pOf(second).refunds.refund(order());

    expect(refunded).toEqual({ status: 'refunded', gatewayReference: fake.ledger.refunds[0]?.reference });
    expect(fake.ledger.refunds).toEqual([expect.objectContaining({ kind: 'payout', cents: 12_050 })]);
    expect(payoutByOther).toEqual({ status: 'declined', declineCode: 'insufficient_funds' });
    expect(secondMerchant.ledger.refunds).toEqual([]);
  });

  it('refuses credentials of neither merchant, and one merchant\'s credentials on the other\'s account, booking nothing', async () => {
    const charge = () => ({ ...PAYER, otp: '123456', reference: newId('pi_two'), amount: ves('10.00') });
    const stranger = { ...first, clientGuid: 'D1E2F3A4-B5C6-4D7E-8F90-A1B2C3D4E5F6' };
    const wrongKey = { ...first, masterKey: second.masterKey };
    const otherAccount = { ...second, accountNumber: first.accountNumber, merchantIdDocument: first.merchantIdDocument };

    await expect(c2pOf(stranger).charge(charge())).rejects.toThrow(GatewayUnavailable);
    await expect(c2pOf(wrongKey).charge(charge())).rejects.toThrow(GatewayUnavailable);
    await expect(c2pOf(otherAccount).statements.statementOf(today())).rejects.toThrow(GatewayUnavailable);

    expect([fake.ledger.charges, secondMerchant.ledger.charges]).toEqual([[], []]);
  });
});
