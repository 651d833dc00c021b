import { Express } from 'express';
import { Container, ServiceIdentifier } from 'inversify';
import { Logger } from 'pino';
import { createApp } from './adapters/http/app';
import { PaymentRequestPresenter } from './adapters/http/presenters/payment-request.presenter';
import { SandboxCardGateway } from './adapters/gateways/sandbox-card-gateway';
import { SandboxC2pGateway } from './adapters/gateways/sandbox-c2p-gateway';
import { MercantilCardGateway } from './adapters/gateways/mercantil/mercantil-card-gateway';
import { MercantilC2pGateway } from './adapters/gateways/mercantil/mercantil-c2p-gateway';
import { LIMIT_STORES, createLimitStores } from './adapters/limits/limit-stores';
import { Database } from './adapters/persistence/typeorm/database';
import { isEmbedded } from './adapters/persistence/typeorm/data-source';
import { TypeOrmIdempotencyStore } from './adapters/persistence/typeorm/typeorm-idempotency-store';
import { TypeOrmCustomerRepository } from './adapters/persistence/typeorm/typeorm-customer-repository';
import { TypeOrmMerchantRepository } from './adapters/persistence/typeorm/typeorm-merchant-repository';
import { CachingMerchantRepository } from './adapters/persistence/caching-merchant-repository';
import { TypeOrmPaymentLinkReader } from './adapters/persistence/typeorm/typeorm-payment-link-reader';
import { TypeOrmPaymentRequestRepository } from './adapters/persistence/typeorm/typeorm-payment-request-repository';
import { TypeOrmEventFeed } from './adapters/persistence/typeorm/typeorm-event-feed';
import { InProcessDomainEventPublisher } from './adapters/events/in-process-domain-event-publisher';
import { databasePoolState, databaseReadiness } from './adapters/observability/database-probes';
import { domainEventLog } from './adapters/observability/domain-event-log';
import { ServiceMetrics } from './adapters/observability/service-metrics';
import { FixedExchangeRateProvider } from './adapters/rates/fixed-exchange-rate-provider';
import { parseBcvPage } from './adapters/rates/bcv-page-parser';
import { bcvPageSource } from './adapters/rates/bcv-page-source';
import { RateRefresher } from './adapters/rates/rate-refresher';
import { StoredExchangeRateProvider } from './adapters/rates/stored-exchange-rate-provider';
import { TypeOrmPublishedRateStore } from './adapters/persistence/typeorm/typeorm-published-rate-store';
import { CryptoIdGenerator } from './adapters/system/crypto-id-generator';
import { Sha256SecretKeyHasher } from './adapters/system/sha256-secret-key-hasher';
import { SystemClock } from './adapters/system/system-clock';
import { CryptoWebhookSecretGenerator } from './adapters/system/crypto-webhook-secret-generator';
import { TypeOrmWebhookEndpointRepository } from './adapters/persistence/typeorm/typeorm-webhook-endpoint-repository';
import { ResolvingWebhookUrlPolicy } from './adapters/webhooks/resolving-webhook-url-policy';
import { ResolveHost } from './adapters/webhooks/webhook-target';
import { CreateWebhookEndpoint } from './application/create-webhook-endpoint';
import { DeleteWebhookEndpoint } from './application/delete-webhook-endpoint';
import { ListWebhookDeliveries } from './application/list-webhook-deliveries';
import { GetWebhookEndpoint, ListWebhookEndpoints } from './application/read-webhook-endpoints';
import { RotateWebhookSecret } from './application/rotate-webhook-secret';
import { UpdateWebhookEndpoint } from './application/update-webhook-endpoint';
import { WEBHOOK_ENDPOINT_REPOSITORY } from './application/ports/webhook-endpoint-repository';
import { WEBHOOK_SECRET_GENERATOR } from './application/ports/webhook-secret-generator';
import { WEBHOOK_URL_POLICY } from './application/ports/webhook-url-policy';
import { WebhookDeliveryQueue } from './adapters/webhooks/delivery-queue';
import { WebhookDeliveryWorker } from './adapters/webhooks/delivery-worker';
import { AuthenticateMerchant } from './application/authenticate-merchant';
import { BusinessCalendar } from './application/business-calendar';
import { Checkout } from './application/checkout';
import { CancelPaymentRequest } from './application/cancel-payment-request';
import { CreateMerchant } from './application/create-merchant';
import { CreatePaymentRequest } from './application/create-payment-request';
import { GetEvent } from './application/get-event';
import { ExpirePaymentRequests } from './application/expire-payment-requests';
import { GetPaymentRequest } from './application/get-payment-request';
import { ListEvents } from './application/list-events';
import { ListPaymentRequests } from './application/list-payment-requests';
import { OpenPaymentLink } from './application/open-payment-link';
import { PayByC2p } from './application/pay-by-c2p';
import { PayByCard } from './application/pay-by-card';
import { PurgeIdempotencyKeys } from './application/purge-idempotency-keys';
import { ReconcilePendingPayments } from './application/reconcile-pending-payments';
import { SettleAttemptNow } from './application/settle-attempt-now';
import { UpdatePaymentRequest } from './application/update-payment-request';
import { CARD_GATEWAY, CardGateway } from './application/ports/card-gateway';
import { C2P_GATEWAY, C2pGateway } from './application/ports/c2p-gateway';
import { CLOCK, Clock } from './application/ports/clock';
import { CUSTOMER_REPOSITORY } from './application/ports/customer-repository';
import { DOMAIN_EVENT_PUBLISHER, DomainEventPublisher } from './application/ports/domain-event-publisher';
import { EVENT_FEED } from './application/ports/event-feed';
import { EXCHANGE_RATE_PROVIDER, ExchangeRateProvider } from './application/ports/exchange-rate-provider';
import { ID_GENERATOR } from './application/ports/id-generator';
import { IDEMPOTENCY_STORE, IdempotencyStore } from './application/ports/idempotency-store';
import { MERCHANT_REPOSITORY } from './application/ports/merchant-repository';
import { PAYMENT_LINK_READER } from './application/ports/payment-link-reader';
import { PAYMENT_REQUEST_REPOSITORY, PaymentRequestRepository } from './application/ports/payment-request-repository';
import { SECRET_KEY_HASHER } from './application/ports/secret-key-hasher';
import { Token } from './application/ports/token';
import { Config } from './config';

