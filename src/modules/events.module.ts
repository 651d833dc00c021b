import { ContainerModule } from 'inversify';
import { Logger } from 'pino';
import { InProcessDomainEventPublisher } from '../adapters/events/in-process-domain-event-publisher';
import { domainEventLog } from '../adapters/observability/domain-event-log';
import { ServiceMetrics } from '../adapters/observability/service-metrics';
import { SqlEventFeed } from '../adapters/persistence/typeorm/sql-event-feed';
import { GetEvent } from '../application/events/get-event';
import { ListEvents } from '../application/events/list-events';
import { ListPaymentRequestEvents } from '../application/events/list-payment-request-events';
import { DOMAIN_EVENT_PUBLISHER } from '../application/ports/domain-event-publisher';
import { EVENT_FEED } from '../application/ports/event-feed';
import { LOGGER, SERVICE_METRICS, WiringContext, bindBuilt, bindClass, bindPort } from './wiring';

/** The events feed, and who hears of a change once it is stored. */
export const eventsModule = ({ database }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    bindBuilt(
      bind, DOMAIN_EVENT_PUBLISHER, [SERVICE_METRICS, LOGGER],
      (metrics: ServiceMetrics, logger: Logger) =>
        new InProcessDomainEventPublisher(
          [(event) => metrics.recordDomainEvent(event), domainEventLog(logger)],
          (error, event) => logger.error({ err: error, event: event.type }, 'a domain event subscriber failed'),
        ),
    );
    bindPort(bind, EVENT_FEED, new SqlEventFeed(database));
    bindClass(bind, ListEvents, [EVENT_FEED]);
    bindClass(bind, GetEvent, [EVENT_FEED]);
    bindClass(bind, ListPaymentRequestEvents, [EVENT_FEED]);
  });
