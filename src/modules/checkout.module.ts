import { ContainerModule } from 'inversify';
import { Logger } from 'pino';
import { ServiceMetrics } from '../adapters/observability/service-metrics';
import { SqlHostedPageReader } from '../adapters/persistence/typeorm/sql-hosted-page-reader';
import { LIMIT_STORES, LimitStores } from '../adapters/limits/limit-stores';
import { StoreC2pKeyLimits } from '../adapters/limits/store-c2p-key-limits';
import { SendC2pKey } from '../application/checkout/send-c2p-key';
import { C2P_KEY_LIMITS } from '../application/ports/c2p-key-limits';
import { BusinessCalendar } from '../application/business-calendar';
import { Checkout } from '../application/checkout/checkout';
import { RecordC2pKeyCheck } from '../application/bank-accounts/record-c2p-key-check';
import { BANK_ACCOUNT_REPOSITORY } from '../application/ports/bank-account-repository';
import { OpenHostedPage } from '../application/checkout/open-hosted-page';
import { PayByC2p } from '../application/checkout/pay-by-c2p';
import { PayByCard } from '../application/checkout/pay-by-card';
import { PayByP2p } from '../application/reported-transfers/pay-by-p2p';
import { ReconcilePendingPayments, UnroutableIntent } from '../application/checkout/reconcile-pending-payments';
import { SettleIntentNow } from '../application/checkout/settle-intent-now';
import { Settlement } from '../application/checkout/settlement';
import { CLOCK, Clock } from '../application/ports/clock';
import { ID_GENERATOR } from '../application/ports/id-generator';
import { ROUTES, Routes } from '../application/ports/routing';
import { HOSTED_PAGE_READER } from '../application/ports/hosted-page-reader';
import { PAYMENT_REQUEST_REPOSITORY, PaymentRequestRepository } from '../application/ports/payment-request-repository';
import { REQUEST_SAVER, RequestSaver } from '../application/request-saver';
import { LOGGER, SERVICE_METRICS, WiringContext, bindBuilt, bindClass, bindPort } from './wiring';

/** Paying a request (API and hosted page), and settling payment intents whose outcome is not known yet. */
export const checkoutModule = ({ config, database }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    const settleAfterMs = config.reconcileAfterSeconds * 1000;
    bindPort(bind, HOSTED_PAGE_READER, new SqlHostedPageReader(database));
    bindClass(bind, OpenHostedPage, [HOSTED_PAGE_READER, CLOCK, ROUTES]);
    bindBuilt(
      bind, Settlement, [CLOCK, PAYMENT_REQUEST_REPOSITORY, REQUEST_SAVER, ROUTES],
      (clock: Clock, requests: PaymentRequestRepository, saver: RequestSaver, routes: Routes) =>
        new Settlement(clock, requests, saver, routes, settleAfterMs, config.p2pConfirmationWindowMinutes * 60_000),
    );
    bindClass(bind, RecordC2pKeyCheck, [CLOCK, BANK_ACCOUNT_REPOSITORY]);
    bindClass(bind, Checkout, [ID_GENERATOR, CLOCK, PAYMENT_REQUEST_REPOSITORY, REQUEST_SAVER, Settlement, RecordC2pKeyCheck]);
    bindClass(bind, PayByC2p, [Checkout, ROUTES]);
    bindBuilt(bind, C2P_KEY_LIMITS, [LIMIT_STORES], (stores: LimitStores) => new StoreC2pKeyLimits(stores.c2pKeys));
    bindClass(bind, SendC2pKey, [PAYMENT_REQUEST_REPOSITORY, ROUTES, C2P_KEY_LIMITS, CLOCK]);
    bindClass(bind, PayByCard, [Checkout, ROUTES, CLOCK, BusinessCalendar]);
    bindClass(bind, PayByP2p, [Checkout, ROUTES, CLOCK, BusinessCalendar]);
    bindClass(bind, SettleIntentNow, [PAYMENT_REQUEST_REPOSITORY, Settlement]);
    bindBuilt(
      bind, ReconcilePendingPayments, [CLOCK, PAYMENT_REQUEST_REPOSITORY, Settlement, LOGGER, SERVICE_METRICS],
      (clock: Clock, requests: PaymentRequestRepository, settlement: Settlement, logger: Logger, metrics: ServiceMetrics) =>
        new ReconcilePendingPayments(clock, requests, settlement, settleAfterMs, reportUnroutable(logger, metrics), (id, error) => {
          metrics.recordUnsavedRequest('reconciliation');
          logger.error(
            { err: error, payment_request_id: id }, 'could not record a pending payment intent\'s outcome; skipped it this round',
          );
        }),
    );
  });

/** Each reconciliation round: one error line naming the payment intents no configured gateway can settle, and the gauge. */
function reportUnroutable(logger: Logger, metrics: ServiceMetrics): (intents: UnroutableIntent[]) => void {
  return (intents) => {
    metrics.recordUnroutableIntents(intents.length);
    if (intents.length === 0) return;
    const listed = intents.map((a) => ({
      payment_intent_id: a.paymentIntentId, payment_request_id: a.paymentRequestId, gateway: a.gatewayId,
    }));
    logger.error({ attempts: listed }, 'pending payment intents whose gateway is not configured: left pending until it is');
  };
}