export const HTTP_APP: ServiceIdentifier<Express> = Symbol.for('HttpApp');
export const LOGGER: ServiceIdentifier<Logger> = Symbol.for('Logger');
/** Started by main.ts (and by tests that want deliveries); stopped on shutdown. */
export const WEBHOOK_DELIVERY_WORKER: ServiceIdentifier<WebhookDeliveryWorker> = Symbol.for('WebhookDeliveryWorker');

export interface ContainerOptions {
  config: Config;
  database: Database;
  logger: Logger;
  /** Adapters to use instead of the defaults (tests, or a team trying a bank adapter). */
  overrides?: {
    clock?: Clock;
    rates?: ExchangeRateProvider;
    c2pGateway?: C2pGateway;
    cardGateway?: CardGateway;
    /** How webhook hosts resolve (tests give names a fixed answer instead of asking DNS). */
    resolveHost?: ResolveHost;
  };
}

/** What a constructor parameter is resolved from: a port's token or a class bound to itself. */
type Dependency<T> = Token<T> | (abstract new (...args: never[]) => T);
type Dependencies<A extends unknown[]> = { [K in keyof A]: Dependency<A[K]> };

/** Binds a port's token to its adapter; an adapter of another port does not compile. */
function bindPort<T>(container: Container, token: Token<T>, adapter: T): void {
  container.bind<T>(token).toConstantValue(adapter);
}

/** Binds a use case to its constructor, each parameter resolved from a token of the parameter's own type. */
function bindUseCase<T, A extends unknown[]>(container: Container, Class: new (...args: A) => T, dependencies: Dependencies<A>): void {
  container.bind<T>(Class).toResolvedValue((...args: unknown[]) => new Class(...(args as A)), dependencies as ServiceIdentifier[]);
}

