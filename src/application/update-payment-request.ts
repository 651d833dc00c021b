import { Money } from '../domain/money';
import { findOwnPaymentRequest } from './get-payment-request';
import { UpdateOutcome } from './outcomes';
import { Clock } from './ports/clock';
import { ExchangeRateProvider } from './ports/exchange-rate-provider';
import { retryOnConflict } from './retry-on-conflict';
import { DomainEventPublisher } from './ports/domain-event-publisher';
import { PaymentRequestRepository } from './ports/payment-request-repository';
import { saveAndPublish } from './save-and-publish';

export interface UpdatePaymentRequestCommand {
  merchantId: string;
  id: string;
  amount?: Money;
  description?: string;
}

export class UpdatePaymentRequest {
  constructor(
    private readonly clock: Clock,
    private readonly rates: ExchangeRateProvider,
    private readonly requests: PaymentRequestRepository,
    private readonly events: DomainEventPublisher,
  ) {}

  /** Reprices at the current rate; refused unless the request is waiting for payment. */
  async execute(command: UpdatePaymentRequestCommand): Promise<UpdateOutcome> {
    return retryOnConflict(command.id, async (): Promise<UpdateOutcome> => {
      const request = await findOwnPaymentRequest(this.requests, command.merchantId, command.id);
      if (!request) return { kind: 'not_found', id: command.id };
      const refusal = request.revise({
        amount: command.amount,
        description: command.description,
        rate: await this.rates.usdToVes(),
        now: this.clock.now(),
      });
      if (refusal) return refusal;
      await saveAndPublish(this.requests, this.events, request);
      return { kind: 'updated', request };
    });
  }
}
