import { ContainerModule } from 'inversify';
import { AccountGatewayDirectory } from '../adapters/gateways/account-gateway-directory';
import { BankAccountsSeenByRoutes } from '../adapters/gateways/bank-accounts-seen-by-routing';
import { RegistryBankConnections } from '../adapters/gateways/bank-connections';
import { ConfiguredRoutes } from '../adapters/gateways/configured-routing';
import { buildRoutes } from '../adapters/gateways/registry';
import { SqlBankAccountRepository } from '../adapters/persistence/typeorm/sql-bank-account-repository';
import { LazyCredentialsCipher } from '../adapters/security/lazy-credentials-cipher';
import { BANK_ACCOUNT_REPOSITORY } from '../application/ports/bank-account-repository';
import { BANK_CONNECTIONS } from '../application/ports/bank-connections';
import { CREDENTIALS_CIPHER } from '../application/ports/credentials-cipher';
import { GatewayAdapters } from '../application/ports/payment-gateways';
import { ROUTES } from '../application/ports/routing';
import { WiringContext, bindPort } from './wiring';

/**
 * The routes: the configured banks (gateways/registry.ts), by id, and each merchant's own bank accounts at
 * them; the overrides replace some of the deployment's adapters by gateway id.
 */
export const gatewaysModule = ({ config, database, logger, overrides }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    const replace: Record<string, GatewayAdapters> = { ...overrides.gateways };
    const { c2p, card } = config.gateways;
    if (overrides.c2pGateway) replace[c2p] = { ...replace[c2p], c2p: overrides.c2pGateway };
    if (overrides.cardGateway) replace[card] = { ...replace[card], credit_or_debit_card: overrides.cardGateway };
    const stored = new SqlBankAccountRepository(database);
    const cipher = new LazyCredentialsCipher(config.bankCredentialsKeys, config);
    const connections = new RegistryBankConnections({
      sections: config.gateways.accountSections,
      timing: { reconcileAfterSeconds: config.reconcileAfterSeconds, idempotencyTakeoverSeconds: config.idempotencyTakeoverSeconds },
    });
    const clock = overrides.clock;
    const directory = new AccountGatewayDirectory(stored, cipher, connections, logger, clock ? () => clock.now().getTime() : Date.now);
    const routes = buildRoutes(config.gateways, logger, replace, directory);
    bindPort(bind, BANK_ACCOUNT_REPOSITORY, new BankAccountsSeenByRoutes(stored, directory));
    bindPort(bind, CREDENTIALS_CIPHER, cipher);
    bindPort(bind, BANK_CONNECTIONS, connections);
    bindPort(bind, ROUTES, routes);
    // Only what is shown beside a request (its `pago_movil`) reads the routes as last known, synchronously.
    bind(ConfiguredRoutes).toConstantValue(routes);
  });
