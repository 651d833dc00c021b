import { BankAccountRepository, StoredBankAccount } from '../ports/bank-account-repository';
import { CredentialsCipher, CredentialsUnreadable } from '../ports/credentials-cipher';

/** How many accounts one round reads and re-seals. */
const ROUND_SIZE = 100;
/** Rounds in a row that may re-seal nothing (every row changed meanwhile) before giving up. */
const ROUNDS_WITHOUT_PROGRESS = 5;

export type RotationOutcome =
  | { kind: 'rotated'; keyId: string; resealed: number }
  /** No current key: nothing can be sealed (PostgreSQL without BANK_CREDENTIALS_KEY). */
  | { kind: 'bank_credentials_key_missing' }
  /** A row that no key of the ring opens; the rows before it stay re-sealed. `reason` names the account and key id, never a secret. */
  | { kind: 'credentials_unreadable'; keyId: string; resealed: number; reason: string };

/**
 * Re-encrypts, under the current key, every account's credentials sealed under another one (a previous
 * key of the ring opens them). Each row is re-sealed only if it is still as read: a row changed
 * meanwhile is read again in the next round, so a concurrent change of credentials is never undone.
 */
export class RotateCredentialsKey {
  constructor(
    private readonly accounts: BankAccountRepository,
    private readonly cipher: CredentialsCipher,
  ) {}

  async execute(): Promise<RotationOutcome> {
    const keyId = this.cipher.currentKeyId();
    if (keyId === null) return { kind: 'bank_credentials_key_missing' };
    let resealed = 0;
    for (let idleRounds = 0; idleRounds < ROUNDS_WITHOUT_PROGRESS; ) {
      const due = await this.accounts.sealedUnderOtherKeys(keyId, ROUND_SIZE);
      if (due.length === 0) return { kind: 'rotated', keyId, resealed };
      const before = resealed;
      for (const stored of due) {
        const done = await this.reseal(stored);
        if (typeof done === 'object') return { kind: 'credentials_unreadable', keyId, resealed, reason: done.unreadable };
        if (done === 'resealed') resealed++;
      }
      idleRounds = resealed === before ? idleRounds + 1 : 0;
    }
    throw new Error('bank accounts kept changing while their credentials were re-encrypted');
  }

  /** Re-sealed; changed meanwhile (left for the next round); or why it does not open. */
  private async reseal({ account, sealed }: StoredBankAccount): Promise<'resealed' | 'changed' | { unreadable: string }> {
    const binding = { accountId: account.id, merchantId: account.merchantId };
    let plain: Record<string, string>;
    try {
      plain = this.cipher.open(sealed, binding);
    } catch (error) {
      if (error instanceof CredentialsUnreadable) return { unreadable: error.message };
      throw error;
    }
    return (await this.accounts.reseal(account.id, sealed, this.cipher.seal(plain, binding))) ? 'resealed' : 'changed';
  }
}
