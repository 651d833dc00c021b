import { BankAccount, BankAccountDisabled } from '../../domain/bank-account';
import { FieldProblem } from '../../domain/errors';
import { PaymentMethod } from '../../domain/payment-intent';

export type { BankAccountDisabled };

export type BankAccountFound = { kind: 'bank_account'; account: BankAccount };
export type BankAccountNotFound = { kind: 'bank_account_not_found'; id: string };
/** Bank accounts are live mode's: a test key never reaches a bank. */
export type LiveModeRequired = { kind: 'live_mode_required' };
/** No key-encryption key is configured: credentials cannot be stored or read. */
export type CredentialsKeyUnavailable = { kind: 'bank_credentials_key_missing' };
/** Another verified account of the merchant already takes these methods' live checkouts. */
export type MethodAlreadyRouted = { kind: 'method_already_routed'; methods: PaymentMethod[] };
/** What was sent names no bank or method this deployment connects, or credentials that do not read; `field` as sent. */
export type BankAccountInvalid = { kind: 'bank_account_invalid'; errors: FieldProblem[] };

export type BankAccountRefusal =
  | BankAccountNotFound | LiveModeRequired | CredentialsKeyUnavailable | MethodAlreadyRouted | BankAccountInvalid | BankAccountDisabled;
export type BankAccountOutcome = BankAccountFound | BankAccountRefusal;
