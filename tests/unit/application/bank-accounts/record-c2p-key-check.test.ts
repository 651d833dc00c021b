import { InMemoryBankAccountRepository } from '../../../../src/adapters/persistence/in-memory/in-memory-bank-account-repository';
import { RecordC2pKeyCheck } from '../../../../src/application/bank-accounts/record-c2p-key-check';
import { BankAccount } from '../../../../src/domain/bank-account';
import { FixedClock } from '../../../support/fakes';

const CONNECTED = new Date('2026-11-20T12:00:00Z');

function aBdvAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 'ba_bdv', merchantId: 'mer_acme', bank: 'bdv', methods: ['c2p', 'p2p'], status: 'verified', failureCode: null,
    receivingAccount: null, credentialHints: {}, c2pKeyChecked: false, verifiedAt: CONNECTED, createdAt: CONNECTED, updatedAt: CONNECTED,
    ...overrides,
  };
}

describe('what the bank said of an account\'s C2P key on a charge', () => {
  const clock = new FixedClock('2026-11-22T13:30:00.000Z');
  let accounts: InMemoryBankAccountRepository;
  let record: RecordC2pKeyCheck;
  const stored = async () => (await accounts.findById('mer_acme', 'ba_bdv'))?.account;

  beforeEach(async () => {
    accounts = new InMemoryBankAccountRepository();
    record = new RecordC2pKeyCheck(clock, accounts);
  });
  const connect = (overrides: Partial<BankAccount> = {}) =>
    accounts.add({ account: aBdvAccount(overrides), sealed: { keyId: 'k1', ciphertext: 'sealed' } });

  it('an answered charge (approved or declined) marks the key checked; the account stays verified', async () => {
    await connect();

    await record.record('mer_acme', 'ba_bdv', 'answered');

    expect(await stored()).toMatchObject({ status: 'verified', c2pKeyChecked: true, updatedAt: clock.now() });
  });

  it('a key the bank refused fails the account (bank_credentials_refused): it takes no checkout until verified again', async () => {
    await connect({ c2pKeyChecked: true });

    await record.record('mer_acme', 'ba_bdv', 'credentials_refused');

    expect(await stored()).toMatchObject({ status: 'failed', failureCode: 'bank_credentials_refused', c2pKeyChecked: false });
  });

  it('changes nothing when the bank said nothing, nor a disabled account, nor another merchant\'s', async () => {
    await connect({ status: 'disabled' });

    await record.record('mer_acme', 'ba_bdv', 'silent');
    await record.record('mer_acme', 'ba_bdv', 'credentials_refused');
    await record.record('mer_other', 'ba_bdv', 'answered');

    expect(await stored()).toEqual(aBdvAccount({ status: 'disabled' }));
  });
});
