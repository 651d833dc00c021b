import { ContainerModule } from 'inversify';
import { Logger } from 'pino';
import { ServiceMetrics } from '../adapters/observability/service-metrics';
import { SqlBankStatementLedger } from '../adapters/persistence/typeorm/sql-bank-statement-ledger';
import { BusinessCalendar } from '../application/business-calendar';
import { BANK_STATEMENT_LEDGER, BankStatementLedger } from '../application/ports/bank-statement-ledger';
import { CLOCK, Clock } from '../application/ports/clock';
import { ID_GENERATOR } from '../application/ports/id-generator';
import { ROUTES, Routes } from '../application/ports/routing';
import { PAYMENT_REQUEST_REPOSITORY, PaymentRequestRepository } from '../application/ports/payment-request-repository';
import { RefundSettlement } from '../application/refunds/refund-settlement';
import { REQUEST_SAVER, RequestSaver } from '../application/request-saver';
import { LateCharges } from '../application/statements/late-charges';
import { StatementRefunds } from '../application/refunds/statement-refunds';
import { SweepStatements } from '../application/statements/sweep-statements';
import { LOGGER, SERVICE_METRICS, WiringContext, bindBuilt, bindClass } from './wiring';

/** The banks' statements matched to our payment intents and refunds: late charges settled, strangers reported once. */
export const statementsModule = ({ config, database }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    bind(BANK_STATEMENT_LEDGER).toConstantValue(new SqlBankStatementLedger(database));
    bindClass(bind, LateCharges, [ID_GENERATOR, CLOCK, BusinessCalendar, PAYMENT_REQUEST_REPOSITORY, REQUEST_SAVER, RefundSettlement]);
    bindBuilt(bind, StatementRefunds, [
      CLOCK, PAYMENT_REQUEST_REPOSITORY, REQUEST_SAVER, RefundSettlement, LOGGER, SERVICE_METRICS,
    ], (
      clock: Clock, requests: PaymentRequestRepository, saver: RequestSaver, settlement: RefundSettlement, logger: Logger,
      metrics: ServiceMetrics,
    ) => new StatementRefunds(clock, requests, saver, settlement, config.reconcileAfterSeconds * 1000, (over) => {
      metrics.recordOverRefund(over.gatewayId);
      logger.error(
        { gateway: over.gatewayId, payment_request_id: over.paymentRequestId, refund_id: over.refundId,
          over_refunded: over.overRefunded.conversionAmount.toDecimalString(), currency: 'VES' },
        'the bank booked a refund judged failed: more went back than was paid; the merchant should recover it',
      );
    }, unsaved(logger, metrics, 'could not settle a refund the bank booked, or judge one it did not; the next sweep tries again')));
    const needs = [
      CLOCK, BusinessCalendar, ROUTES, PAYMENT_REQUEST_REPOSITORY, BANK_STATEMENT_LEDGER, LateCharges, StatementRefunds,
      LOGGER, SERVICE_METRICS,
    ] as const;
    bindBuilt(bind, SweepStatements, [...needs], (
      clock: Clock, calendar: BusinessCalendar, routes: Routes, requests: PaymentRequestRepository,
      ledger: BankStatementLedger, lateCharges: LateCharges, refunds: StatementRefunds, logger: Logger, metrics: ServiceMetrics,
    ) => new SweepStatements(
      clock, calendar, routes, requests, ledger, lateCharges, refunds,
      ({ gatewayId, bankAccountId, day, line }) => {
        metrics.recordUnmatchedBankTransaction(gatewayId);
        // The bank's reference, the amount and the day: nothing that names the payer.
        logger.warn(
          {
            gateway: gatewayId, bank_account_id: bankAccountId ?? undefined, day, bank_reference: line.gatewayReference,
            amount: line.amount.toDecimalString(), currency: line.amount.currency,
          },
          'a bank transaction matches no payment intent or refund of ours',
        );
      },
      unsaved(logger, metrics, 'could not settle a charge the bank booked late; the next sweep tries again'),
    ));
  });

/** A request a sweep could not save: counted and logged, the next sweep tries again. */
const unsaved = (logger: Logger, metrics: ServiceMetrics, message: string) => (id: string, error: unknown) => {
  metrics.recordUnsavedRequest('reconciliation');
  logger.error({ err: error, payment_request_id: id }, message);
};
