import { BankAccountRepository, StoredBankAccount } from '../../src/application/ports/bank-account-repository';
import { BankAccount } from '../../src/domain/bank-account';
import { ACME, OTHER, at, registerParties } from './payment-request-fixtures';
import { Repositories } from './repositories';

export interface BankAccountStores {
  repositories: Repositories;
  accounts: BankAccountRepository;
}

const anAccount = (id: string, overrides: Partial<BankAccount> = {}): StoredBankAccount => ({
  account: {
    id, merchantId: ACME, bank: 'mercantil', methods: ['c2p', 'p2p'], status: 'verified', failureCode: null,
    receivingAccount: { bankCode: '0105', phoneNumber: '04142591177', nationalId: 'J-123456789', accountNumberLast4: null },
    credentialHints: { client_id: '…81f2', secret_key: '…22AA' }, c2pKeyChecked: false, verifiedAt: at(1), createdAt: at(1), updatedAt: at(1),
    ...overrides,
  },
  sealed: { keyId: 'k-old', ciphertext: `sealed-${id}` },
});

export function bankAccountRepositoryContract(adapterName: string, open: () => Promise<BankAccountStores>): void {
  describe(`${adapterName} honours the BankAccountRepository contract`, () => {
    let accounts: BankAccountRepository;

    beforeEach(async () => {
      const stores = await open();
      accounts = stores.accounts;
      await registerParties(stores.repositories);
    });

    it('stores an account and its sealed credentials as given, found only by its own merchant', async () => {
      const stored = anAccount('ba_1');
      const failed = anAccount('ba_2', {
        status: 'failed', failureCode: 'bank_credentials_refused', receivingAccount: null, verifiedAt: null,
      });
      await accounts.add(stored);
      await accounts.add(failed);

      expect(await accounts.findById(ACME, 'ba_1')).toEqual(stored);
      expect(await accounts.findById(ACME, 'ba_2')).toEqual(failed);
      expect(await accounts.findById(OTHER, 'ba_1')).toBeNull();
      expect(await accounts.findById(ACME, 'ba_none')).toBeNull();
    });

    it('lists a merchant\'s accounts oldest first, and every merchant\'s for the directory', async () => {
      const late = anAccount('ba_1', { createdAt: at(3) });
      const early = anAccount('ba_2', { createdAt: at(2) });
      const others = anAccount('ba_3', { merchantId: OTHER });
      for (const stored of [late, early, others]) await accounts.add(stored);

      expect(await accounts.list(ACME)).toEqual([early.account, late.account]);
      expect((await accounts.listAll()).map((stored) => stored.account.id).sort()).toEqual(['ba_1', 'ba_2', 'ba_3']);
    });

    it('replaces an account only as its reader left it: a second writer from the same copy changes nothing', async () => {
      const stored = anAccount('ba_1');
      await accounts.add(stored);
      const disabled: BankAccount = { ...stored.account, status: 'disabled', updatedAt: at(2) };
      const rechecked: BankAccount = { ...stored.account, status: 'failed', failureCode: 'bank_unavailable', updatedAt: at(3) };

      const first = await accounts.replace(stored.account, disabled);
      const second = await accounts.replace(stored.account, rechecked, { keyId: 'k-new', ciphertext: 'other' });

      expect([first, second]).toEqual([true, false]);
      expect(await accounts.findById(ACME, 'ba_1')).toEqual({ account: disabled, sealed: stored.sealed });
    });

    it('finds the accounts sealed under other keys, and re-seals one only while it is as read', async () => {
      await accounts.add(anAccount('ba_1'));
      await accounts.add({ ...anAccount('ba_2'), sealed: { keyId: 'k-new', ciphertext: 'current' } });
      const [due] = await accounts.sealedUnderOtherKeys('k-new', 10);

      const resealed = await accounts.reseal('ba_1', due.sealed, { keyId: 'k-new', ciphertext: 'resealed' });
      const stale = await accounts.reseal('ba_1', due.sealed, { keyId: 'k-new', ciphertext: 'again' });

      expect(due.account.id).toBe('ba_1');
      expect([resealed, stale]).toEqual([true, false]);
      expect((await accounts.findById(ACME, 'ba_1'))?.sealed).toEqual({ keyId: 'k-new', ciphertext: 'resealed' });
      expect(await accounts.sealedUnderOtherKeys('k-new', 10)).toEqual([]);
    });
  });
}
