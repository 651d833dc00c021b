import { ContainerModule } from 'inversify';
import { eventPresenter } from '../adapters/http/api/events/event-object';
import { PAYMENT_REQUEST_PRESENTER, PaymentRequestPresenter } from '../adapters/http/api/payment-requests/payment-request.presenter';
import { toStoredEvent } from '../adapters/persistence/typeorm/sql-event-feed';
import { ServiceMetrics } from '../adapters/observability/service-metrics';
import { SqlWebhookEndpointRepository } from '../adapters/persistence/typeorm/sql-webhook-endpoint-repository';
import { CryptoWebhookSecretGenerator } from '../adapters/system/crypto-webhook-secret-generator';
import { WebhookDeliveryQueue } from '../adapters/webhooks/delivery-queue';
import { WebhookDeliveryWorker } from '../adapters/webhooks/delivery-worker';
import { dnsResolver } from '../adapters/webhooks/dns-resolver';
import { ResolvingWebhookUrlPolicy } from '../adapters/webhooks/resolving-webhook-url-policy';
import { CLOCK } from '../application/ports/clock';
import { ID_GENERATOR } from '../application/ports/id-generator';
import { WEBHOOK_ENDPOINT_REPOSITORY } from '../application/ports/webhook-endpoint-repository';
import { WEBHOOK_SECRET_GENERATOR } from '../application/ports/webhook-secret-generator';
import { WEBHOOK_URL_POLICY } from '../application/ports/webhook-url-policy';
import { CreateWebhookEndpoint } from '../application/webhooks/create-webhook-endpoint';
import { DeleteWebhookEndpoint } from '../application/webhooks/delete-webhook-endpoint';
import { ListWebhookDeliveries } from '../application/webhooks/list-webhook-deliveries';
import { GetWebhookEndpoint, ListWebhookEndpoints } from '../application/webhooks/read-webhook-endpoints';
import { RotateWebhookSecret } from '../application/webhooks/rotate-webhook-secret';
import { UpdateWebhookEndpoint } from '../application/webhooks/update-webhook-endpoint';
import { SERVICE_METRICS, WEBHOOK_DELIVERY_QUEUE, WEBHOOK_DELIVERY_WORKER, WiringContext, bindBuilt, bindClass, bindPort } from './wiring';

/** Webhook endpoints (the API's use cases) and the delivery of events to them. */
export const webhooksModule = ({ config, database, logger, overrides }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    const resolve = overrides.resolveHost ?? dnsResolver({ timeoutMs: config.webhooks.dnsTimeoutMs });
    bind(WEBHOOK_DELIVERY_QUEUE).toConstantValue(new WebhookDeliveryQueue(database, toStoredEvent));
    bindBuilt(
      bind, WEBHOOK_DELIVERY_WORKER, [WEBHOOK_DELIVERY_QUEUE, SERVICE_METRICS, PAYMENT_REQUEST_PRESENTER],
      (queue: WebhookDeliveryQueue, metrics: ServiceMetrics, presenter: PaymentRequestPresenter) =>
        new WebhookDeliveryWorker({
          queue,
          settings: config.webhooks,
          logger,
          recordAttempt: (outcome, seconds) => metrics.recordWebhookAttempt(outcome, seconds),
          recordFirstAttemptDelay: (seconds) => metrics.recordWebhookFirstAttemptDelay(seconds),
          resolve,
          // Rendered at each attempt from the state the event recorded, as GET /api/v1/events/:id shows it.
          present: eventPresenter(presenter),
        }),
    );
    bindPort(bind, WEBHOOK_ENDPOINT_REPOSITORY, new SqlWebhookEndpointRepository(database));
    bindPort(bind, WEBHOOK_SECRET_GENERATOR, new CryptoWebhookSecretGenerator());
    const urlPolicy = new ResolvingWebhookUrlPolicy({ allowPrivate: config.webhooks.allowPrivateUrls, resolve });
    bindPort(bind, WEBHOOK_URL_POLICY, urlPolicy);
    bindClass(
      bind, CreateWebhookEndpoint, [ID_GENERATOR, WEBHOOK_SECRET_GENERATOR, CLOCK, WEBHOOK_URL_POLICY, WEBHOOK_ENDPOINT_REPOSITORY],
    );
    bindClass(bind, UpdateWebhookEndpoint, [CLOCK, WEBHOOK_URL_POLICY, WEBHOOK_ENDPOINT_REPOSITORY]);
    bindClass(bind, RotateWebhookSecret, [WEBHOOK_SECRET_GENERATOR, CLOCK, WEBHOOK_ENDPOINT_REPOSITORY]);
    bindClass(bind, DeleteWebhookEndpoint, [WEBHOOK_ENDPOINT_REPOSITORY]);
    bindClass(bind, GetWebhookEndpoint, [WEBHOOK_ENDPOINT_REPOSITORY]);
    bindClass(bind, ListWebhookEndpoints, [WEBHOOK_ENDPOINT_REPOSITORY]);
    bindClass(bind, ListWebhookDeliveries, [WEBHOOK_ENDPOINT_REPOSITORY]);
  });
