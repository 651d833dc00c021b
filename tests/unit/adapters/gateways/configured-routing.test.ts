import { AccountGatewayDirectory } from '../../../../src/adapters/gateways/account-gateway-directory';
import { BankAccountsSeenByRoutes } from '../../../../src/adapters/gateways/bank-accounts-seen-by-routing';
import { RegistryBankConnections } from '../../../../src/adapters/gateways/bank-connections';
import { ConfiguredRoutes } from '../../../../src/adapters/gateways/configured-routing';
import { SandboxC2pGateway } from '../../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { InMemoryBankAccountRepository } from '../../../../src/adapters/persistence/in-memory/in-memory-bank-account-repository';
import { AesGcmCredentialsCipher } from '../../../../src/adapters/security/aes-gcm-credentials-cipher';
import { CredentialsKey } from '../../../../src/adapters/security/credentials-keys';
import { StoredBankAccount } from '../../../../src/application/ports/bank-account-repository';
import { BankAccount } from '../../../../src/domain/bank-account';

const CREDENTIALS = {
  client_guid: '4A074C46-DD4E-4E54-8010-B80A6A8758F4', master_key: 'A1B2C3D4E5F60718293A4B5C6D7E8F90', terminal: 'TERM0001',
  account_number: '01910001482101010049', merchant_phone: '04142591177', merchant_id_document: 'J123456789',
};
const LIVE = { merchantId: 'mer_a', livemode: true };
const silent = { info: () => undefined, error: () => undefined };

/** The routes keep themselves fresh: whoever asks never refreshes them, and this instance's writes are routed by at once. */
describe('the routes', () => {
  const cipher = new AesGcmCredentialsCipher({ current: new CredentialsKey(Buffer.alloc(32, 1)), previous: [] });
  const connections = new RegistryBankConnections({
    sections: { bnc: { BNC_BASE_URL: 'http://127.0.0.1:9/api', BNC_TIMEOUT_MS: '1000' } },
    timing: { reconcileAfterSeconds: 120, idempotencyTakeoverSeconds: 60 },
  });
  const account = (id: string): StoredBankAccount => {
    const opened: BankAccount = {
      id, merchantId: LIVE.merchantId, bank: 'bnc', methods: ['c2p'], status: 'verified', failureCode: null, receivingAccount: null,
      credentialHints: {}, c2pKeyChecked: false, verifiedAt: new Date(0), createdAt: new Date(0), updatedAt: new Date(0),
    };
    return { account: opened, sealed: cipher.seal(CREDENTIALS, { accountId: id, merchantId: LIVE.merchantId }) };
  };

  function world() {
    const stored = new InMemoryBankAccountRepository();
    const directory = new AccountGatewayDirectory(stored, cipher, connections, silent, () => 1_000_000);
    const routes = new ConfiguredRoutes({ c2p: 'sandbox' }, new Map([['sandbox', { c2p: new SandboxC2pGateway() }]]), 'sandbox', directory);
    return { stored, directory, routes, accounts: new BankAccountsSeenByRoutes(stored, directory) };
  }

  it('routes a live method to the account this instance has just stored, with no refresh by the caller; none when it has none', async () => {
    const { routes, accounts } = world();
    const before = await routes.forMethod(LIVE, 'c2p');

    await accounts.add(account('ba_1'));

    expect([before, (await routes.forMethod(LIVE, 'c2p'))?.bankAccountId]).toEqual([null, 'ba_1']);
    expect((await routes.forMethod({ ...LIVE, livemode: false }, 'c2p'))?.id).toBe('sandbox');
    expect(await routes.routeKeys()).toEqual(['sandbox', 'ba_1']);
  });

  it('sees a write made while it was reading the accounts', async () => {
    const { stored, routes, accounts } = world();
    let release = () => {};
    const listAll = stored.listAll.bind(stored);
    stored.listAll = async () => {
      const read = await listAll();
      await new Promise<void>((resolve) => { release = resolve; });
      stored.listAll = listAll;
      return read;
    };
    const asked = routes.forMethod(LIVE, 'c2p');
    await new Promise((resolve) => setImmediate(resolve));

    // The write reads the accounts again itself once stored, so it waits for the read in flight.
    const adding = accounts.add(account('ba_1'));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await adding;

    expect((await asked)?.bankAccountId).toBe('ba_1');
  });
});
