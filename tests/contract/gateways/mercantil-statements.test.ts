import { MercantilC2pGateway } from '../../../src/adapters/gateways/mercantil/mercantil-c2p-gateway';
import { MercantilSettings } from '../../../src/adapters/gateways/mercantil/mercantil-settings';
import { BusinessCalendar } from '../../../src/application/business-calendar';
import { C2pCharge } from '../../../src/application/ports/c2p-gateway';
import { GatewayUnavailable } from '../../../src/application/ports/payment-gateway';
import { Money } from '../../../src/domain/money';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { parsed } from '../../support/fakes';
import { startFakeMercantil } from '../../support/mercantil-fake';
import { describeStatementsContract } from './statements.contract';

const c2pCharge = (otp: string): C2pCharge => ({
  phoneNumber: parsed(parseMobilePhone('04141234567')),
  payerId: parsed(parseNationalId('V12345678')),
  bankCode: '0105',
  otp,
});
const PAYEE = { phoneNumber: '04241234567', payerId: 'V-23456789', bankCode: '0134' };
const ves = (amount: string) => Money.fromDecimal('VES', amount);
const today = () => new BusinessCalendar('America/Caracas').dayOf(new Date());
let sequence = 0;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

let fake: FakeMercantil;
let settings: MercantilSettings;

beforeAll(async () => {
  // A short wait for the bank: a held charge's lost answer may be one never sent.
  ({ fake, settings } = await startFakeMercantil({ timeoutMs: 2_000 }));
});
afterAll(() => fake.close());

const fixture = {
  create: () => {
    fake.ledger.clear();
    return new MercantilC2pGateway(settings);
  },
  approving: () => c2pCharge('123456'),
  declining: () => c2pCharge('111111'),
};
describeStatementsContract('MercantilC2pGateway on the fake bank, anulacion', {
  ...fixture,
  refundOrder: () => ({ rail: 'reversal' }),
});
describeStatementsContract('MercantilC2pGateway on the fake bank, vuelto', {
  ...fixture,
  refundOrder: () => ({ rail: 'p2p', payee: PAYEE }),
});

describe('MercantilC2pGateway statement on the fake bank', () => {
  let gateway: MercantilC2pGateway;
  const hook = (path: string, body: object = {}) =>
    fetch(`${new URL(settings.baseUrl).origin}/_fake/${path}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    });
  const referencesOf = async (day: string) => (await gateway.statements.statementOf(day)).map((line) => line.reference);

  beforeEach(() => {
    fake.ledger.clear();
    fake.searchUnavailable = false;
    gateway = new MercantilC2pGateway(settings);
  });

  it.each(['reset_connection', 'never_answer'] as const)(
    'does not show a held charge (answer lost: %s), in the statement or the lookup, until the bank releases it',
    async (lost) => {
      const reference = newId('pi_held');
      fake.holdNextChargeFromSearches(lost);

      await expect(gateway.charge({ ...c2pCharge('123456'), reference, amount: ves('410') })).rejects.toThrow(GatewayUnavailable);
      const hidden = [await referencesOf(today()), await gateway.lookup(reference)];
      expect(fake.releaseHeldCharges()).toEqual([reference]);
      const lines = (await gateway.statements.statementOf(today())).filter((line) => line.reference === reference);
      const found = await gateway.lookup(reference);

      expect(hidden).toEqual([[], null]);
      const booked = fake.ledger.get(reference)?.outcome;
      const gatewayReference = booked?.status === 'approved' ? booked.paymentReference : 'none';
      expect(lines).toEqual([expect.objectContaining({ reference, gatewayReference })]);
      expect(found).toEqual({ status: 'approved', gatewayReference });
    },
  );

  it('holds and releases through the HTTP hooks, and refuses an unknown way to lose the answer', async () => {
    const reference = newId('pi_held');

    expect((await hook('charges/hold-next-from-searches', { answer: 'shrug' })).status).toBe(400);
    expect((await hook('charges/hold-next-from-searches')).status).toBe(204);
    await expect(gateway.charge({ ...c2pCharge('123456'), reference, amount: ves('52.30') })).rejects.toThrow(GatewayUnavailable);
    expect(await referencesOf(today())).not.toContain(reference);
    const charges = await (await fetch(`${new URL(settings.baseUrl).origin}/_fake/charges`)).json();
    const released = await hook('charges/release-held');

    expect(charges).toEqual([expect.objectContaining({ invoiceNumber: reference, heldFromSearches: true })]);
    expect(await released.json()).toEqual({ released: [reference] });
    expect(await referencesOf(today())).toContain(reference);
  });

  it('leaves out the transfers customers sent to the merchant', async () => {
    const reference = newId('pi_stmt');
    await gateway.charge({ ...c2pCharge('123456'), reference, amount: ves('99.99') });
    const transfer = fake.receiveTransfer({ payerPhone: '04241234567', payerBankCode: '0134', amount: 250 });

    const lines = await gateway.statements.statementOf(today());

    expect(lines.map((line) => line.reference)).toEqual([reference]);
    expect(lines.map((line) => line.gatewayReference)).not.toContain(transfer.paymentReference);
  });

  it('is GatewayUnavailable when the search fails or its answer is lost', async () => {
    fake.searchUnavailable = true;
    await expect(gateway.statements.statementOf(today())).rejects.toThrow(GatewayUnavailable);
    fake.searchUnavailable = false;
    fake.loseNextSearchAnswer('reset_connection');
    await expect(gateway.statements.statementOf(today())).rejects.toThrow(GatewayUnavailable);
    expect(await gateway.statements.statementOf(today())).toEqual([]);
  });
});
