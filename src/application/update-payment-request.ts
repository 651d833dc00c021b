import { Money } from '../domain/money';
import { PaymentRequest } from '../domain/payment-request';
import { findOwnPaymentRequest } from './get-payment-request';
import { Clock } from './ports/clock';
import { ExchangeRateProvider } from './ports/exchange-rate-provider';
import { PaymentRequestRepository } from './ports/payment-request-repository';
import { retryOnConflict } from './retry-on-conflict';

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
  ) {}

  /** Reprices at the current rate; refused unless the request is waiting for payment. */
  async execute(command: UpdatePaymentRequestCommand): Promise<PaymentRequest> {
    return retryOnConflict(async () => {
      const request = await findOwnPaymentRequest(this.requests, command.merchantId, command.id);
      request.revise({
        amount: command.amount,
        description: command.description,
        rate: await this.rates.usdToVes(),
        now: this.clock.now(),
      });
      await this.requests.save(request);
      return request;
    });
  }
}
