import { BankAccount, checked, hintsOf, methodsRoutedElsewhere } from '../../domain/bank-account';
import { Owner } from '../../domain/mode';
import { PaymentMethod } from '../../domain/payment-intent';
import { BankAccountRepository } from '../ports/bank-account-repository';
import { BankConnections } from '../ports/bank-connections';
import { Clock } from '../ports/clock';
import { IdGenerator } from '../ports/id-generator';
import { BankAccountCredentials } from './bank-account-credentials';
import { BankAccountOutcome } from './bank-account-outcomes';

export interface ConnectBankAccountCommand {
  owner: Owner;
  bank: string;
  methods: PaymentMethod[];
  credentials: Record<string, string>;
}

/**
 * Connects a merchant's own account at a bank: its credentials are read as the bank's settings are,
 * checked with one harmless call, sealed and stored, `verified` or `failed` and why. A failed account
 * is stored too (the merchant sees why and verifies it again); it takes no checkout until verified.
 */
export class ConnectBankAccount {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly accounts: BankAccountRepository,
    private readonly connections: BankConnections,
    private readonly credentials: BankAccountCredentials,
  ) {}

  async execute({ owner, bank, methods, credentials }: ConnectBankAccountCommand): Promise<BankAccountOutcome> {
    if (!owner.livemode) return { kind: 'live_mode_required' };
    const invalid = this.credentials.invalidChoice(bank, methods);
    if (invalid) return invalid;
    const { refusal, receivingAccount } = this.credentials.unreadable(bank, methods, credentials);
    if (refusal) return refusal;
    const routed = methodsRoutedElsewhere(methods, '', await this.accounts.list(owner.merchantId));
    if (routed.length > 0) return { kind: 'method_already_routed', methods: routed };
    const now = this.clock.now();
    const opened: BankAccount = {
      id: this.ids.next('bankAccount'),
      merchantId: owner.merchantId,
      bank,
      methods: [...new Set(methods)],
      status: 'failed',
      failureCode: null,
      receivingAccount: methods.includes('p2p') ? receivingAccount : null,
      credentialHints: hintsOf(credentials),
      c2pKeyChecked: false,
      verifiedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    const sealing = this.credentials.seal(credentials, opened);
    if (sealing.kind !== 'sealed') return sealing;
    const { sealed } = sealing;
    const account = checked(opened, await this.connections.check(bank, methods, credentials), this.clock.now()) as BankAccount;
    await this.accounts.add({ account: { ...account, createdAt: now }, sealed });
    return { kind: 'bank_account', account: { ...account, createdAt: now } };
  }
}
