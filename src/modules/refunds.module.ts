import { ContainerModule } from 'inversify';
import { Logger } from 'pino';
import { ServiceMetrics } from '../adapters/observability/service-metrics';
import { BusinessCalendar } from '../application/business-calendar';
import { CLOCK, Clock } from '../application/ports/clock';
import { ID_GENERATOR } from '../application/ports/id-generator';
import { ROUTES } from '../application/ports/routing';
import { PAYMENT_REQUEST_REPOSITORY, PaymentRequestRepository } from '../application/ports/payment-request-repository';
import { CreateRefund } from '../application/refunds/create-refund';
import { ManualRefunds } from '../application/refunds/manual-refunds';
import { ReadRefunds } from '../application/refunds/read-refunds';
import { ReconcilePendingRefunds } from '../application/refunds/reconcile-pending-refunds';
import { RefundSettlement } from '../application/refunds/refund-settlement';
import { SettleRefundNow } from '../application/refunds/settle-refund-now';
import { REQUEST_SAVER } from '../application/request-saver';
import { LOGGER, SERVICE_METRICS, WiringContext, bindBuilt, bindClass } from './wiring';

/** A refund still being sent is not asked about before this; the reconciler asks about every other pending one each round. */
const ASK_AFTER_MS = 5_000;

/** Giving money back, and settling refunds whose gateway has not answered yet. */
export const refundsModule = (_context: WiringContext) =>
  new ContainerModule(({ bind }) => {
    bindClass(bind, RefundSettlement, [CLOCK, PAYMENT_REQUEST_REPOSITORY, REQUEST_SAVER, ROUTES]);
    bindClass(bind, CreateRefund, [ID_GENERATOR, CLOCK, BusinessCalendar, PAYMENT_REQUEST_REPOSITORY, REQUEST_SAVER, RefundSettlement]);
    bindClass(bind, ManualRefunds, [CLOCK, PAYMENT_REQUEST_REPOSITORY, REQUEST_SAVER]);
    bindClass(bind, ReadRefunds, [PAYMENT_REQUEST_REPOSITORY]);
    bindClass(bind, SettleRefundNow, [PAYMENT_REQUEST_REPOSITORY, RefundSettlement]);
    bindBuilt(
      bind, ReconcilePendingRefunds, [CLOCK, PAYMENT_REQUEST_REPOSITORY, RefundSettlement, LOGGER, SERVICE_METRICS],
      (clock: Clock, requests: PaymentRequestRepository, settlement: RefundSettlement, logger: Logger, metrics: ServiceMetrics) =>
        new ReconcilePendingRefunds(clock, requests, settlement, ASK_AFTER_MS, (id, error) => {
          metrics.recordUnsavedRequest('reconciliation');
          logger.error({ err: error, payment_request_id: id }, 'could not record a pending refund\'s outcome; skipped it this round');
        }),
    );
  });
