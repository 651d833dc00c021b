import { BankAccount } from '../../domain/bank-account';
import { BankConnections } from '../ports/bank-connections';
import { CredentialsCipher, CredentialsKeyMissing, SealedCredentials } from '../ports/credentials-cipher';
import { PaymentMethod } from '../../domain/payment-intent';
import { BankAccountInvalid, CredentialsKeyUnavailable } from './bank-account-outcomes';

type Sealed = { kind: 'sealed'; sealed: SealedCredentials };
type Opened = { kind: 'opened'; plain: Record<string, string> };

/** Sealing, opening and reading an account's credentials, each refusal as a value the API can answer. */
export class BankAccountCredentials {
  constructor(
    private readonly connections: BankConnections,
    private readonly cipher: CredentialsCipher,
  ) {}

  /** The bank and methods checked against what this deployment connects: null when they are fine. */
  invalidChoice(bank: string, methods: readonly PaymentMethod[] | undefined): BankAccountInvalid | null {
    const found = this.connections.connectable().find((candidate) => candidate.id === bank);
    if (!found) {
      const ids = this.connections.connectable().map((candidate) => candidate.id);
      return invalid('bank', ids.length === 0 ? 'no bank can be connected on this server' : `must be one of ${ids.join(', ')}`);
    }
    const unknown = (methods ?? []).filter((method) => !found.methods.includes(method));
    return unknown.length > 0 ? invalid('methods', `${bank} takes only ${found.methods.join(', ')}`) : null;
  }

  /** The credentials read as the bank's settings, with `methods`: refused naming each field, or null when they read. */
  unreadable(bank: string, methods: readonly PaymentMethod[], credentials: Readonly<Record<string, string>>) {
    const read = this.connections.read(bank, methods, credentials);
    if (read.kind === 'read') return { refusal: null, receivingAccount: read.receivingAccount };
    const refusal: BankAccountInvalid = {
      kind: 'bank_account_invalid',
      errors: read.errors.map((problem) => ({ ...problem, field: problem.field === '' ? 'credentials' : `credentials.${problem.field}` })),
    };
    return { refusal, receivingAccount: null };
  }

  seal(credentials: Record<string, string>, account: Pick<BankAccount, 'id' | 'merchantId'>): Sealed | CredentialsKeyUnavailable {
    return this.keyed(() => ({
      kind: 'sealed',
      sealed: this.cipher.seal(credentials, { accountId: account.id, merchantId: account.merchantId }),
    }));
  }

  open(sealed: SealedCredentials, account: Pick<BankAccount, 'id' | 'merchantId'>): Opened | CredentialsKeyUnavailable {
    return this.keyed(() => ({
      kind: 'opened',
      plain: this.cipher.open(sealed, { accountId: account.id, merchantId: account.merchantId }),
    }));
  }

  private keyed<T>(work: () => T): T | CredentialsKeyUnavailable {
    try {
      return work();
    } catch (error) {
      if (error instanceof CredentialsKeyMissing) return { kind: 'bank_credentials_key_missing' };
      throw error;
    }
  }
}

function invalid(field: string, message: string): BankAccountInvalid {
  return { kind: 'bank_account_invalid', errors: [{ field, reason: 'not_one_of', message }] };
}
