import { RegistryBankConnections } from '../../../src/adapters/gateways/bank-connections';
import { C2pCharge } from '../../../src/application/ports/c2p-gateway';
import { GatewayAdapters } from '../../../src/application/ports/payment-gateways';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { FakeBnc } from '../../../tools/fake-bnc/fake-bnc-server';
import { FakeBncMerchant } from '../../../tools/fake-bnc/fake-bnc-merchant';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { FakeMercantilMerchant } from '../../../tools/fake-mercantil/fake-mercantil-merchant';
import { SECOND_FAKE_BNC_CREDENTIALS, startFakeBnc } from '../../support/bnc-fake';
import { parsed } from '../../support/fakes';
import { SECOND_FAKE_CREDENTIALS, startFakeMercantil } from '../../support/mercantil-fake';
import { describeC2pGatewayContract } from './c2p-gateway.contract';
import { describeP2pGatewayContract } from './p2p-gateway.contract';
import { describeRefundsContract } from './refunds.contract';
import { describeStatementsContract } from './statements.contract';

const c2pCharge = (otp: string, bankCode: string): C2pCharge => ({
  phoneNumber: parsed(parseMobilePhone('04141234567')), payerId: parsed(parseNationalId('V12345678')), bankCode, otp,
});
const silent = { info: () => undefined, error: () => undefined };

let mercantil: FakeMercantil;
let mercantilMerchant: FakeMercantilMerchant;
let bnc: FakeBnc;
let bncMerchant: FakeBncMerchant;
let connections: RegistryBankConnections;

beforeAll(async () => {
  const [startedMercantil, startedBnc] = await Promise.all([startFakeMercantil(), startFakeBnc({ timeoutMs: 2_000 })]);
  [mercantil, bnc] = [startedMercantil.fake, startedBnc.fake];
  mercantilMerchant = mercantil.addMerchant(SECOND_FAKE_CREDENTIALS);
  bncMerchant = bnc.addMerchant(SECOND_FAKE_BNC_CREDENTIALS);
  // The deployment's settings: the banks' base URLs and timeouts, no credentials of its own.
  connections = new RegistryBankConnections({
    sections: {
      mercantil: {
        MERCANTIL_BASE_URL: startedMercantil.settings.baseUrl, MERCANTIL_TIMEOUT_MS: '5000', MERCANTIL_LOOKUP_TIMEOUT_MS: '5000',
      },
      bnc: { BNC_BASE_URL: startedBnc.settings.baseUrl, BNC_TIMEOUT_MS: '2000', BNC_LOOKUP_TIMEOUT_MS: '5000' },
    },
    timing: { reconcileAfterSeconds: 120, idempotencyTakeoverSeconds: 60 },
  });
});
afterAll(() => Promise.all([mercantil.close(), bnc.close()]));

/** The adapters of a merchant's account, built from its credentials as the API takes them, never from the environment. */
function accountAdapters(bank: string, credentials: Record<string, string>): GatewayAdapters {
  const adapters = connections.adaptersOf(bank, ['c2p', 'p2p'], credentials, silent);
  if (!adapters?.c2p) throw new Error(`no ${bank} adapters from these credentials`);
  return adapters;
}

const mercantilAdapters = () => {
  mercantilMerchant.ledger.clear();
  const c = SECOND_FAKE_CREDENTIALS;
  return accountAdapters('mercantil', {
    client_id: c.clientId, secret_key: c.secretKey, integrator_id: c.integratorId, merchant_id: c.merchantId, terminal_id: c.terminalId,
    merchant_phone: `0${c.merchantPhone.slice(2)}`, merchant_id_document: c.merchantIdDocument,
  });
};
const mercantilAccount = () => mercantilAdapters().c2p!;
let sequence = 0;
/** A new 12-digit bank reference, as Mercantil's are. */
const newBankReference = () => String(200_000_000_000 + Date.now() % 1_000_000 * 1000 + (++sequence % 1000));
const bncAdapters = () => {
  bncMerchant.ledger.clear();
  const c = SECOND_FAKE_BNC_CREDENTIALS;
  return accountAdapters('bnc', {
    client_guid: c.clientGuid, master_key: c.masterKey, terminal: c.terminal, account_number: c.accountNumber,
    merchant_phone: `0${c.merchantPhone.slice(2)}`, merchant_id_document: c.merchantIdDocument,
  });
};
const bncAccount = () => bncAdapters().c2p!;

describeC2pGatewayContract('Mercantil C2P built from a merchant account\'s credentials', {
  create: mercantilAccount,
  approving: () => c2pCharge('123456', '0105'),
  declining: () => c2pCharge('111111', '0105'),
  chargesMade: () => mercantilMerchant.ledger.all().length,
});

describeRefundsContract('Mercantil refunds built from a merchant account\'s credentials, anulacion', {
  create: mercantilAccount,
  approving: () => c2pCharge('123456', '0105'),
  refundsMade: () => mercantilMerchant.ledger.refunds().length,
  loseNextAnswer: () => mercantilMerchant.refunds.loseNextAnswer('reset_connection'),
  repeatable: true,
  order: () => ({ rail: 'reversal' }),
});

describeC2pGatewayContract('BNC C2P built from a merchant account\'s credentials', {
  create: bncAccount,
  approving: () => c2pCharge('123456', '0191'),
  declining: () => c2pCharge('111111', '0191'),
  chargesMade: () => bncMerchant.ledger.charges.length,
});

describeP2pGatewayContract('Mercantil reported transfers built from a merchant account\'s credentials', {
  create: () => mercantilAdapters().p2p!,
  bankReference: () => newBankReference(),
  receive: (t) => {
    const amount = t.amount.toDecimalString();
    const transfer = { reference: t.bankReference, payerPhone: t.phoneNumber, payerBankCode: t.bankCode, amount, day: t.paidOn };
    mercantilMerchant.receiveTransfer(transfer);
  },
});

describeStatementsContract('Mercantil statement built from a merchant account\'s credentials, anulacion', {
  create: mercantilAccount,
  approving: () => c2pCharge('123456', '0105'),
  declining: () => c2pCharge('111111', '0105'),
  refundOrder: () => ({ rail: 'reversal' }),
});

describeRefundsContract('BNC refunds built from a merchant account\'s credentials, ReverseC2P', {
  create: bncAccount,
  approving: () => c2pCharge('123456', '0191'),
  refundsMade: () => bncMerchant.ledger.refunds.length,
  loseNextAnswer: () => bncMerchant.loseNextAnswer('MobPayment/ReverseC2P', 'reset_connection'),
  repeatable: true,
  order: () => ({ rail: 'reversal' }),
});

describeP2pGatewayContract('BNC reported transfers built from a merchant account\'s credentials', {
  create: () => bncAdapters().p2p!,
  bankReference: () => newBankReference(),
  receive: (t) => {
    const amount = t.amount.toDecimalString();
    const transfer = { reference: t.bankReference, payerPhone: t.phoneNumber, payerBankCode: t.bankCode, amount, day: t.paidOn };
    bncMerchant.receiveTransfer(transfer);
  },
});

describeStatementsContract('BNC statement built from a merchant account\'s credentials, ReverseC2P', {
  create: bncAccount,
  approving: () => c2pCharge('123456', '0191'),
  declining: () => c2pCharge('111111', '0191'),
  refundOrder: () => ({ rail: 'reversal' }),
});