/** C2P_GATEWAY: the sandbox unless it names a bank (whose settings config.ts has then required). */
function c2pGatewayOf(config: Config, logger: Logger): C2pGateway {
  if (config.c2pGateway === 'mercantil' && config.mercantil) return new MercantilC2pGateway(config.mercantil, logger);
  return new SandboxC2pGateway(config.sandboxLatencyMs);
}

/** CARD_GATEWAY: the sandbox unless it names a bank. */
function cardGatewayOf(config: Config, logger: Logger): CardGateway {
  if (config.cardGateway === 'mercantil' && config.mercantil) return new MercantilCardGateway(config.mercantil, logger);
  return new SandboxCardGateway(config.sandboxLatencyMs);
}

/** RATE_PROVIDER=bcv: the official rate, read from the BCV page into exchange_rates and served from there. */
function bcvRate(config: Config, database: Database, clock: Clock, calendar: BusinessCalendar) {
  const store = new TypeOrmPublishedRateStore(database);
  const { bcvUrl, fetchTimeoutSeconds, maxAgeHours } = config.rates;
  return {
    provider: new StoredExchangeRateProvider('bcv', store, clock, calendar, maxAgeHours * 3_600_000),
    refresher: new RateRefresher('bcv', bcvPageSource(bcvUrl, fetchTimeoutSeconds * 1000), parseBcvPage, store, clock),
  };
}

