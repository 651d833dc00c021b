import { Logger } from 'pino';
import { GatewayAdapters } from '../../application/ports/payment-gateways';
import { PublishedRate } from '../../application/ports/published-rate-store';
import { Env } from '../../setting-parsers';
import { PaymentMethod } from '../../domain/payment-intent';
import { CredentialsCheck, ReceivingAccountDetails } from '../../domain/bank-account';

export interface BankSettingsContext {
  /** Whether C2P_GATEWAY, CARD_GATEWAY, P2P_GATEWAY or RATE_PROVIDER names this bank: then its settings are required. */
  chosen: boolean;
  /** The methods whose setting names this bank (empty when none does): a method may need settings of its own. */
  methods: readonly PaymentMethod[];
  reconcileAfterSeconds: number;
  /** A checkout holds its Idempotency-Key this long before a retry may take it over. */
  idempotencyTakeoverSeconds: number;
}

/**
 * What each bank's folder exports (see registry.ts). `parseSettings` reads only the variables
 * that start with `settingsPrefix`, and answers null when the bank is not configured: not chosen and
 * its required settings not all given. A bank configured but not chosen still answers about the
 * attempts it took.
 */
export interface BankConnector<S> {
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
  account?: AccountSupport<S>;
}

/** What a bank a merchant can connect its own account at adds (its credentials are its settings, per merchant). */
export interface AccountSupport<S> {
  /** The credentials a merchant gives: the bank's settings named without the prefix, in lower case (`client_id`). */
  credentialFields: readonly string[];
  /** Fields required only when the account takes a method (else optional): Mercantil's RIF for `p2p`. */
  requiredOnlyFor?: Readonly<Record<string, PaymentMethod>>;
  /** One harmless call with these settings (a log-on, an empty search; never a charge): does the bank take them? */
  check(settings: S): Promise<CredentialsCheck>;
  /** Where payers of a reported transfer to this account send the money. */
  receivingAccount(settings: S): ReceivingAccountDetails;
}

/** A bank as the registry lists it: its settings' type is known only to its own folder. */
export type ListedBankConnector = BankConnector<unknown>;

export function bankConnector<S>(definition: BankConnector<S>): ListedBankConnector {
  return definition as unknown as ListedBankConnector;
}
