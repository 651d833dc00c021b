import { BankAccountRepository, StoredBankAccount } from '../../../application/ports/bank-account-repository';
import { SealedCredentials } from '../../../application/ports/credentials-cipher';
import { BankAccount } from '../../../domain/bank-account';

export class InMemoryBankAccountRepository implements BankAccountRepository {
  private readonly rows = new Map<string, StoredBankAccount>();

  async add(stored: StoredBankAccount): Promise<void> {
    if (this.rows.has(stored.account.id)) throw new Error(`bank account ${stored.account.id} exists`);
    this.rows.set(stored.account.id, copy(stored));
  }

  async findById(merchantId: string, id: string): Promise<StoredBankAccount | null> {
    const row = this.rows.get(id);
    return row && row.account.merchantId === merchantId ? copy(row) : null;
  }

  async list(merchantId: string): Promise<BankAccount[]> {
    return [...this.rows.values()]
      .filter((row) => row.account.merchantId === merchantId)
      .sort((a, b) => a.account.createdAt.getTime() - b.account.createdAt.getTime() || a.account.id.localeCompare(b.account.id))
      .map((row) => copy(row).account);
  }

  async listAll(): Promise<StoredBankAccount[]> {
    return [...this.rows.values()].map(copy);
  }

  async replace(expected: BankAccount, next: BankAccount, sealed?: SealedCredentials): Promise<boolean> {
    const row = this.rows.get(expected.id);
    if (!row || row.account.updatedAt.getTime() !== expected.updatedAt.getTime()) return false;
    this.rows.set(expected.id, copy({ account: next, sealed: sealed ?? row.sealed }));
    return true;
  }

  async sealedUnderOtherKeys(keyId: string, limit: number): Promise<StoredBankAccount[]> {
    return [...this.rows.values()].filter((row) => row.sealed.keyId !== keyId)
      .sort((a, b) => a.account.id.localeCompare(b.account.id)).slice(0, limit).map(copy);
  }

  async reseal(id: string, from: SealedCredentials, to: SealedCredentials): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.sealed.keyId !== from.keyId || row.sealed.ciphertext !== from.ciphertext) return false;
    this.rows.set(id, { ...row, sealed: { ...to } });
    return true;
  }
}

function copy({ account, sealed }: StoredBankAccount): StoredBankAccount {
  return {
    account: {
      ...account,
      methods: [...account.methods],
      receivingAccount: account.receivingAccount && { ...account.receivingAccount },
      credentialHints: { ...account.credentialHints },
      verifiedAt: account.verifiedAt && new Date(account.verifiedAt),
      createdAt: new Date(account.createdAt),
      updatedAt: new Date(account.updatedAt),
    },
    sealed: { ...sealed },
  };
}
