import { Express } from 'express';
import { Container } from 'inversify';
import { Logger } from 'pino';
import { createApp } from './adapters/http/app';
import { PORTAL_LIMIT_STORES, PortalLimitStores, portalLimitStores } from './adapters/http/portal/portal-attempt-limit';
import { PaymentRequestPresenter } from './adapters/http/presenters/payment-request.presenter';
import { SandboxCardGateway } from './adapters/gateways/sandbox-card-gateway';
import { SandboxC2pGateway } from './adapters/gateways/sandbox-c2p-gateway';
import { Database } from './adapters/persistence/typeorm/database';
import { TypeOrmCustomerRepository } from './adapters/persistence/typeorm/typeorm-customer-repository';
import { TypeOrmMerchantRepository } from './adapters/persistence/typeorm/typeorm-merchant-repository';
import { TypeOrmPaymentLinkReader } from './adapters/persistence/typeorm/typeorm-payment-link-reader';
import { TypeOrmPaymentRequestRepository } from './adapters/persistence/typeorm/typeorm-payment-request-repository';
import { databasePoolState, databaseReadiness } from './adapters/observability/database-probes';
import { ServiceMetrics } from './adapters/observability/service-metrics';
import { FixedExchangeRateProvider } from './adapters/rates/fixed-exchange-rate-provider';
import { CryptoIdGenerator } from './adapters/system/crypto-id-generator';
import { Sha256SecretKeyHasher } from './adapters/system/sha256-secret-key-hasher';
import { SystemClock } from './adapters/system/system-clock';
import { AuthenticateMerchant } from './application/authenticate-merchant';
import { BusinessCalendar } from './application/business-calendar';
import { Checkout } from './application/checkout';
import { CreateMerchant } from './application/create-merchant';
import { CreatePaymentRequest } from './application/create-payment-request';
import { GetPaymentRequest } from './application/get-payment-request';
import { ListPaymentRequests } from './application/list-payment-requests';
import { OpenPaymentLink } from './application/open-payment-link';
import { PayByC2p } from './application/pay-by-c2p';
import { PayByCard } from './application/pay-by-card';
import { ReconcilePendingPayments } from './application/reconcile-pending-payments';
import { UpdatePaymentRequest } from './application/update-payment-request';
import { CARD_GATEWAY, CardGateway } from './application/ports/card-gateway';
import { C2P_GATEWAY, C2pGateway } from './application/ports/c2p-gateway';
import { CLOCK, Clock } from './application/ports/clock';
import { CUSTOMER_REPOSITORY } from './application/ports/customer-repository';
import { EXCHANGE_RATE_PROVIDER, ExchangeRateProvider } from './application/ports/exchange-rate-provider';
import { ID_GENERATOR } from './application/ports/id-generator';
import { MERCHANT_REPOSITORY } from './application/ports/merchant-repository';
import { PAYMENT_LINK_READER } from './application/ports/payment-link-reader';
import { PAYMENT_REQUEST_REPOSITORY, PaymentRequestRepository } from './application/ports/payment-request-repository';
import { SECRET_KEY_HASHER } from './application/ports/secret-key-hasher';
import { Config } from './config';

export const HTTP_APP = Symbol.for('HttpApp');
export const LOGGER = Symbol.for('Logger');

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
  };
}

/** A factory for Inversify's toResolvedValue that keeps the constructor's parameter types. */
function construct<T, A extends unknown[]>(Class: new (...args: A) => T): (...args: A) => T {
  return (...args: A) => new Class(...args);
}

