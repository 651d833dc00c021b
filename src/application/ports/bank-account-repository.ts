import { BankAccount } from '../../domain/bank-account';
import { SealedCredentials } from './credentials-cipher';
import { token } from './token';

/** An account as stored: itself, and its credentials sealed under a key of the key ring. */
export interface StoredBankAccount {
  account: BankAccount;
  sealed: SealedCredentials;
}

export interface BankAccountRepository {
  add(stored: StoredBankAccount): Promise<void>;
  /** Only the merchant's own accounts are ever found. */
  findById(merchantId: string, id: string): Promise<StoredBankAccount | null>;
  /** The merchant's accounts, oldest first. */
  list(merchantId: string): Promise<BankAccount[]>;
  /**
   * Stores `next` (and `sealed`, when the credentials changed) only if the account is still as `expected`
   * left it (its `updatedAt`): false when another writer changed it first, so a late check never undoes a disable.
   */
  replace(expected: BankAccount, next: BankAccount, sealed?: SealedCredentials): Promise<boolean>;
  /** Every merchant's accounts, of any status: what the gateways' directory of accounts is built from. */
  listAll(): Promise<StoredBankAccount[]>;
  /** Up to `limit` accounts whose credentials are sealed under a key other than `keyId`, for rotation. */
  sealedUnderOtherKeys(keyId: string, limit: number): Promise<StoredBankAccount[]>;
  /** Re-seals one account's credentials, only if they are still `from`: false when they changed meanwhile. */
  reseal(id: string, from: SealedCredentials, to: SealedCredentials): Promise<boolean>;
}
export const BANK_ACCOUNT_REPOSITORY = token<BankAccountRepository>('BankAccountRepository');
