import { Logger } from 'pino';
import { GatewayAdapters } from '../../application/ports/payment-gateways';
import { PublishedRate } from '../../application/ports/published-rate-store';
import { Env } from '../../setting-parsers';
import { PaymentMethod } from '../../domain/payment-intent';
import { CredentialsCheck, ReceivingAccountDetails } from '../../domain/bank-account';

/** What a bank's timeouts are bounded by: the reconciler's patience and an Idempotency-Key's hold. */
export interface BankTiming {
  reconcileAfterSeconds: number;
  /** A checkout holds its Idempotency-Key this long before a retry may take it over. */
  idempotencyTakeoverSeconds: number;
}

export interface BankSettingsContext extends BankTiming {
  /** Whether C2P_GATEWAY, CARD_GATEWAY, P2P_GATEWAY or RATE_PROVIDER names this bank: then its settings are required. */
  chosen: boolean;
  /** The methods whose setting names this bank (empty when none does): a method may need settings of its own. */
  methods: readonly PaymentMethod[];
}

/**
 * What each bank's folder exports (see registry.ts). `parseSettings` reads only the variables
 * that start with `settingsPrefix`, and answers null when the bank is not configured: not chosen and
 * its required settings not all given. A bank configured but not chosen still answers about the
 * payment intents it took.
 */
export interface BankConnector<S, C = never, K = never> {
  id: string;
  /** What C2P_GATEWAY, CARD_GATEWAY and P2P_GATEWAY may choose it for. */
  methods: readonly PaymentMethod[];
  settingsPrefix: string;
  parseSettings(section: Env, context: BankSettingsContext): S | null;
  adapters(settings: S, context: { logger: Pick<Logger, 'info' | 'error'> }): GatewayAdapters;
  /**
   * Only a bank that publishes the official rate: a reading of it, for RATE_PROVIDER=<id> (stored
   * and guarded like the BCV page's; docs/operating.md, "The BCV rate"). It throws when the bank cannot give it.
   */
  publishedRate?(settings: S, context: { logger: Pick<Logger, 'info' | 'error'> }): () => Promise<PublishedRate>;
  /** Only a bank at which merchants connect accounts of their own. */
  account?: AccountSupport<C, K>;
}

/** A credential that does not read: its field, and why, the credential named as the reader was told to name it. */
export type CredentialRefused = { refused: string; message: string };

export function isRefused(read: unknown): read is CredentialRefused {
  return typeof read === 'object' && read !== null && 'refused' in read;
}

/**
 * What a bank a merchant can connect its own account at adds: its typed credentials `C` and the deployment's
 * connection `K` (base URL, timeouts: never credentials), and the account's adapters built from both.
 */
export interface AccountSupport<C, K> {
  /** The credentials a merchant gives, by field (`client_id`). */
  credentialFields: readonly string[];
  /** Fields required only when the account takes a method (else optional): Mercantil's RIF for `p2p`. */
  requiredOnlyFor?: Readonly<Record<string, PaymentMethod>>;
  /** The deployment's settings of this bank a merchant's account is reached with; throws ConfigError. */
  connection(section: Env, timing: BankTiming): K;
  /** A merchant's credentials, each required one given, read into their type: the first that does not read is refused. */
  credentials(given: Env): C | CredentialRefused;
  /** The account's adapters: the bank's own factory, given the account's credentials. */
  adapters(credentials: C, connection: K, context: { logger: Pick<Logger, 'info' | 'error'> }): GatewayAdapters;
  /** One harmless call with these credentials (a log-on, an empty search; never a charge): does the bank take them? */
  check(credentials: C, connection: K): Promise<CredentialsCheck>;
  /** Where payers of a reported transfer to this account send the money. */
  receivingAccount(credentials: C): ReceivingAccountDetails;
}

/** A bank as the registry lists it: its settings' type is known only to its own folder. */
export type ListedBankConnector = BankConnector<unknown, unknown, unknown>;

export function bankConnector<S, C = never, K = never>(definition: BankConnector<S, C, K>): ListedBankConnector {
  return definition as unknown as ListedBankConnector;
}
