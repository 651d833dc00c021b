import { ContainerModule, ServiceIdentifier } from 'inversify';
import { Provided } from '../adapters/http/kit/api-route-declaration';
import { createApp } from '../adapters/http/app';
import { LIMIT_STORES, createLimitStores } from '../adapters/limits/limit-stores';
import { databaseReadiness } from '../adapters/observability/database-probes';
import { flatLineLog } from '../adapters/observability/logger';
import { processShutdown } from '../adapters/observability/shutdown-state';
import { OpenHostedPage } from '../application/checkout/open-hosted-page';
import { CreateRequestThroughLink } from '../application/payment-links/create-request-through-link';
import { OpenPaymentLink } from '../application/payment-links/open-payment-link';
import { PayByC2p } from '../application/checkout/pay-by-c2p';
import { SendC2pKey } from '../application/checkout/send-c2p-key';
import { PayByCard } from '../application/checkout/pay-by-card';
import { PayByP2p } from '../application/reported-transfers/pay-by-p2p';
import { PAYMENT_REQUEST_PRESENTER, PaymentRequestPresenter } from '../adapters/http/api/payment-requests/payment-request.presenter';
import { AuthenticateMerchant } from '../application/merchants/authenticate-merchant';
import { CLOCK } from '../application/ports/clock';
import { IDEMPOTENCY_STORE } from '../application/ports/idempotency-store';
import { DASHBOARD_CONTEXT } from './dashboard.module';
import { HTTP_APP, LOGGER, RATE_STALENESS, SERVICE_METRICS, WiringContext } from './wiring';

/** The HTTP app (API, hosted page, operations, docs) and the stores its limits count in. */
export const httpModule = ({ config, database, logger }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    bind(LIMIT_STORES).toResolvedValue(
      (metrics) =>
        createLimitStores({
          redisUrl: config.redisUrl,
          redisKeyPrefix: config.redisKeyPrefix,
          storeTimeoutMs: config.rateLimitStoreTimeoutMs,
          database,
          embedded: database.embedded,
          logger,
          registry: metrics.registry,
        }),
      [SERVICE_METRICS],
    );
    bind(HTTP_APP).toDynamicValue(({ get }) => {
      const presenter = get<PaymentRequestPresenter>(PAYMENT_REQUEST_PRESENTER);
      return createApp({
        authenticateMerchant: get(AuthenticateMerchant),
        resolve: <T>(provided: Provided<T>): T => get<T>(provided as ServiceIdentifier<T>),
        hostedPage: {
          openLink: get(OpenHostedPage),
          payByC2p: get(PayByC2p),
          payByCard: get(PayByCard),
          payByP2p: get(PayByP2p),
          sendC2pKey: get(SendC2pKey),
          timeZone: config.businessTimeZone,
          // The account the API's `pago_movil` shows, so that the page and the API never disagree.
          pagoMovil: (livemode, merchantId) => presenter.pagoMovil(livemode, merchantId),
          limitStores: get(LIMIT_STORES).hostedPage,
          logger: get(LOGGER),
        },
        linkPage: {
          openLink: get(OpenPaymentLink),
          createThroughLink: get(CreateRequestThroughLink),
          paymentUrl: (request) => presenter.paymentUrl(request),
          limitStores: get(LIMIT_STORES).paymentLinks,
          logger: get(LOGGER),
        },
        dashboard: get(DASHBOARD_CONTEXT),
        logger: get(LOGGER),
        requestLines: flatLineLog(get(LOGGER)),
        operations: {
          readiness: databaseReadiness(database),
          rateIsStale: get(RATE_STALENESS),
          isStopping: () => processShutdown.isStopping,
          metrics: get(SERVICE_METRICS),
          metricsToken: config.metricsToken,
        },
        trustProxy: config.trustProxy,
        rateLimitPerMinute: config.rateLimitPerMinute,
        rateLimitStore: get(LIMIT_STORES).api,
        idempotency: { store: get(IDEMPOTENCY_STORE), clock: get(CLOCK), takeoverAfterMs: config.idempotencyTakeoverSeconds * 1000 },
      });
    });
  });
