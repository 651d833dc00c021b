import { randomInt } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { PaymentGateway } from '../../../application/ports/payment-gateway';
import { PaymentOutcome } from '../../../domain/payment-outcome';
import { Money } from '../../../domain/money';

/**
 * A gateway whose outcomes are fixed by the input (the README's sandbox table). It remembers
 * every charge by reference, so it is idempotent and can be asked about a charge later, like a bank.
 */
export abstract class SandboxGateway<TCharge> implements PaymentGateway<TCharge> {
  private readonly charges = new Map<string, PaymentOutcome>();

  /** `latencyMs`: how long each charge takes to answer, like a slow bank (SANDBOX_LATENCY_MS). */
  constructor(private readonly latencyMs = 0) {}

  /** Charges that reached this sandbox (repeats of a reference are not new charges). */
  get chargeCount(): number {
    return this.charges.size;
  }

  async charge(charge: TCharge & { reference: string; amount: Money }): Promise<PaymentOutcome> {
    if (this.latencyMs > 0) await delay(this.latencyMs);
    const earlier = this.charges.get(charge.reference);
    if (earlier) return earlier;
    const declineCode = this.declineCodeFor(charge);
    const outcome: PaymentOutcome = declineCode
      ? { status: 'declined', declineCode }
      : { status: 'approved', gatewayReference: this.newReference() };
    this.charges.set(charge.reference, outcome);
    return outcome;
  }

  async lookup(reference: string): Promise<PaymentOutcome | null> {
    return this.charges.get(reference) ?? null;
  }

  /** null approves. */
  protected abstract declineCodeFor(charge: TCharge): string | null;

  protected abstract referencePrefix: string;

  private newReference(): string {
    return `${this.referencePrefix}${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e3)).padStart(3, '0')}`;
  }
}
