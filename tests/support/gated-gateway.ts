import { PaymentGateway } from '../../src/application/ports/payment-gateway';
import { PaymentOutcome } from '../../src/domain/payment-outcome';
import { Money } from '../../src/domain/money';

/**
 * Wraps a gateway and holds every charge at a barrier until the test releases it, so a test can
 * look at the world while a payment is in flight without sleeping.
 */
export class GatedGateway<TCharge> implements PaymentGateway<TCharge> {
  private open!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.open = resolve));
  private arrived!: () => void;
  /** Resolves when the first charge reaches the gateway. */
  readonly reached = new Promise<void>((resolve) => (this.arrived = resolve));

  constructor(private readonly inner: PaymentGateway<TCharge>) {}

  release(): void {
    this.open();
  }

  async charge(charge: TCharge & { reference: string; amount: Money }): Promise<PaymentOutcome> {
    this.arrived();
    await this.gate;
    return this.inner.charge(charge);
  }

  lookup(reference: string): Promise<PaymentOutcome | null> {
    return this.inner.lookup(reference);
  }
}