/** The one place that chooses concrete adapters and wires them to the use cases. */
export function createContainer({ config, database, logger, overrides = {} }: ContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  const webhookQueue = new WebhookDeliveryQueue(database);
  const metrics = new ServiceMetrics(databasePoolState(database), () => webhookQueue.dueCount());
  const webhookWorker = new WebhookDeliveryWorker({
    queue: webhookQueue,
    settings: config.webhooks,
    logger,
    recordAttempt: (outcome, seconds) => metrics.recordWebhookAttempt(outcome, seconds),
    recordFirstAttemptDelay: (seconds) => metrics.recordWebhookFirstAttemptDelay(seconds),
    resolve: overrides.resolveHost,
  });
  const events = new InProcessDomainEventPublisher(
    // The worker looks at once for the deliveries a local commit has just queued.
    [(event) => metrics.recordDomainEvent(event), domainEventLog(logger), () => webhookWorker.nudge()],
    (error, event) => logger.error({ err: error, event: event.type }, 'a domain event subscriber failed'),
  );

  const ids = new CryptoIdGenerator();
  const calendar = new BusinessCalendar(config.businessTimeZone);
  const presenter = new PaymentRequestPresenter(config.portalUrl, calendar);

  const clock = overrides.clock ?? new SystemClock();
  const bcv = config.rates.provider === 'bcv' ? bcvRate(config, database, clock, calendar) : null;
  if (bcv) {
    container.bind(RateRefresher).toConstantValue(bcv.refresher);
    metrics.trackRateAge(async () => (await bcv.provider.state()).ageSeconds);
  }

  container.bind(LOGGER).toConstantValue(logger);
  container.bind(WEBHOOK_DELIVERY_WORKER).toConstantValue(webhookWorker);
  bindPort(container, CLOCK, clock);
  bindPort(container, ID_GENERATOR, ids);
  bindPort(container, SECRET_KEY_HASHER, new Sha256SecretKeyHasher());
  bindPort(container, EXCHANGE_RATE_PROVIDER, overrides.rates ?? bcv?.provider ?? new FixedExchangeRateProvider(config.usdVesRate));
  container.bind(BusinessCalendar).toConstantValue(calendar);
  bindPort(container, C2P_GATEWAY, overrides.c2pGateway ?? c2pGatewayOf(config, logger));
  bindPort(container, CARD_GATEWAY, overrides.cardGateway ?? cardGatewayOf(config, logger));
  bindPort(container, DOMAIN_EVENT_PUBLISHER, events);

  // Events carry the request as its merchant reads it, rendered when the change is stored.
  bindPort(container, PAYMENT_REQUEST_REPOSITORY, new TypeOrmPaymentRequestRepository(database, { ids, render: (request) => presenter.management(request) }));
  bindPort(container, EVENT_FEED, new TypeOrmEventFeed(database));
  bindPort(container, CUSTOMER_REPOSITORY, new TypeOrmCustomerRepository(database));
  bindPort(container, MERCHANT_REPOSITORY, new CachingMerchantRepository(new TypeOrmMerchantRepository(database), clock, config.authCacheSeconds * 1000));
  bindPort(container, PAYMENT_LINK_READER, new TypeOrmPaymentLinkReader(database));
  bindPort(container, IDEMPOTENCY_STORE, new TypeOrmIdempotencyStore(database));
  bindPort(container, WEBHOOK_ENDPOINT_REPOSITORY, new TypeOrmWebhookEndpointRepository(database));
  bindPort(container, WEBHOOK_SECRET_GENERATOR, new CryptoWebhookSecretGenerator());
  bindPort(container, WEBHOOK_URL_POLICY, new ResolvingWebhookUrlPolicy({ allowPrivate: config.webhooks.allowPrivateUrls, resolve: overrides.resolveHost }));
  container.bind(LIMIT_STORES).toConstantValue(
    createLimitStores({
      redisUrl: config.redisUrl,
      redisKeyPrefix: config.redisKeyPrefix,
      storeTimeoutMs: config.rateLimitStoreTimeoutMs,
      database,
      embedded: isEmbedded(database.dataSource),
      logger,
      registry: metrics.registry,
    }),
  );

  bindUseCase(container, CreateMerchant, [ID_GENERATOR, CLOCK, SECRET_KEY_HASHER, MERCHANT_REPOSITORY]);
  bindUseCase(container, AuthenticateMerchant, [SECRET_KEY_HASHER, MERCHANT_REPOSITORY]);
  bindUseCase(container, CreatePaymentRequest, [ID_GENERATOR, CLOCK, EXCHANGE_RATE_PROVIDER, CUSTOMER_REPOSITORY, PAYMENT_REQUEST_REPOSITORY, DOMAIN_EVENT_PUBLISHER]);
  bindUseCase(container, UpdatePaymentRequest, [CLOCK, EXCHANGE_RATE_PROVIDER, PAYMENT_REQUEST_REPOSITORY, DOMAIN_EVENT_PUBLISHER]);
  bindUseCase(container, CancelPaymentRequest, [CLOCK, PAYMENT_REQUEST_REPOSITORY, DOMAIN_EVENT_PUBLISHER]);
  bindUseCase(container, ExpirePaymentRequests, [CLOCK, PAYMENT_REQUEST_REPOSITORY, DOMAIN_EVENT_PUBLISHER]);
  bindUseCase(container, GetPaymentRequest, [PAYMENT_REQUEST_REPOSITORY]);
  bindUseCase(container, OpenPaymentLink, [PAYMENT_LINK_READER, CLOCK]);
  bindUseCase(container, ListEvents, [EVENT_FEED]);
  bindUseCase(container, GetEvent, [EVENT_FEED]);
  bindUseCase(container, ListPaymentRequests, [BusinessCalendar, PAYMENT_REQUEST_REPOSITORY]);
  bindUseCase(container, Checkout, [ID_GENERATOR, CLOCK, PAYMENT_REQUEST_REPOSITORY, DOMAIN_EVENT_PUBLISHER]);
  bindUseCase(container, PayByC2p, [Checkout, C2P_GATEWAY]);
  bindUseCase(container, PayByCard, [Checkout, CARD_GATEWAY, CLOCK, BusinessCalendar]);
  bindUseCase(container, CreateWebhookEndpoint, [ID_GENERATOR, WEBHOOK_SECRET_GENERATOR, CLOCK, WEBHOOK_URL_POLICY, WEBHOOK_ENDPOINT_REPOSITORY]);
  bindUseCase(container, UpdateWebhookEndpoint, [CLOCK, WEBHOOK_URL_POLICY, WEBHOOK_ENDPOINT_REPOSITORY]);
  bindUseCase(container, RotateWebhookSecret, [WEBHOOK_SECRET_GENERATOR, CLOCK, WEBHOOK_ENDPOINT_REPOSITORY]);
  bindUseCase(container, DeleteWebhookEndpoint, [WEBHOOK_ENDPOINT_REPOSITORY]);
  bindUseCase(container, GetWebhookEndpoint, [WEBHOOK_ENDPOINT_REPOSITORY]);
  bindUseCase(container, ListWebhookEndpoints, [WEBHOOK_ENDPOINT_REPOSITORY]);
  bindUseCase(container, ListWebhookDeliveries, [WEBHOOK_ENDPOINT_REPOSITORY]);
  container
    .bind(PurgeIdempotencyKeys)
    .toResolvedValue((clock: Clock, keys: IdempotencyStore) => new PurgeIdempotencyKeys(clock, keys, config.idempotencyKeyTtlHours * 3_600_000), [CLOCK, IDEMPOTENCY_STORE]);
  container
    .bind(SettleAttemptNow)
    .toResolvedValue(
      (clock: Clock, requests: PaymentRequestRepository, c2p: C2pGateway, card: CardGateway, published: DomainEventPublisher) =>
        new SettleAttemptNow(clock, requests, c2p, card, published, config.reconcileAfterSeconds * 1000),
      [CLOCK, PAYMENT_REQUEST_REPOSITORY, C2P_GATEWAY, CARD_GATEWAY, DOMAIN_EVENT_PUBLISHER],
    );
  container
    .bind(ReconcilePendingPayments)
    .toResolvedValue(
      (clock: Clock, requests: PaymentRequestRepository, c2p: C2pGateway, card: CardGateway, published: DomainEventPublisher) =>
        new ReconcilePendingPayments(clock, requests, c2p, card, published, config.reconcileAfterSeconds * 1000),
      [CLOCK, PAYMENT_REQUEST_REPOSITORY, C2P_GATEWAY, CARD_GATEWAY, DOMAIN_EVENT_PUBLISHER],
    );

  container
    .bind(HTTP_APP)
    .toResolvedValue(() =>
      createApp({
        authenticateMerchant: container.get(AuthenticateMerchant),
        paymentRequests: {
          create: container.get(CreatePaymentRequest),
          update: container.get(UpdatePaymentRequest),
          get: container.get(GetPaymentRequest),
          list: container.get(ListPaymentRequests),
          cancel: container.get(CancelPaymentRequest),
        },
        checkouts: { payByC2p: container.get(PayByC2p), payByCard: container.get(PayByCard), settleAttemptNow: container.get(SettleAttemptNow) },
        events: { list: container.get(ListEvents), get: container.get(GetEvent) },
        webhookEndpoints: {
          create: container.get(CreateWebhookEndpoint),
          list: container.get(ListWebhookEndpoints),
          get: container.get(GetWebhookEndpoint),
          update: container.get(UpdateWebhookEndpoint),
          remove: container.get(DeleteWebhookEndpoint),
          rotateSecret: container.get(RotateWebhookSecret),
          listDeliveries: container.get(ListWebhookDeliveries),
        },
        portal: {
          openLink: container.get(OpenPaymentLink),
          payByC2p: container.get(PayByC2p),
          payByCard: container.get(PayByCard),
          timeZone: config.businessTimeZone,
          limitStores: container.get(LIMIT_STORES).portal,
        },
        presenter,
        logger,
        operations: {
          readiness: databaseReadiness(database),
          rateIsStale: bcv ? async () => (await bcv.provider.state()).stale : null,
          metrics,
          metricsToken: config.metricsToken,
        },
        rateLimitPerMinute: config.rateLimitPerMinute,
        rateLimitStore: container.get(LIMIT_STORES).api,
        idempotency: {
          store: container.get(IDEMPOTENCY_STORE),
          clock: container.get(CLOCK),
          takeoverAfterMs: config.idempotencyTakeoverSeconds * 1000,
        },
      }),
    );
  return container;
}
