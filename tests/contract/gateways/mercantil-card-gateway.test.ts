import { MercantilCardGateway } from '../../../src/adapters/gateways/mercantil/mercantil-card-gateway';
import { MercantilSettings } from '../../../src/adapters/gateways/mercantil/mercantil-settings';
import { CardCharge } from '../../../src/application/ports/card-gateway';
import { parseCardNumber } from '../../../src/domain/card';
import { parseNationalId } from '../../../src/domain/payer';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { parsed } from '../../support/fakes';
import { startFakeMercantil } from '../../support/mercantil-fake';
import { describeCardGatewayContract } from './card-gateway.contract';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** A sound card as the core passes it on; the fake declines 4000000000000002 (docs/banks-mercantil.md, "The local fake Mercantil"). */
const cardCharge = (cardNumber: string): CardCharge => ({
  cardNumber: parsed(parseCardNumber(cardNumber)),
  cvv: '123',
  expiryMonth: 12,
  expiryYear: NEXT_YEAR,
  holderId: parsed(parseNationalId('V12345678')),
  brand: 'visa',
});

let fake: FakeMercantil;
let settings: MercantilSettings;

beforeAll(async () => {
  ({ fake, settings } = await startFakeMercantil());
});
afterAll(() => fake.close());

describeCardGatewayContract('MercantilCardGateway on the fake bank', {
  create: () => {
    fake.ledger.clear();
    return new MercantilCardGateway(settings);
  },
  approving: () => cardCharge('4242424242424242'),
  declining: () => cardCharge('4000000000000002'),
  chargesMade: () => fake.ledger.all().length,
});
