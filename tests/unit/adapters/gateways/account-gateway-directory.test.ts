import { AccountGatewayDirectory, ACCOUNTS_FRESH_FOR_MS } from '../../../../src/adapters/gateways/account-gateway-directory';
import { RegistryBankConnections } from '../../../../src/adapters/gateways/bank-connections';
import { InMemoryBankAccountRepository } from '../../../../src/adapters/persistence/in-memory/in-memory-bank-account-repository';
import { AesGcmCredentialsCipher } from '../../../../src/adapters/security/aes-gcm-credentials-cipher';
import { CredentialsKey } from '../../../../src/adapters/security/credentials-keys';
import { BankAccount } from '../../../../src/domain/bank-account';

const CREDENTIALS = {
  client_guid: '4A074C46-DD4E-4E54-8010-B80A6A8758F4', master_key: 'A1B2C3D4E5F60718293A4B5C6D7E8F90', terminal: 'TERM0001',
  account_number: '01910001482101010049', merchant_phone: '04142591177', merchant_id_document: 'J123456789',
};
const silent = { info: () => undefined, error: () => undefined };

/** Each instance keeps its own directory of every merchant's accounts, read from the one database. */
describe('the directory of merchants\' bank accounts', () => {
  const cipher = new AesGcmCredentialsCipher({ current: new CredentialsKey(Buffer.alloc(32, 1)), previous: [] });
  const connections = new RegistryBankConnections({
    sections: { bnc: { BNC_BASE_URL: 'http://127.0.0.1:9/api', BNC_TIMEOUT_MS: '1000' } },
    timing: { reconcileAfterSeconds: 120, idempotencyTakeoverSeconds: 60 },
  });
  let now = 0;
  let accounts: InMemoryBankAccountRepository;
  let directory: AccountGatewayDirectory;

  beforeEach(() => {
    now = 1_000_000;
    accounts = new InMemoryBankAccountRepository();
    directory = new AccountGatewayDirectory(accounts, cipher, connections, silent, () => now);
  });

  async function store(id: string, overrides: Partial<BankAccount> = {}): Promise<BankAccount> {
    const account: BankAccount = {
      id, merchantId: 'mer_a', bank: 'bnc', methods: ['c2p', 'p2p'], status: 'verified', failureCode: null, receivingAccount: null,
      credentialHints: {}, c2pKeyChecked: false, verifiedAt: new Date(0), createdAt: new Date(0), updatedAt: new Date(0), ...overrides,
    };
    await accounts.add({ account, sealed: cipher.seal(CREDENTIALS, { accountId: id, merchantId: account.merchantId }) });
    return account;
  }

  it('sees an account another instance connected once it is a few seconds old, or at once when told to', async () => {
    await directory.refresh();
    await store('ba_1');

    await directory.refresh();
    const before = directory.routeFor('mer_a', 'c2p');
    now += ACCOUNTS_FRESH_FOR_MS;
    await directory.refresh();

    expect([before, directory.routeFor('mer_a', 'c2p')?.account.id, directory.routeFor('mer_b', 'c2p')]).toEqual([null, 'ba_1', null]);
    await store('ba_2', { merchantId: 'mer_b' });
    await directory.refresh(true);
    expect(directory.routeFor('mer_b', 'p2p')?.account.id).toBe('ba_2');
  });

  it('routes only to a verified account of the method, and still answers for a disabled one\'s payment intents (adapters built anew on a change)', async () => {
    const verified = await store('ba_1', { methods: ['c2p'] });
    await store('ba_2', { status: 'failed', failureCode: 'bank_unavailable', methods: ['p2p'] });
    await directory.refresh(true);
    const adapters = directory.adaptersOf('ba_1');

    await accounts.replace(verified, { ...verified, status: 'disabled', updatedAt: new Date(1) });
    await directory.refresh(true);

    expect([directory.routeFor('mer_a', 'c2p'), directory.routeFor('mer_a', 'p2p')]).toEqual([null, null]);
    expect(directory.adaptersOf('ba_1')?.c2p).toBeDefined();
    expect(directory.adaptersOf('ba_1')).not.toBe(adapters);
    expect(directory.known().map((known) => known.bankAccountId).sort()).toEqual(['ba_1', 'ba_2']);
  });

  it('keeps an unchanged account\'s adapters (its bank log-on and working key) across refreshes', async () => {
    await store('ba_1');
    await directory.refresh(true);
    const first = directory.adaptersOf('ba_1');

    await directory.refresh(true);

    expect(directory.adaptersOf('ba_1')).toBe(first);
  });
});
