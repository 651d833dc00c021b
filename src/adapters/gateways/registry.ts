import { Logger } from 'pino';
import { Mode } from '../../domain/mode';
import { PaymentMethod } from '../../domain/payment-intent';
import { GatewayAdapters } from '../../application/ports/payment-gateways';
import { PublishedRate } from '../../application/ports/published-rate-store';
import { ConfigError, Env, nonEmpty } from '../../setting-parsers';
import { BankTiming } from './bank-connector';
import { BANK_CONNECTORS } from './bank-connectors';
import { AccountGatewayDirectory } from './account-gateway-directory';
import { ConfiguredRoutes } from './configured-routing';
import { SANDBOX } from './sandbox/sandbox-connector';

export { BANK_CONNECTORS };

/** The banks whose adapters read the official rate: RATE_PROVIDER may name them. */
export const RATE_PUBLISHING_BANKS = BANK_CONNECTORS.filter((listed) => listed.publishedRate !== undefined).map((listed) => listed.id);

/** C2P_GATEWAY, CARD_GATEWAY, P2P_GATEWAY and the settings of every configured bank, by bank id. */
export interface GatewaySettings {
  c2p: string;
  card: string;
  /** Who verifies reported Pago Móvil transfers in live mode. */
  p2p: string;
  banks: Record<string, unknown>;
  /**
   * Per bank merchants connect accounts at: the deployment's settings of it, of which a merchant's account
   * is reached with the base URL and timeouts (never the deployment's credentials).
   */
  accountSections: Record<string, Env>;
}

/** The gateways' section of the settings: which bank takes each method, and each bank's own settings. */
export function parseGatewaySettings(env: Env, timing: BankTiming): GatewaySettings {
  const c2p = gatewayId(env, 'C2P_GATEWAY', 'c2p');
  const card = gatewayId(env, 'CARD_GATEWAY', 'credit_or_debit_card');
  const p2p = gatewayId(env, 'P2P_GATEWAY', 'p2p');
  const banks: Record<string, unknown> = {};
  const accountSections: Record<string, Env> = {};
  for (const listed of BANK_CONNECTORS) {
    const section = Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith(listed.settingsPrefix)));
    // A blank setting is unset, here as everywhere.
    if (listed.account) accountSections[listed.id] = Object.fromEntries(Object.entries(section).filter(([, value]) => value?.trim()));
    const chosenBy = { c2p, credit_or_debit_card: card, p2p };
    const methods = (Object.keys(chosenBy) as PaymentMethod[]).filter((method) => chosenBy[method] === listed.id);
    const readsTheRate = listed.publishedRate !== undefined && nonEmpty(env, 'RATE_PROVIDER') === listed.id;
    const settings = listed.parseSettings(section, { chosen: methods.length > 0 || readsTheRate, methods, ...timing });
    if (settings !== null) banks[listed.id] = settings;
  }
  return { c2p, card, p2p, banks, accountSections };
}

/** The gateway `name` chooses for `method`: a bank that takes that method. */
function gatewayId(env: Env, name: string, method: PaymentMethod): string {
  const raw = nonEmpty(env, name) ?? SANDBOX.id;
  const taking = BANK_CONNECTORS.filter((listed) => listed.methods.includes(method)).map((listed) => listed.id);
  if (!taking.includes(raw)) throw new ConfigError(`${name} must be one of ${taking.join(', ')}, got ${JSON.stringify(raw)}`);
  return raw;
}

/**
 * The routes over the adapters of every configured bank and (with a directory) the merchants' own accounts;
 * `replace` swaps in adapters by gateway id (tests, a team trying an adapter).
 */
export function buildRoutes(
  settings: GatewaySettings,
  logger: Pick<Logger, 'info' | 'error'>,
  replace: Record<string, GatewayAdapters> = {},
  directory: AccountGatewayDirectory | null = null,
): ConfiguredRoutes {
  const adapters = new Map<string, GatewayAdapters>();
  for (const listed of BANK_CONNECTORS) {
    if (!(listed.id in settings.banks)) continue;
    adapters.set(listed.id, { ...listed.adapters(settings.banks[listed.id], { logger }), ...replace[listed.id] });
  }
  for (const [id, replacement] of Object.entries(replace)) if (!adapters.has(id)) adapters.set(id, replacement);
  return new ConfiguredRoutes(
    { c2p: settings.c2p, credit_or_debit_card: settings.card, p2p: settings.p2p },
    adapters,
    SANDBOX.id,
    directory,
  );
}

/** How the bank `id` (one of RATE_PUBLISHING_BANKS, configured) reads the official rate. */
export function bankRateReading(
  settings: GatewaySettings,
  id: string,
  logger: Pick<Logger, 'info' | 'error'>,
): () => Promise<PublishedRate> {
  const listed = BANK_CONNECTORS.find((candidate) => candidate.id === id);
  if (!listed?.publishedRate || !(id in settings.banks)) {
    throw new Error(`RATE_PROVIDER=${id} names no configured bank that publishes the rate`);
  }
  return listed.publishedRate(settings.banks[id], { logger });
}

/**
 * The mode of the keys and objects made before modes existed: live when a bank takes a method (they
 * paid through it), test when every method went to the sandbox. So each key keeps paying as it did.
 */
export function legacyModeOf(settings: Pick<GatewaySettings, 'c2p' | 'card'>): Mode {
  return settings.c2p !== SANDBOX.id || settings.card !== SANDBOX.id ? 'live' : 'test';
}
