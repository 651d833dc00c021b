import { InMemoryBankAccountRepository } from '../../../src/adapters/persistence/in-memory/in-memory-bank-account-repository';
import { AesGcmCredentialsCipher } from '../../../src/adapters/security/aes-gcm-credentials-cipher';
import { CredentialsKey } from '../../../src/adapters/security/credentials-keys';
import { RotateCredentialsKey } from '../../../src/application/bank-accounts/rotate-credentials-key';
import { BankAccountRepository, StoredBankAccount } from '../../../src/application/ports/bank-account-repository';
import { CredentialsCipher } from '../../../src/application/ports/credentials-cipher';
import { BankAccount } from '../../../src/domain/bank-account';

const OLD_KEY = new CredentialsKey(Buffer.alloc(32, 0x01));
const NEW_KEY = new CredentialsKey(Buffer.alloc(32, 0x02));
const UNKNOWN_KEY = new CredentialsKey(Buffer.alloc(32, 0x03));

const credentialsOf = (id: string) => ({ client_id: `client-${id}`, secret_key: `SECRET-${id}-0000000000` });
const bindingOf = (account: BankAccount) => ({ accountId: account.id, merchantId: account.merchantId });

function account(id: string): BankAccount {
  const at = new Date('2026-11-20T12:00:00Z');
  return {
    id, merchantId: 'mer_acme', bank: 'mercantil', methods: ['c2p'], status: 'verified', failureCode: null, receivingAccount: null,
    credentialHints: {}, c2pKeyChecked: false, verifiedAt: at, createdAt: at, updatedAt: at,
  };
}

/** Stores accounts `ids` with their credentials sealed by `cipher` (under its current key). */
async function seal(repository: BankAccountRepository, cipher: CredentialsCipher, ids: string[]): Promise<void> {
  for (const id of ids) await repository.add({ account: account(id), sealed: cipher.seal(credentialsOf(id), bindingOf(account(id))) });
}

describe('RotateCredentialsKey (in-memory repository, the real AES-GCM cipher)', () => {
  const before = new AesGcmCredentialsCipher({ current: OLD_KEY, previous: [] });
  /** After the operator's change: the new key current, the old one still read. */
  const after = new AesGcmCredentialsCipher({ current: NEW_KEY, previous: [OLD_KEY] });
  let repository: InMemoryBankAccountRepository;

  beforeEach(() => {
    repository = new InMemoryBankAccountRepository();
  });
  const stored = async (id: string): Promise<StoredBankAccount> => (await repository.findById('mer_acme', id))!;

  it('re-seals every row under an old key, in rounds, so that each still opens under the new key alone', async () => {
    const old = Array.from({ length: 230 }, (_, i) => `ba_old${String(i).padStart(3, '0')}`);
    await seal(repository, before, old);

    const outcome = await new RotateCredentialsKey(repository, after).execute();

    expect(outcome).toEqual({ kind: 'rotated', keyId: NEW_KEY.id, resealed: 230 });
    const newKeyOnly = new AesGcmCredentialsCipher({ current: NEW_KEY, previous: [] });
    for (const id of [old[0], old[99], old[100], old[229]]) {
      const { account: row, sealed } = await stored(id);
      expect(sealed.keyId).toBe(NEW_KEY.id);
      expect(after.isCurrent(sealed)).toBe(true);
      expect(newKeyOnly.open(sealed, bindingOf(row))).toEqual(credentialsOf(id));
    }
    expect(await repository.sealedUnderOtherKeys(NEW_KEY.id, 1000)).toEqual([]);
  });

  it('leaves rows already under the current key untouched, and says so when there is nothing to do', async () => {
    await seal(repository, before, ['ba_old']);
    await seal(repository, after, ['ba_current']);
    const current = await stored('ba_current');

    expect(await new RotateCredentialsKey(repository, after).execute()).toEqual({ kind: 'rotated', keyId: NEW_KEY.id, resealed: 1 });
    expect(await stored('ba_current')).toEqual(current);
    expect(await new RotateCredentialsKey(repository, after).execute()).toEqual({ kind: 'rotated', keyId: NEW_KEY.id, resealed: 0 });
  });

  it('reads again, next round, a row whose credentials changed between its read and its re-seal, never undoing the change', async () => {
    await seal(repository, before, ['ba_a']);
    const changedMeanwhile: BankAccountRepository = Object.create(repository);
    let raced = false;
    changedMeanwhile.reseal = async (id, from, to) => {
      if (!raced) {
        raced = true;
        // A merchant's new credentials land first, sealed under the key of the instance that took them (the old one here).
        const { account: row } = await stored(id);
        await repository.replace(row, { ...row, updatedAt: new Date() }, before.seal({ client_id: 'new' }, bindingOf(row)));
      }
      return repository.reseal(id, from, to);
    };

    const outcome = await new RotateCredentialsKey(changedMeanwhile, after).execute();

    expect(outcome).toEqual({ kind: 'rotated', keyId: NEW_KEY.id, resealed: 1 });
    const { account: row, sealed } = await stored('ba_a');
    expect([sealed.keyId, after.open(sealed, bindingOf(row))]).toEqual([NEW_KEY.id, { client_id: 'new' }]);
  });

  it('stops at a row no key of the ring opens, naming it and its key id, the rows before it re-sealed', async () => {
    await seal(repository, before, ['ba_a']);
    await seal(repository, new AesGcmCredentialsCipher({ current: UNKNOWN_KEY, previous: [] }), ['ba_b']);

    const outcome = await new RotateCredentialsKey(repository, after).execute();

    expect(outcome).toEqual({ kind: 'credentials_unreadable', keyId: NEW_KEY.id, resealed: 1, reason: expect.stringContaining('ba_b') });
    expect(outcome.kind === 'credentials_unreadable' && outcome.reason).toContain(UNKNOWN_KEY.id);
    expect((await stored('ba_a')).sealed.keyId).toBe(NEW_KEY.id);
  });

  it('refuses to run without a current key', async () => {
    await seal(repository, before, ['ba_a']);
    const noKey = new AesGcmCredentialsCipher({ current: null, previous: [OLD_KEY] });

    expect(await new RotateCredentialsKey(repository, noKey).execute()).toEqual({ kind: 'bank_credentials_key_missing' });
    expect((await stored('ba_a')).sealed.keyId).toBe(OLD_KEY.id);
  });
});
