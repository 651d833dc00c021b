import { ContainerModule } from 'inversify';
import { Logger } from 'pino';
import { PAYMENT_REQUEST_PRESENTER, PaymentRequestPresenter } from '../adapters/http/api/payment-requests/payment-request.presenter';
import { ConfiguredRoutes } from '../adapters/gateways/configured-routing';
import { ServiceMetrics } from '../adapters/observability/service-metrics';
import { RecentCustomers } from '../adapters/persistence/recent-customers';
import { SqlCustomerRepository } from '../adapters/persistence/typeorm/sql-customer-repository';
import { SqlPaymentRequestRepository } from '../adapters/persistence/typeorm/sql-payment-request-repository';
import { WebhookDeliveryWorker } from '../adapters/webhooks/delivery-worker';
import { BusinessCalendar } from '../application/business-calendar';
import { CancelPaymentRequest } from '../application/payment-requests/cancel-payment-request';
import { CreatePaymentRequest } from '../application/payment-requests/create-payment-request';
import { ExpirePaymentRequests } from '../application/payment-requests/expire-payment-requests';
import { GetPaymentRequest } from '../application/payment-requests/get-payment-request';
import { ListPaymentRequests } from '../application/payment-requests/list-payment-requests';
import { UpdatePaymentRequest } from '../application/payment-requests/update-payment-request';
import { CLOCK, Clock } from '../application/ports/clock';
import { CUSTOMER_REPOSITORY } from '../application/ports/customer-repository';
import { DOMAIN_EVENT_PUBLISHER, DomainEventPublisher } from '../application/ports/domain-event-publisher';
import { EXCHANGE_RATE_PROVIDER } from '../application/ports/exchange-rate-provider';
import { ID_GENERATOR, IdGenerator } from '../application/ports/id-generator';
import { PAYMENT_REQUEST_REPOSITORY, PaymentRequestRepository } from '../application/ports/payment-request-repository';
import { PAGO_MOVIL_ROUTING, PagoMovilRouting } from '../application/ports/pago-movil-routing';
import { ROUTES, Routes } from '../application/ports/routing';
import { REQUEST_SAVER, RequestSaver } from '../application/request-saver';
import { LOGGER, SERVICE_METRICS, WEBHOOK_DELIVERY_WORKER, WiringContext, bindBuilt, bindClass } from './wiring';

/** How long a customer read or stored is remembered for creates that name only its dni (RecentCustomers). */
const RECENT_CUSTOMERS_MS = 60_000;

export const paymentRequestsModule = ({ config, database }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    bindBuilt(bind, PAGO_MOVIL_ROUTING, [ROUTES], (routes: Routes): PagoMovilRouting => async (owner) =>
      (await routes.forMethod(owner, 'p2p'))?.gateway.receivingAccount ?? null);
    bindBuilt(
      bind, PAYMENT_REQUEST_PRESENTER, [BusinessCalendar, ConfiguredRoutes],
      (calendar: BusinessCalendar, routes: ConfiguredRoutes) =>
        new PaymentRequestPresenter(config.hostedPageUrl, calendar, (livemode, merchantId) =>
          routes.lastKnownForMethod({ merchantId, livemode }, 'p2p')?.gateway.receivingAccount ?? null),
    );
    // The worker looks at once for the deliveries a save has just queued; a save that queued none
    // (a merchant without webhook endpoints) costs it nothing.
    bindBuilt(bind, PAYMENT_REQUEST_REPOSITORY, [WEBHOOK_DELIVERY_WORKER], (worker: WebhookDeliveryWorker) =>
      new SqlPaymentRequestRepository(database, () => worker.nudge()));
    bindBuilt(
      bind, REQUEST_SAVER, [PAYMENT_REQUEST_REPOSITORY, DOMAIN_EVENT_PUBLISHER, ID_GENERATOR],
      (requests: PaymentRequestRepository, events: DomainEventPublisher, eventIds: IdGenerator) =>
        new RequestSaver(requests, events, eventIds),
    );
    bindBuilt(bind, CUSTOMER_REPOSITORY, [CLOCK], (clock: Clock) =>
      new RecentCustomers(new SqlCustomerRepository(database), clock, RECENT_CUSTOMERS_MS));
    bindClass(
      bind, CreatePaymentRequest, [ID_GENERATOR, CLOCK, EXCHANGE_RATE_PROVIDER, CUSTOMER_REPOSITORY, REQUEST_SAVER, PAGO_MOVIL_ROUTING],
    );
    bindClass(bind, UpdatePaymentRequest, [CLOCK, EXCHANGE_RATE_PROVIDER, PAYMENT_REQUEST_REPOSITORY, REQUEST_SAVER, PAGO_MOVIL_ROUTING]);
    bindClass(bind, CancelPaymentRequest, [CLOCK, PAYMENT_REQUEST_REPOSITORY, REQUEST_SAVER]);
    bindBuilt(
      bind, ExpirePaymentRequests, [CLOCK, PAYMENT_REQUEST_REPOSITORY, REQUEST_SAVER, LOGGER, SERVICE_METRICS],
      (clock: Clock, requests: PaymentRequestRepository, saver: RequestSaver, logger: Logger, metrics: ServiceMetrics) =>
        new ExpirePaymentRequests(clock, requests, saver, (id, error) => {
          metrics.recordUnsavedRequest('expiry');
          logger.error({ err: error, payment_request_id: id }, 'could not store an expired payment request as canceled; skipped it');
        }),
    );
    bindClass(bind, GetPaymentRequest, [PAYMENT_REQUEST_REPOSITORY]);
    bindClass(bind, ListPaymentRequests, [BusinessCalendar, PAYMENT_REQUEST_REPOSITORY]);
  });
