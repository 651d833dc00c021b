import { randomInt } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { BusinessCalendar } from '../../../application/business-calendar';
import {
  GatewayRefunds, PaymentGateway, RefundAnswer, RefundOrder, RefundRail, StatementLine,
} from '../../../application/ports/payment-gateway';
import { PaymentOutcome } from '../../../domain/payment-outcome';
import { Money } from '../../../domain/money';
import { SANDBOX_MEMORY, SandboxMemory, SandboxMemoryLimits } from './sandbox-memory';

/**
 * How long the refund of a charge made with a slow-refund test value stays pending before it fails:
 * short enough that, asked by the reconciler every 30 seconds (the default), it has failed within 60.
 */
export const SANDBOX_SLOW_REFUND_MS = 20_000;

/** The business zone the sandbox's statement days are in, as the bank's would be. */
const STATEMENT_CALENDAR = new BusinessCalendar('America/Caracas');

/** A charge remembered, with the refunds taken of it (each also remembered on its own, by its reference). */
type Charged = { outcome: PaymentOutcome; amount: Money; refundsFailSlowly: boolean; at: number; refunds: Refunded[] };
type Refunded = { answer: RefundAnswer; amount: Money; at: number; failsSlowly: boolean };

/**
 * A gateway whose outcomes are fixed by the input (docs/merchant-guide.md, "Sandbox values"). It remembers
 * each charge and refund by reference for as long as its statements are asked for (SANDBOX_MEMORY), so
 * it is idempotent and can be asked about either later, like a bank. It forgets them when the process stops.
 */
export abstract class SandboxGateway<TCharge> implements PaymentGateway<TCharge> {
  private readonly charges: SandboxMemory<Charged>;
  private readonly refundOrders: SandboxMemory<Refunded>;

  /**
   * `latencyMs`: how long each charge takes to answer, like a slow bank (SANDBOX_LATENCY_MS).
   * `now`: the sandbox's clock, for the refunds that fail after SANDBOX_SLOW_REFUND_MS and the statement's booking times.
   */
  constructor(
    private readonly latencyMs = 0,
    private readonly now: () => number = Date.now,
    memory: SandboxMemoryLimits = SANDBOX_MEMORY,
  ) {
    this.charges = new SandboxMemory(now, memory);
    this.refundOrders = new SandboxMemory(now, memory);
  }

  /** Charges that reached this sandbox and it still remembers (repeats of a reference are not new charges). */
  get chargeCount(): number {
    return this.charges.size;
  }

  /** Refund orders that reached this sandbox and it still remembers (repeats of a reference are not new orders). */
  get refundCount(): number {
    return this.refundOrders.size;
  }

  async charge(charge: TCharge & { reference: string; amount: Money }): Promise<PaymentOutcome> {
    if (this.latencyMs > 0) await delay(this.latencyMs);
    const earlier = this.charges.get(charge.reference);
    if (earlier) return earlier.outcome;
    const declineCode = this.declineCodeFor(charge);
    const outcome: PaymentOutcome = declineCode
      ? { status: 'declined', declineCode }
      : { status: 'approved', gatewayReference: this.newReference(this.referencePrefix) };
    const refundsFailSlowly = this.refundsFailSlowly(charge);
    this.charges.add(charge.reference, { outcome, amount: charge.amount, refundsFailSlowly, at: this.now(), refunds: [] });
    return outcome;
  }

  async lookup(reference: string): Promise<PaymentOutcome | null> {
    return this.charges.get(reference)?.outcome ?? null;
  }

  readonly refunds: GatewayRefunds = {
    rails: this.refundRails(),
    refund: async (order) => {
      if (this.latencyMs > 0) await delay(this.latencyMs);
      const earlier = this.refundOrders.get(order.reference);
      if (earlier) return this.answerOf(earlier);
      const charge = this.charges.get(order.charge.reference);
      const refunded = this.newRefund(order, charge);
      this.refundOrders.add(order.reference, refunded);
      charge?.refunds.push(refunded);
      return refunded.answer;
    },
    lookupRefund: async (reference) => {
      const refunded = this.refundOrders.get(reference);
      return refunded ? this.answerOf(refunded) : null;
    },
    // The sandbox keeps every order by our refund id: a repeat answers the first and returns nothing more.
    resend: (order) => this.refunds.refund(order),
  };

  /** The approved charges and the refunds made, booked on `day` in Caracas; declines and pending refunds moved no money. */
  readonly statements = {
    statementOf: async (day: string): Promise<StatementLine[]> => {
      const lines: StatementLine[] = [];
      const add = (reference: string, answer: PaymentOutcome | RefundAnswer, amount: Money, at: number) => {
        const bookedAt = new Date(at);
        if (!('gatewayReference' in answer) || STATEMENT_CALENDAR.dayOf(bookedAt) !== day) return;
        lines.push({ gatewayReference: answer.gatewayReference, reference, amount, bookedAt });
      };
      for (const [reference, { outcome, amount, at }] of this.charges.entries()) add(reference, outcome, amount, at);
      for (const [reference, { answer, amount, at }] of this.refundOrders.entries()) add(reference, answer, amount, at);
      return lines.sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime());
    },
  };

  /** null approves. */
  protected abstract declineCodeFor(charge: TCharge): string | null;

  /** Whether refunds of this (approved) charge stay pending, then fail with refund_declined. */
  protected abstract refundsFailSlowly(charge: TCharge): boolean;

  protected abstract refundRails(): readonly RefundRail[];

  protected abstract referencePrefix: string;

  /**
   * A refund of a charge this sandbox declined, or of more than is left of it, is declined; one of a
   * charge it does not know (made before a restart, or forgotten) is taken, so that trying refunds survives one.
   */
  private newRefund(order: RefundOrder, charge: Charged | undefined): Refunded {
    const at = this.now();
    const base = { amount: order.amount, at, failsSlowly: false };
    if (!this.refunds.rails.includes(order.rail)) {
      return { ...base, answer: { status: 'declined', declineCode: 'refund_rail_unavailable' } };
    }
    if (charge?.outcome.status === 'declined') return { ...base, answer: { status: 'declined', declineCode: 'charge_not_approved' } };
    if (charge && order.amount.cents > charge.amount.cents - refundedCents(charge)) {
      return { ...base, answer: { status: 'declined', declineCode: 'amount_exceeds_charge' } };
    }
    if (charge?.refundsFailSlowly) return { ...base, answer: { status: 'pending' }, failsSlowly: true };
    return { ...base, answer: { status: 'refunded', gatewayReference: this.newReference(`R${this.referencePrefix}`) } };
  }

  private answerOf(refunded: Refunded): RefundAnswer {
    if (refunded.failsSlowly && refunded.answer.status === 'pending' && this.now() - refunded.at >= SANDBOX_SLOW_REFUND_MS) {
      refunded.answer = { status: 'declined', declineCode: 'refund_declined' };
    }
    return refunded.answer;
  }

  private newReference(prefix: string): string {
    return `${prefix}${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e3)).padStart(3, '0')}`;
  }
}

/** What a charge's refunds taken so far hold (pending ones included). */
function refundedCents(charge: Charged): number {
  return charge.refunds.reduce((cents, refunded) => (refunded.answer.status === 'declined' ? cents : cents + refunded.amount.cents), 0);
}
