import { Owner } from '../../domain/mode';
import { Money } from '../../domain/money';
import { expiryOutOfRange, unpriceable } from '../../domain/payment-requests';
import { ReturnUrl } from '../../domain/return-url';
import { findOwnPaymentRequest } from './get-payment-request';
import { ClaimedKey } from '../idempotency/claimed-key';
import { UpdateOutcome } from '../outcomes';
import { Clock } from '../ports/clock';
import { ExchangeRateProvider } from '../ports/exchange-rate-provider';
import { NO_PAGO_MOVIL, PagoMovilRouting } from '../ports/pago-movil-routing';
import { retryOnConflict } from '../retry-on-conflict';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { RequestSaver } from '../request-saver';

export interface UpdatePaymentRequestCommand {
  owner: Owner;
  id: string;
  amount?: Money;
  description?: string;
  /** Null removes the expiry; left out keeps it. */
  expiresAt?: Date | null;
  /** Null removes the return URL; left out keeps it. */
  returnUrl?: ReturnUrl | null;
  idempotencyKey?: ClaimedKey;
}

export class UpdatePaymentRequest {
  constructor(
    private readonly clock: Clock,
    private readonly rates: ExchangeRateProvider,
    private readonly requests: PaymentRequestRepository,
    private readonly saver: RequestSaver,
    private readonly pagoMovil: PagoMovilRouting = NO_PAGO_MOVIL,
  ) {}

  /**
   * Reprices at the current rate when the amount or description changes (an expiry or a return URL
   * alone keeps the rate); refused unless the request is waiting for payment and not expired. The
   * merchant's change records where payers send a Pago Móvil transfer as today's routing gives it.
   */
  async execute(command: UpdatePaymentRequestCommand): Promise<UpdateOutcome> {
    const badExpiry = expiryOutOfRange(command.expiresAt, this.clock.now());
    if (badExpiry) return badExpiry;
    const repriced = command.amount !== undefined || command.description !== undefined;
    return retryOnConflict(command.id, async (): Promise<UpdateOutcome> => {
      const request = await findOwnPaymentRequest(this.requests, command.owner, command.id);
      if (!request) return { kind: 'not_found', id: command.id };
      const rate = repriced ? await this.rates.usdToVes() : undefined;
      if (rate && 'kind' in rate) return rate;
      const unpriced = rate && unpriceable(command.amount ?? request.amount, rate);
      if (unpriced) return unpriced;
      const refusal = request.revise({
        amount: command.amount,
        description: command.description,
        expiresAt: command.expiresAt,
        returnUrl: command.returnUrl,
        rate,
        pagoMovil: await this.pagoMovil(command.owner),
        now: this.clock.now(),
      });
      if (refusal) return refusal;
      await this.saver.save(request, { claimedKey: command.idempotencyKey });
      return { kind: 'updated', request };
    });
  }
}
