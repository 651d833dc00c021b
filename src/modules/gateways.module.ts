import { ContainerModule } from 'inversify';
import { AccountGatewayDirectory } from '../adapters/gateways/account-gateway-directory';
import { RegistryBankConnections } from '../adapters/gateways/bank-connections';
import { buildGateways } from '../adapters/gateways/registry';
import { SqlBankAccountRepository } from '../adapters/persistence/typeorm/sql-bank-account-repository';
import { LazyCredentialsCipher } from '../adapters/security/lazy-credentials-cipher';
import { BANK_ACCOUNT_REPOSITORY } from '../application/ports/bank-account-repository';
import { BANK_CONNECTIONS } from '../application/ports/bank-connections';
import { CREDENTIALS_CIPHER } from '../application/ports/credentials-cipher';
import { GatewayAdapters, PAYMENT_GATEWAYS } from '../application/ports/payment-gateways';
import { WiringContext, bindPort } from './wiring';

/**
 * The configured banks (gateways/registry.ts), by id, and each merchant's own bank accounts at them; the
 * overrides replace some of the deployment's adapters by gateway id.
 */
export const gatewaysModule = ({ config, database, logger, overrides }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    const replace: Record<string, GatewayAdapters> = { ...overrides.gateways };
    const { c2p, card } = config.gateways;
    if (overrides.c2pGateway) replace[c2p] = { ...replace[c2p], c2p: overrides.c2pGateway };
    if (overrides.cardGateway) replace[card] = { ...replace[card], credit_or_debit_card: overrides.cardGateway };
    const accounts = new SqlBankAccountRepository(database);
    const cipher = new LazyCredentialsCipher(config.bankCredentialsKeys, config);
    const connections = new RegistryBankConnections({
      sections: config.gateways.accountSections,
      timing: { reconcileAfterSeconds: config.reconcileAfterSeconds, idempotencyTakeoverSeconds: config.idempotencyTakeoverSeconds },
    });
    const clock = overrides.clock;
    const directory = new AccountGatewayDirectory(accounts, cipher, connections, logger, clock ? () => clock.now().getTime() : Date.now);
    bindPort(bind, BANK_ACCOUNT_REPOSITORY, accounts);
    bindPort(bind, CREDENTIALS_CIPHER, cipher);
    bindPort(bind, BANK_CONNECTIONS, connections);
    bindPort(bind, PAYMENT_GATEWAYS, buildGateways(config.gateways, logger, replace, directory));
  });
