import { Express } from 'express';
import { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import { Logger } from 'pino';
import { Database } from '../adapters/persistence/typeorm/database';
import { ServiceMetrics } from '../adapters/observability/service-metrics';
import { WebhookDeliveryQueue } from '../adapters/webhooks/delivery-queue';
import { WebhookDeliveryWorker } from '../adapters/webhooks/delivery-worker';
import { ResolveHost } from '../adapters/webhooks/webhook-target';
import { CardGateway } from '../application/ports/card-gateway';
import { C2pGateway } from '../application/ports/c2p-gateway';
import { Clock } from '../application/ports/clock';
import { GatewayAdapters } from '../application/ports/payment-gateways';
import { ExchangeRateProvider } from '../application/ports/exchange-rate-provider';
import { IdempotencyStore } from '../application/ports/idempotency-store';
import { Token } from '../application/ports/token';
import { Config } from '../config';

export const HTTP_APP: ServiceIdentifier<Express> = Symbol.for('HttpApp');
export const LOGGER: ServiceIdentifier<Logger> = Symbol.for('Logger');
/** Started by main.ts (and by tests that want deliveries); stopped on shutdown. */
export const WEBHOOK_DELIVERY_WORKER: ServiceIdentifier<WebhookDeliveryWorker> = Symbol.for('WebhookDeliveryWorker');
export const WEBHOOK_DELIVERY_QUEUE: ServiceIdentifier<WebhookDeliveryQueue> = Symbol.for('WebhookDeliveryQueue');
export const SERVICE_METRICS: ServiceIdentifier<ServiceMetrics> = Symbol.for('ServiceMetrics');
/** Whether the BCV rate is stale now; null unless RATE_PROVIDER=bcv (readiness reports it). */
export const RATE_STALENESS: ServiceIdentifier<(() => Promise<boolean>) | null> = Symbol.for('RateStaleness');

/** What every feature module is built from. */
export interface WiringContext {
  config: Config;
  database: Database;
  logger: Logger;
  /** Adapters to use instead of the defaults (tests, or a team trying a bank adapter). */
  overrides: {
    clock?: Clock;
    rates?: ExchangeRateProvider;
    /** The adapter of the gateway C2P_GATEWAY names, for C2P. */
    c2pGateway?: C2pGateway;
    /** The adapter of the gateway CARD_GATEWAY names, for cards. */
    cardGateway?: CardGateway;
    /** Adapters by gateway id, configured or not (applied before c2pGateway and cardGateway). */
    gateways?: Record<string, GatewayAdapters>;
    /** How webhook hosts resolve (tests give names a fixed answer instead of asking DNS). */
    resolveHost?: ResolveHost;
    /** Where Idempotency-Keys are kept (tests stand in for a process that dies before it stores an answer). */
    idempotencyStore?: IdempotencyStore;
  };
}

type Bind = ContainerModuleLoadOptions['bind'];
/** What a constructor parameter is resolved from: a port's token or a class bound to itself. */
type Dependency<T> = Token<T> | ServiceIdentifier<T> | (abstract new (...args: never[]) => T);
type Dependencies<A extends unknown[]> = { [K in keyof A]: Dependency<A[K]> };

/** Binds a port's token to its adapter; an adapter of another port does not compile. */
export function bindPort<T>(bind: Bind, token: Token<T>, adapter: T): void {
  bind<T>(token).toConstantValue(adapter);
}

/** Binds a class to its constructor, each parameter resolved from a token of the parameter's own type. */
export function bindClass<T, A extends unknown[]>(bind: Bind, Class: new (...args: A) => T, dependencies: Dependencies<A>): void {
  bind<T>(Class).toResolvedValue((...args: unknown[]) => new Class(...(args as A)), dependencies as ServiceIdentifier[]);
}

/** Binds `id` to what `build` makes of the resolved dependencies. */
export function bindBuilt<T, A extends unknown[]>(
  bind: Bind,
  id: ServiceIdentifier<T>,
  dependencies: Dependencies<A>,
  build: (...args: A) => T,
): void {
  bind<T>(id).toResolvedValue((...args: unknown[]) => build(...(args as A)), dependencies as ServiceIdentifier[]);
}
