import { createServer } from 'node:net';
import { FakeBnc } from '../../../tools/fake-bnc/fake-bnc-server';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { FAKE_BNC_CREDENTIALS, startFakeBnc } from '../../support/bnc-fake';
import { FAKE_CREDENTIALS, startFakeMercantil } from '../../support/mercantil-fake';
import { reveals } from '../../support/secret-scan';
import { TestApp, startTestApp } from '../../support/test-app';

export const BANK_ACCOUNTS = '/api/v1/bank_accounts';
/** An account's path, or one of its actions' (`verify`, `disable`). */
export const accountPath = (id: string, action = '') => `${BANK_ACCOUNTS}/${id}${action && `/${action}`}`;

/** A fixed key-encryption key: 32 bytes in base64, as BANK_CREDENTIALS_KEY takes it. */
export const TEST_CREDENTIALS_KEY = Buffer.alloc(32, 0x5a).toString('base64');
/** A secret key the fake Mercantil's merchant does not have. */
export const WRONG_SECRET = 'F00DF00DF00DF00DF00D0000';

/**
 * The service reaching the fake banks with no bank account of its own: only their base URLs (and
 * short timeouts), never the MERCANTIL_* or BNC_* credentials.
 */
export function bankAccountsEnv(mercantilBaseUrl: string, bncBaseUrl: string): Record<string, string> {
  return {
    MERCANTIL_BASE_URL: mercantilBaseUrl, MERCANTIL_TIMEOUT_MS: '2000', MERCANTIL_LOOKUP_TIMEOUT_MS: '2000',
    BNC_BASE_URL: bncBaseUrl, BNC_TIMEOUT_MS: '2000', BNC_LOOKUP_TIMEOUT_MS: '2000',
    BANK_CREDENTIALS_KEY: TEST_CREDENTIALS_KEY,
  };
}

/** The app, with no bank account of its own, beside both fake banks; `close` stops all three. */
export async function startBankAccountsApp(): Promise<{ app: TestApp; mercantil: FakeMercantil; bnc: FakeBnc; close(): Promise<void> }> {
  const [startedMercantil, startedBnc] = await Promise.all([startFakeMercantil(), startFakeBnc()]);
  const [mercantil, bnc] = [startedMercantil.fake, startedBnc.fake];
  const app = await startTestApp({ env: bankAccountsEnv(startedMercantil.settings.baseUrl, startedBnc.settings.baseUrl) });
  return {
    app, mercantil, bnc,
    close: async () => {
      await app.close();
      await Promise.all([mercantil.close(), bnc.close()]);
    },
  };
}

/** The fake Mercantil merchant's credentials as a merchant types them, with its RIF; override any field. */
export function mercantilCredentials(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { clientId, secretKey, integratorId, merchantId, terminalId, merchantPhone } = FAKE_CREDENTIALS;
  return {
    client_id: clientId, secret_key: secretKey, integrator_id: integratorId, merchant_id: merchantId, terminal_id: terminalId,
    merchant_phone: `0${merchantPhone.slice(2)}`, merchant_id_document: 'J-123456789', ...overrides,
  };
}

/** What a merchant sees of mercantilCredentials(): their last characters only. */
export const MERCANTIL_HINTS = {
  client_id: '…81f2', secret_key: '…AA30', integrator_id: '…', merchant_id: '…84', terminal_id: '…',
  merchant_phone: '…177', merchant_id_document: '…789',
};
export const MERCANTIL_RECEIVING = {
  bank_code: '0105', phone_number: '04142591177', national_id: 'J-123456789', account_number_last4: null,
};

/** The fake BNC merchant's credentials as a merchant types them. */
export function bncCredentials(): Record<string, unknown> {
  const { clientGuid, masterKey, terminal, accountNumber, merchantPhone, merchantIdDocument } = FAKE_BNC_CREDENTIALS;
  return {
    client_guid: clientGuid, master_key: masterKey, terminal, account_number: accountNumber,
    merchant_phone: `0${merchantPhone.slice(2)}`, merchant_id_document: merchantIdDocument,
  };
}

/** Each credential value (and the key sealing them) that `places` show in clear: `<secret> in <place>`. */
export function credentialsIn(places: Record<string, string>): string[] {
  const secrets = [
    FAKE_CREDENTIALS.clientId, FAKE_CREDENTIALS.secretKey, WRONG_SECRET,
    FAKE_BNC_CREDENTIALS.clientGuid, FAKE_BNC_CREDENTIALS.masterKey, FAKE_BNC_CREDENTIALS.accountNumber, TEST_CREDENTIALS_KEY,
  ];
  const placesOf = (secret: string) => Object.keys(places).filter((place) => reveals(places[place], secret));
  return secrets.flatMap((secret) => placesOf(secret).map((place) => `${secret} in ${place}`));
}

/** A local port nothing listens on: a connection to it is refused at once. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
