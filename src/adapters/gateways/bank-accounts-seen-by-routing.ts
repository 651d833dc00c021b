import { BankAccountRepository, StoredBankAccount } from '../../application/ports/bank-account-repository';
import { SealedCredentials } from '../../application/ports/credentials-cipher';
import { BankAccount } from '../../domain/bank-account';
import { AccountGatewayDirectory } from './account-gateway-directory';

/**
 * The bank accounts as stored, whose every write this instance's routes see at once (other instances see it
 * within ACCOUNTS_FRESH_FOR_MS): a merchant who has just connected, changed or disabled an account is routed by it.
 */
export class BankAccountsSeenByRoutes implements BankAccountRepository {
  constructor(
    private readonly stored: BankAccountRepository,
    private readonly directory: AccountGatewayDirectory,
  ) {}

  async add(account: StoredBankAccount): Promise<void> {
    await this.stored.add(account);
    this.directory.written();
  }

  async replace(expected: BankAccount, next: BankAccount, sealed?: SealedCredentials): Promise<boolean> {
    const replaced = await this.stored.replace(expected, next, sealed);
    if (replaced) this.directory.written();
    return replaced;
  }

  findById(merchantId: string, id: string): Promise<StoredBankAccount | null> {
    return this.stored.findById(merchantId, id);
  }

  list(merchantId: string): Promise<BankAccount[]> {
    return this.stored.list(merchantId);
  }

  listAll(): Promise<StoredBankAccount[]> {
    return this.stored.listAll();
  }

  sealedUnderOtherKeys(keyId: string, limit: number): Promise<StoredBankAccount[]> {
    return this.stored.sealedUnderOtherKeys(keyId, limit);
  }

  reseal(id: string, from: SealedCredentials, to: SealedCredentials): Promise<boolean> {
    return this.stored.reseal(id, from, to);
  }
}
