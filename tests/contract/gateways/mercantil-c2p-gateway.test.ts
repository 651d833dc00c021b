import { MercantilC2pGateway } from '../../../src/adapters/gateways/mercantil/mercantil-c2p-gateway';
import { C2pCharge } from '../../../src/application/ports/c2p-gateway';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { parsed } from '../../support/fakes';
import { startFakeMercantil } from '../../support/mercantil-fake';
import { MercantilSettings } from '../../../src/adapters/gateways/mercantil/mercantil-settings';
import { describeC2pGatewayContract } from './c2p-gateway.contract';
import { describeRefundsContract } from './refunds.contract';

/** The fake bank's test payer; only the OTP decides the outcome (docs/banks-mercantil.md, "The local fake Mercantil"). */
const c2pCharge = (otp: string): C2pCharge => ({
  phoneNumber: parsed(parseMobilePhone('04141234567')),
  payerId: parsed(parseNationalId('V12345678')),
  bankCode: '0105',
  otp,
});

let fake: FakeMercantil;
let settings: MercantilSettings;

beforeAll(async () => {
  ({ fake, settings } = await startFakeMercantil());
});
afterAll(() => fake.close());

/** A fresh fake bank, answering a search that finds nothing with an empty list, or (`refusing`) with the refusal 0330. */
const freshGateway = (refusing = false) => () => {
  fake.ledger.clear();
  fake.refuseEmptySearches = refusing;
  return new MercantilC2pGateway(settings);
};

describeC2pGatewayContract('MercantilC2pGateway on the fake bank', {
  create: freshGateway(),
  approving: () => c2pCharge('123456'),
  declining: () => c2pCharge('111111'),
  chargesMade: () => fake.ledger.all().length,
});

const refundsFixture = {
  create: freshGateway(),
  approving: () => c2pCharge('123456'),
  refundsMade: () => fake.ledger.refunds().length,
  loseNextAnswer: () => fake.refunds.loseNextAnswer('reset_connection'),
};

describeRefundsContract('MercantilC2pGateway on the fake bank, anulacion', { ...refundsFixture, repeatable: true, order: () => ({ rail: 'reversal' }) });

describeRefundsContract('MercantilC2pGateway on the fake bank, vuelto', {
  ...refundsFixture,
  repeatable: false,
  order: () => ({ rail: 'p2p', payee: { phoneNumber: '04141234567', payerId: 'V12345678', bankCode: '0105' } }),
});

// The bank may refuse a search that finds nothing (0330) rather than answer an empty list: that is still "not found".
describeC2pGatewayContract('MercantilC2pGateway on a fake bank that refuses empty searches', {
  create: freshGateway(true),
  approving: () => c2pCharge('123456'),
  declining: () => c2pCharge('111111'),
  chargesMade: () => fake.ledger.all().length,
});

describeRefundsContract('MercantilC2pGateway on a fake bank that refuses empty searches, vuelto', {
  ...refundsFixture,
  create: freshGateway(true),
  repeatable: false,
  order: () => ({ rail: 'p2p', payee: { phoneNumber: '04141234567', payerId: 'V12345678', bankCode: '0105' } }),
});