/** The one place that chooses concrete adapters and wires them to the use cases. */
export function createContainer({ config, database, logger, overrides = {} }: ContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind(LOGGER).toConstantValue(logger);
  container.bind(CLOCK).toConstantValue(overrides.clock ?? new SystemClock());
  container.bind(ID_GENERATOR).toConstantValue(new CryptoIdGenerator());
  container.bind(SECRET_KEY_HASHER).toConstantValue(new Sha256SecretKeyHasher());
  container.bind(EXCHANGE_RATE_PROVIDER).toConstantValue(overrides.rates ?? new FixedExchangeRateProvider(config.usdVesRate));
  container.bind(BusinessCalendar).toConstantValue(new BusinessCalendar(config.businessTimeZone));
  container.bind(C2P_GATEWAY).toConstantValue(overrides.c2pGateway ?? new SandboxC2pGateway());
  container.bind(CARD_GATEWAY).toConstantValue(overrides.cardGateway ?? new SandboxCardGateway());

  container.bind(PAYMENT_REQUEST_REPOSITORY).toConstantValue(new TypeOrmPaymentRequestRepository(database));
  container.bind(CUSTOMER_REPOSITORY).toConstantValue(new TypeOrmCustomerRepository(database));
  container.bind(MERCHANT_REPOSITORY).toConstantValue(new TypeOrmMerchantRepository(database));
  container.bind(PAYMENT_LINK_READER).toConstantValue(new TypeOrmPaymentLinkReader(database));
  container.bind<PortalLimitStores>(PORTAL_LIMIT_STORES).toConstantValue(portalLimitStores());

  container.bind(CreateMerchant).toResolvedValue(construct(CreateMerchant), [ID_GENERATOR, CLOCK, SECRET_KEY_HASHER, MERCHANT_REPOSITORY]);
  container.bind(AuthenticateMerchant).toResolvedValue(construct(AuthenticateMerchant), [SECRET_KEY_HASHER, MERCHANT_REPOSITORY]);
  container.bind(CreatePaymentRequest).toResolvedValue(construct(CreatePaymentRequest), [ID_GENERATOR, CLOCK, EXCHANGE_RATE_PROVIDER, CUSTOMER_REPOSITORY, PAYMENT_REQUEST_REPOSITORY]);
  container.bind(UpdatePaymentRequest).toResolvedValue(construct(UpdatePaymentRequest), [CLOCK, EXCHANGE_RATE_PROVIDER, PAYMENT_REQUEST_REPOSITORY]);
  container.bind(GetPaymentRequest).toResolvedValue(construct(GetPaymentRequest), [PAYMENT_REQUEST_REPOSITORY]);
  container.bind(OpenPaymentLink).toResolvedValue(construct(OpenPaymentLink), [PAYMENT_LINK_READER]);
  container.bind(ListPaymentRequests).toResolvedValue(construct(ListPaymentRequests), [BusinessCalendar, PAYMENT_REQUEST_REPOSITORY]);
  container.bind(Checkout).toResolvedValue(construct(Checkout), [ID_GENERATOR, CLOCK, PAYMENT_REQUEST_REPOSITORY]);
  container.bind(PayByC2p).toResolvedValue(construct(PayByC2p), [Checkout, C2P_GATEWAY]);
  container.bind(PayByCard).toResolvedValue(construct(PayByCard), [Checkout, CARD_GATEWAY, CLOCK, BusinessCalendar]);
  container
    .bind(ReconcilePendingPayments)
    .toResolvedValue(
      (clock: Clock, requests: PaymentRequestRepository, c2p: C2pGateway, card: CardGateway) =>
        new ReconcilePendingPayments(clock, requests, c2p, card, config.reconcileAfterSeconds * 1000),
      [CLOCK, PAYMENT_REQUEST_REPOSITORY, C2P_GATEWAY, CARD_GATEWAY],
    );

  container
    .bind<Express>(HTTP_APP)
    .toResolvedValue(() =>
      createApp({
        authenticateMerchant: container.get(AuthenticateMerchant),
        paymentRequests: {
          create: container.get(CreatePaymentRequest),
          update: container.get(UpdatePaymentRequest),
          get: container.get(GetPaymentRequest),
          list: container.get(ListPaymentRequests),
        },
        checkouts: { payByC2p: container.get(PayByC2p), payByCard: container.get(PayByCard) },
        portal: {
          openLink: container.get(OpenPaymentLink),
          payByC2p: container.get(PayByC2p),
          payByCard: container.get(PayByCard),
          timeZone: config.businessTimeZone,
          limitStores: container.get<PortalLimitStores>(PORTAL_LIMIT_STORES),
        },
        presenter: new PaymentRequestPresenter(config.portalUrl, container.get(BusinessCalendar)),
        logger,
        operations: {
          readiness: databaseReadiness(database),
          metrics: new ServiceMetrics(databasePoolState(database)),
          metricsToken: config.metricsToken,
        },
        rateLimitPerMinute: config.rateLimitPerMinute,
      }),
    );
  return container;
}
