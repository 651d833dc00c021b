import { Logger } from 'pino';
import { BankAccountRepository, StoredBankAccount } from '../../application/ports/bank-account-repository';
import { CredentialsCipher } from '../../application/ports/credentials-cipher';
import { GatewayAdapters } from '../../application/ports/payment-gateways';
import { BankAccount, routes } from '../../domain/bank-account';
import { PaymentMethod } from '../../domain/payment-intent';
import { RegistryBankConnections } from './bank-connections';

/** How stale the directory may be before a question refreshes it: every instance sees a change within this. */
export const ACCOUNTS_FRESH_FOR_MS = 5_000;

type Entry = { account: BankAccount; adapters: GatewayAdapters | null };

/**
 * Every merchant's bank accounts, with adapters built from each account's own credentials on first
 * use and kept while the account is unchanged (a bank's log-on or working key is per account); a
 * change of credentials builds new ones. Read from the database at most every ACCOUNTS_FRESH_FOR_MS
 * (and at once after this instance stored an account), so the routes (ConfiguredRoutes, its only user)
 * answer from memory which account takes a method and whose adapters answer for a payment intent.
 */
export class AccountGatewayDirectory {
  private entries = new Map<string, Entry>();
  /** The same entries by merchant: routing a checkout looks at its merchant's accounts only. */
  private byMerchant = new Map<string, Entry[]>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | null = null;
  /** Counts the writes this instance made: a read that began before one does not count as fresh. */
  private writes = 0;

  constructor(
    private readonly accounts: BankAccountRepository,
    private readonly cipher: CredentialsCipher,
    private readonly connections: RegistryBankConnections,
    private readonly logger: Pick<Logger, 'info' | 'error'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reads the accounts again when the directory is older than ACCOUNTS_FRESH_FOR_MS (or `force`). */
  async refresh(force = false): Promise<void> {
    if (force) this.written();
    if (this.now() - this.loadedAt < ACCOUNTS_FRESH_FOR_MS) return;
    this.loading ??= this.load().finally(() => { this.loading = null; });
    await this.loading;
    // A write of this instance while that read ran: read again, so that the caller sees it.
    if (this.loadedAt === Number.NEGATIVE_INFINITY) await this.refresh();
  }

  /** This instance has just stored an account: the next question reads them all again. */
  written(): void {
    this.writes++;
    this.loadedAt = Number.NEGATIVE_INFINITY;
  }

  /** The merchant's verified account that takes `method`, with its adapters; null when it has none. */
  routeFor(merchantId: string, method: PaymentMethod): { account: BankAccount; adapters: GatewayAdapters } | null {
    for (const entry of this.byMerchant.get(merchantId) ?? []) {
      if (routes(entry.account, method) && entry.adapters?.[method]) {
        return { account: entry.account, adapters: entry.adapters };
      }
    }
    return null;
  }

  /** The adapters of account `id`, whatever its status now (money in flight settles through a disabled account too). */
  adaptersOf(id: string): GatewayAdapters | null {
    return this.entries.get(id)?.adapters ?? null;
  }

  /** Every account known, with its bank: the statement sweep reads each one's statement. */
  known(): readonly { gatewayId: string; bankAccountId: string }[] {
    return [...this.entries.values()].map(({ account }) => ({ gatewayId: account.bank, bankAccountId: account.id }));
  }

  private async load(): Promise<void> {
    const startedAt = this.now();
    const writesBefore = this.writes;
    const next = new Map<string, Entry>();
    for (const stored of await this.accounts.listAll()) {
      const kept = this.entries.get(stored.account.id);
      const unchanged = kept && kept.account.updatedAt.getTime() === stored.account.updatedAt.getTime();
      next.set(
        stored.account.id,
        unchanged ? { ...kept, account: stored.account } : { account: stored.account, adapters: this.build(stored) },
      );
    }
    this.entries = next;
    this.byMerchant = new Map();
    for (const entry of next.values()) {
      const merchantId = entry.account.merchantId;
      this.byMerchant.set(merchantId, [...(this.byMerchant.get(merchantId) ?? []), entry]);
    }
    if (this.writes === writesBefore) this.loadedAt = startedAt;
  }

  private build({ account, sealed }: StoredBankAccount): GatewayAdapters | null {
    try {
      const credentials = this.cipher.open(sealed, { accountId: account.id, merchantId: account.merchantId });
      return this.connections.adaptersOf(account.bank, account.methods, credentials, this.logger);
    } catch (error) {
      // The message names the account and the key id, never a credential.
      this.logger.error({ bank_account_id: account.id, err: error }, 'a bank account\'s credentials cannot be read: it takes no checkout');
      return null;
    }
  }
}
