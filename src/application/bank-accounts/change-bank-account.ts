import { BankAccount, checked, disabled, hintsOf, methodsRoutedElsewhere } from '../../domain/bank-account';
import { Owner } from '../../domain/mode';
import { PaymentMethod } from '../../domain/payment-intent';
import { BankAccountRepository, StoredBankAccount } from '../ports/bank-account-repository';
import { BankConnections } from '../ports/bank-connections';
import { Clock } from '../ports/clock';
import { SealedCredentials } from '../ports/credentials-cipher';
import { BankAccountCredentials } from './bank-account-credentials';
import { BankAccountOutcome, BankAccountRefusal } from './bank-account-outcomes';

/** A change to an account: new methods, new credentials (replaced whole, then checked again), or both. */
export interface BankAccountChanges {
  methods?: PaymentMethod[];
  credentials?: Record<string, string>;
}

/** How many times a change is tried again when another writer changed the account first. */
const TRIES = 5;

/**
 * Changes, checks again, or disables a merchant's bank account. Each reads the account, asks the bank
 * with no transaction open, and stores the result only if nobody changed the account meanwhile (else
 * it starts again), so a slow check never undoes a disable.
 */
export class ChangeBankAccount {
  constructor(
    private readonly clock: Clock,
    private readonly accounts: BankAccountRepository,
    private readonly connections: BankConnections,
    private readonly credentials: BankAccountCredentials,
  ) {}

  update(owner: Owner, id: string, changes: BankAccountChanges): Promise<BankAccountOutcome> {
    return this.change(owner, id, async ({ account, sealed }) => {
      const methods = changes.methods ?? account.methods;
      const invalid = this.credentials.invalidChoice(account.bank, methods);
      if (invalid) return invalid;
      const opened = changes.credentials ? { kind: 'opened' as const, plain: changes.credentials } : this.credentials.open(sealed, account);
      if (opened.kind !== 'opened') return opened;
      const { refusal, receivingAccount } = this.credentials.unreadable(account.bank, methods, opened.plain);
      if (refusal) return refusal;
      const next = { ...account, methods: [...new Set(methods)], receivingAccount: methods.includes('p2p') ? receivingAccount : null };
      if (!changes.credentials) return this.routable(next, this.clock.now(), undefined);
      const resealed = this.credentials.seal(changes.credentials, account);
      if (resealed.kind !== 'sealed') return resealed;
      const check = await this.connections.check(account.bank, methods, changes.credentials);
      const rechecked = checked({ ...next, credentialHints: hintsOf(changes.credentials), c2pKeyChecked: false }, check, this.clock.now());
      return 'kind' in rechecked ? rechecked : this.routable(rechecked, rechecked.updatedAt, resealed.sealed);
    });
  }

  verify(owner: Owner, id: string): Promise<BankAccountOutcome> {
    return this.change(owner, id, async ({ account, sealed }) => {
      const opened = this.credentials.open(sealed, account);
      if (opened.kind !== 'opened') return opened;
      const rechecked = checked(account, await this.connections.check(account.bank, account.methods, opened.plain), this.clock.now());
      return 'kind' in rechecked ? rechecked : this.routable(rechecked, rechecked.updatedAt, undefined);
    });
  }

  disable(owner: Owner, id: string): Promise<BankAccountOutcome> {
    return this.change(owner, id, async ({ account }) => ({ next: disabled(account, this.clock.now()) }));
  }

  /** `next`, unless it would route a method another verified account of the merchant routes. */
  private async routable(next: BankAccount, now: Date, sealed: SealedCredentials | undefined) {
    if (next.status === 'verified') {
      const routed = methodsRoutedElsewhere(next.methods, next.id, await this.accounts.list(next.merchantId));
      if (routed.length > 0) return { kind: 'method_already_routed' as const, methods: routed };
    }
    return { next: { ...next, updatedAt: now }, sealed };
  }

  private async change(
    owner: Owner, id: string,
    work: (stored: StoredBankAccount) => Promise<BankAccountRefusal | { next: BankAccount; sealed?: SealedCredentials }>,
  ): Promise<BankAccountOutcome> {
    if (!owner.livemode) return { kind: 'live_mode_required' };
    for (let attempt = 1; ; attempt++) {
      const stored = await this.accounts.findById(owner.merchantId, id);
      if (!stored) return { kind: 'bank_account_not_found', id };
      if (stored.account.status === 'disabled') return { kind: 'bank_account_disabled', id };
      const result = await work(stored);
      if ('kind' in result) return result;
      if (result.next === stored.account) return { kind: 'bank_account', account: stored.account };
      if (await this.accounts.replace(stored.account, result.next, result.sealed)) {
        return { kind: 'bank_account', account: result.next };
      }
      if (attempt >= TRIES) throw new Error(`bank account ${id} kept changing while it was being changed`);
    }
  }
}
