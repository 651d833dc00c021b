import { BankAccount, c2pKeyAnswered, c2pKeyRefused } from '../../domain/bank-account';
import { ChargeHeard } from '../checkout/settlement';
import { BankAccountRepository } from '../ports/bank-account-repository';
import { Clock } from '../ports/clock';
import { StorageUnavailable } from '../ports/storage-unavailable';

/** How many times the account is read again when another writer changed it first. */
const TRIES = 3;

/**
 * Records on a merchant's bank account what the bank said to a C2P charge made with its credentials: answered
 * (`c2p_key_checked`), or its C2P key refused (the account failed `bank_credentials_refused`, taking no checkout
 * until its credentials are changed or verified again). Nothing when the bank said nothing. The charge's own
 * outcome never waits on it: a store that cannot be reached now leaves it to the next charge.
 */
export class RecordC2pKeyCheck {
  constructor(
    private readonly clock: Clock,
    private readonly accounts: BankAccountRepository,
  ) {}

  async record(merchantId: string, bankAccountId: string, heard: ChargeHeard): Promise<void> {
    if (heard === 'silent') return;
    const change = (account: BankAccount) =>
      (heard === 'answered' ? c2pKeyAnswered(account, this.clock.now()) : c2pKeyRefused(account, this.clock.now()));
    try {
      for (let attempt = 0; attempt < TRIES; attempt++) {
        const stored = await this.accounts.findById(merchantId, bankAccountId);
        const next = stored && change(stored.account);
        if (!stored || next === stored.account || (await this.accounts.replace(stored.account, next as BankAccount))) return;
      }
    } catch (error) {
      if (!(error instanceof StorageUnavailable)) throw error;
    }
  }
}
