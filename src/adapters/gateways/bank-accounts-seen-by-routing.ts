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
    await this.seen();
  }

  async replace(expected: BankAccount, next: BankAccount, sealed?: SealedCredentials): Promise<boolean> {
    const replaced = await this.stored.replace(expected, next, sealed);
    if (replaced) await this.seen();
    return replaced;
  }

  /**
   * Read again at once, so that what this instance shows without asking (a request's `pago_movil`) follows too;
   * a failed read leaves the directory marked stale, and the next question reads it.
   */
  private async seen(): Promise<void> {
    this.directory.written();
    await this.directory.refresh().catch(() => undefined);
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
