import { PaymentRequest } from '../../domain/payment-requests';
import { BusinessCalendar, LocalDate } from '../business-calendar';
import { OnUnsaved } from '../outcomes';
import { BankStatementLedger } from '../ports/bank-statement-ledger';
import { Clock } from '../ports/clock';
import { GatewayStatements, GatewayUnavailable, StatementLine } from '../ports/payment-gateway';
import { GatewayRoute, routeKey } from '../ports/payment-gateways';
import { Routes } from '../ports/routing';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { StorageUnavailable } from '../ports/storage-unavailable';
import { LateCharges } from './late-charges';
import { StatementRefunds } from '../refunds/statement-refunds';

export interface SweepReport {
  /** Statement lines read, over every gateway and day asked. */
  lines: number;
  /** Requests paid by a charge the bank booked late. */
  paid: number;
  /** Late charges refunded in full because their request was paid by another payment intent or closed. */
  refunded: number;
  /** Lines that matched nothing of ours, reported now for the first time. */
  unmatched: number;
  /** Statements a gateway could not give now (asked again at the next sweep). */
  unavailable: number;
  /** Refunds the statement showed booked: pending ones, and ones judged failed before the bank booked them. */
  refundsBooked: number;
  /** Refunds judged not processed: their day's statement read whole without them, their gateway not knowing them. */
  refundsJudged: number;
}

/** A bank transaction that names nothing of ours, as it is reported (once). */
export interface UnmatchedTransaction {
  gatewayId: string;
  /** The merchant's own account whose statement listed it; null: the deployment's. */
  bankAccountId: string | null;
  day: LocalDate;
  line: StatementLine;
}

/**
 * The bank's statement is the truth: each configured gateway that lists its transactions is asked
 * for today's and yesterday's (in the business time zone), and each line is matched to our payment intents
 * and refunds. A charge of a payment intent we judged not processed is settled late (see LateCharges); a
 * refund it shows booked is settled, and one it does not show is judged only once its day's statement
 * is whole (see StatementRefunds); a line that names nothing of ours is reported once, whichever
 * instance sees it first.
 */
export class SweepStatements {
  constructor(
    private readonly clock: Clock,
    private readonly calendar: BusinessCalendar,
    private readonly routes: Routes,
    private readonly requests: PaymentRequestRepository,
    private readonly ledger: BankStatementLedger,
    private readonly lateCharges: LateCharges,
    private readonly refunds: StatementRefunds,
    private readonly onUnmatched: (transaction: UnmatchedTransaction) => void = () => {},
    private readonly onUnsaved: OnUnsaved = () => {},
  ) {}

  async execute(): Promise<SweepReport> {
    const report: SweepReport = { lines: 0, paid: 0, refunded: 0, unmatched: 0, unavailable: 0, refundsBooked: 0, refundsJudged: 0 };
    const now = this.clock.now();
    const today = this.calendar.dayOf(now);
    const todayStart = this.calendar.startOf(today);
    const yesterday = this.calendar.dayOf(new Date(todayStart.getTime() - 1));
    for (const { route, statements } of await this.statementsOfEachGateway()) {
      const key = routeKey(route);
      const read: StatementLine[] = [];
      let whole = true;
      for (const day of [yesterday, today]) {
        const lines = await this.statementOf(statements, day);
        if (lines === null) { report.unavailable++; whole = false; continue; }
        read.push(...lines);
        report.lines += lines.length;
        await this.settleLateCharges(key, lines, report);
        report.refundsBooked += await this.refunds.settleBooked(route, lines);
        await this.reportUnmatched(route, day, lines, now, report);
      }
      // Yesterday's statement is whole once today has begun: a refund of yesterday or before that neither lists is judged.
      if (whole) report.refundsJudged += await this.refunds.judgeUnbooked(route, statements, read, todayStart);
    }
    return report;
  }

  private async reportUnmatched(
    route: GatewayRoute,
    day: LocalDate,
    lines: StatementLine[],
    now: Date,
    report: SweepReport,
  ): Promise<void> {
    const key = routeKey(route);
    for (const line of await this.ledger.unmatched(key, lines)) {
      if (!(await this.ledger.reportOnce(key, day, line, now))) continue;
      report.unmatched++;
      this.onUnmatched({ gatewayId: route.gatewayId, bankAccountId: route.bankAccountId, day, line });
    }
  }

  /** Every configured gateway's statement and every merchant account's, each once (a bank's methods may share one). */
  private async statementsOfEachGateway(): Promise<{ route: GatewayRoute; statements: GatewayStatements }[]> {
    const found: { route: GatewayRoute; statements: GatewayStatements }[] = [];
    for (const { route, adapters } of await this.routes.swept()) {
      const listing = new Set(Object.values(adapters).flatMap((adapter) => (adapter?.statements ? [adapter.statements] : [])));
      for (const statements of listing) found.push({ route, statements });
    }
    return found;
  }

  private async statementOf(statements: GatewayStatements, day: LocalDate): Promise<StatementLine[] | null> {
    try {
      return await statements.statementOf(day);
    } catch (error) {
      if (error instanceof GatewayUnavailable) return null;
      throw error;
    }
  }

  /** `key`: the route key (see routeKey) of the statement's account. */
  private async settleLateCharges(key: string, lines: StatementLine[], report: SweepReport): Promise<void> {
    const byReference = new Map(lines.flatMap((line) => (line.reference === null ? [] : [[line.reference, line] as const])));
    if (byReference.size === 0) return;
    for (const request of await this.requests.findLateChargesToSettle([...byReference.keys()])) {
      for (const intent of request.intents.filter((i) => (i.judgedNotProcessed || i.duplicate) && routeKey(i) === key)) {
        const line = byReference.get(intent.id);
        if (line) await this.settleOrSkip(request, intent.id, line, report);
      }
    }
  }

  /** A request that cannot be saved (not the database down) is skipped and told of: the sweep goes on. */
  private async settleOrSkip(request: PaymentRequest, intentId: string, line: StatementLine, report: SweepReport): Promise<void> {
    try {
      const settled = await this.lateCharges.settle(request.owner, request.id, intentId, line);
      if (settled === 'paid') report.paid++;
      if (settled === 'refunded') report.refunded++;
    } catch (error) {
      if (error instanceof StorageUnavailable) throw error;
      this.onUnsaved(request.id, error);
    }
  }
}
