import { ContainerModule } from 'inversify';
import { buildGateways } from '../adapters/gateways/registry';
import { GatewayAdapters, PAYMENT_GATEWAYS } from '../application/ports/payment-gateways';
import { WiringContext, bindPort } from './wiring';

/** The configured banks (gateways/registry.ts), by id; the overrides replace some adapters by gateway id. */
export const gatewaysModule = ({ config, logger, overrides }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    const replace: Record<string, GatewayAdapters> = { ...overrides.gateways };
    const { c2p, card } = config.gateways;
    if (overrides.c2pGateway) replace[c2p] = { ...replace[c2p], c2p: overrides.c2pGateway };
    if (overrides.cardGateway) replace[card] = { ...replace[card], credit_or_debit_card: overrides.cardGateway };
    bindPort(bind, PAYMENT_GATEWAYS, buildGateways(config.gateways, logger, replace));
  });
