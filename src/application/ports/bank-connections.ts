import { CredentialsCheck, ReceivingAccountDetails } from '../../domain/bank-account';
import { FieldProblem } from '../../domain/errors';
import { PaymentMethod } from '../../domain/payment-intent';
import { token } from './token';

/** A bank a merchant can connect an account at: the methods it takes and the credentials it needs. */
export interface ConnectableBank {
  id: string;
  methods: readonly PaymentMethod[];
  credentialFields: readonly string[];
}

/** Credentials refused before asking the bank: each error names its field (`client_id`) as the merchant sent it. */
export type InvalidCredentials = { kind: 'invalid_credentials'; errors: FieldProblem[] };

/** Credentials read as the bank's settings: where payers of a reported transfer would send the money. */
export type ReadCredentials = { kind: 'read'; receivingAccount: ReceivingAccountDetails };

/**
 * The banks' side of a merchant's own account: its credentials are read exactly as the deployment's
 * settings of that bank are (same rules, same messages, the deployment's base URL and timeouts), and
 * checked with one call that moves no money.
 */
export interface BankConnections {
  connectable(): readonly ConnectableBank[];
  read(
    bank: string,
    methods: readonly PaymentMethod[],
    credentials: Readonly<Record<string, string>>,
  ): ReadCredentials | InvalidCredentials;
  check(bank: string, methods: readonly PaymentMethod[], credentials: Readonly<Record<string, string>>): Promise<CredentialsCheck>;
}
export const BANK_CONNECTIONS = token<BankConnections>('BankConnections');
