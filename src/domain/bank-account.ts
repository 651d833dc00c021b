import { PaymentMethod } from './payment-intent';

export const BANK_ACCOUNT_STATUSES = ['verified', 'failed', 'disabled'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

/** Why an account takes no checkout: the bank refused its credentials, or did not answer the check. */
export const BANK_ACCOUNT_FAILURES = ['bank_credentials_refused', 'bank_unavailable'] as const;
export type BankAccountFailure = (typeof BANK_ACCOUNT_FAILURES)[number];

/** What the bank said of an account's credentials when asked with one harmless call. */
export type CredentialsCheck = 'verified' | BankAccountFailure;

/** Where payers of a reported transfer send the money (null on an account without p2p). */
export interface ReceivingAccountDetails {
  bankCode: string;
  phoneNumber: string;
  nationalId: string;
  accountNumberLast4: string | null;
}

/**
 * A merchant's own account at a bank, with its own credentials (live mode only): the live checkouts
 * of the methods it lists are paid into it. Its credentials are never part of it: they are stored
 * sealed beside it, and only their last four characters (`credentialHints`) are shown.
 */
export interface BankAccount {
  id: string;
  merchantId: string;
  bank: string;
  methods: readonly PaymentMethod[];
  status: BankAccountStatus;
  failureCode: BankAccountFailure | null;
  receivingAccount: ReceivingAccountDetails | null;
  credentialHints: Readonly<Record<string, string>>;
  /**
   * The bank has answered a C2P charge made with the current credentials (approved or declined): a bank whose C2P
   * key cannot be checked without a charge (BDV) has proven it. False again after new credentials, or after the
   * bank refused the C2P key (the account is then failed `bank_credentials_refused`).
   */
  c2pKeyChecked: boolean;
  verifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The account is disabled: nothing moves it again (connect another instead). */
export type BankAccountDisabled = { kind: 'bank_account_disabled'; id: string };

/** Whether new live payment intents of `method` may go to this account. */
export function routes(account: BankAccount, method: PaymentMethod): boolean {
  return account.status === 'verified' && account.methods.includes(method);
}

/** The account after its credentials were checked at `now`: verified, or failed and why. */
export function checked(account: BankAccount, check: CredentialsCheck, now: Date): BankAccount | BankAccountDisabled {
  if (account.status === 'disabled') return { kind: 'bank_account_disabled', id: account.id };
  const verified = check === 'verified';
  return {
    ...account,
    status: verified ? 'verified' : 'failed',
    failureCode: verified ? null : check,
    verifiedAt: verified ? now : account.verifiedAt,
    updatedAt: now,
  };
}

/** The account disabled at `now`: it takes no new payment intent; what is in flight still settles through it. */
export function disabled(account: BankAccount, now: Date): BankAccount {
  return account.status === 'disabled' ? account : { ...account, status: 'disabled', updatedAt: now };
}

/**
 * The last characters of each credential, the only part of one ever shown: four of a value of 12 or
 * more, a third of a shorter one (a terminal id of four digits is not shown whole).
 */
export function hintsOf(credentials: Readonly<Record<string, string>>): Record<string, string> {
  const tail = (value: string) => value.slice(value.length - (value.length >= 12 ? 4 : Math.floor(value.length / 3)));
  return Object.fromEntries(Object.entries(credentials).map(([field, value]) => [field, `…${tail(value)}`]));
}

/**
 * The methods of `account` that one of `others` (the merchant's other accounts) already routes: at most
 * one verified account per method, so a live checkout never has two places to go.
 */
export function methodsRoutedElsewhere(methods: readonly PaymentMethod[], id: string, others: readonly BankAccount[]): PaymentMethod[] {
  return methods.filter((method) => others.some((other) => other.id !== id && routes(other, method)));
}

/** The bank answered a C2P charge made with the account's credentials: its C2P key works (the same account if known). */
export function c2pKeyAnswered(account: BankAccount, now: Date): BankAccount {
  return account.c2pKeyChecked ? account : { ...account, c2pKeyChecked: true, updatedAt: now };
}

/**
 * The bank refused the account's C2P key on a charge: the account takes no checkout until its credentials are
 * changed or verified again (the same account when it is no longer verified).
 */
export function c2pKeyRefused(account: BankAccount, now: Date): BankAccount {
  if (account.status !== 'verified') return account;
  return { ...account, status: 'failed', failureCode: 'bank_credentials_refused', c2pKeyChecked: false, updatedAt: now };
}
