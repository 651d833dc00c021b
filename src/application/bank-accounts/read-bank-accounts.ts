import { Owner } from '../../domain/mode';
import { BankAccountRepository } from '../ports/bank-account-repository';
import { BankAccountOutcome, LiveModeRequired } from './bank-account-outcomes';
import { BankAccount } from '../../domain/bank-account';

/** The merchant's bank accounts (live keys only), without their credentials. */
export class ReadBankAccounts {
  constructor(private readonly accounts: BankAccountRepository) {}

  async list(owner: Owner): Promise<BankAccount[] | LiveModeRequired> {
    if (!owner.livemode) return { kind: 'live_mode_required' };
    return this.accounts.list(owner.merchantId);
  }

  async get(owner: Owner, id: string): Promise<BankAccountOutcome> {
    if (!owner.livemode) return { kind: 'live_mode_required' };
    const stored = await this.accounts.findById(owner.merchantId, id);
    return stored ? { kind: 'bank_account', account: stored.account } : { kind: 'bank_account_not_found', id };
  }
}
