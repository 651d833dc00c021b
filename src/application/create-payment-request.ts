import { Customer, CustomerDetails, missingDetailsForNewCustomer, withDetails } from '../domain/customer';
import { InvalidFields } from '../domain/errors';
import { Money } from '../domain/money';
import { PaymentRequest } from '../domain/payment-request';
import { Clock } from './ports/clock';
import { CustomerRepository } from './ports/customer-repository';
import { ExchangeRateProvider } from './ports/exchange-rate-provider';
import { IdGenerator } from './ports/id-generator';
import { PaymentRequestRepository } from './ports/payment-request-repository';

export interface CreatePaymentRequestCommand {
  merchantId: string;
  amount: Money;
  description: string;
  externalId: string | null;
  customer: CustomerDetails & { dni: string };
}

const DETAIL_FIELD = { email: 'customer.email', firstName: 'customer.first_name', lastName: 'customer.last_name' };

export class CreatePaymentRequest {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly rates: ExchangeRateProvider,
    private readonly customers: CustomerRepository,
    private readonly requests: PaymentRequestRepository,
  ) {}

  async execute(command: CreatePaymentRequestCommand): Promise<PaymentRequest> {
    const rate = await this.rates.usdToVes();
    const customer = await this.registerCustomer(command.merchantId, command.customer);
    const request = PaymentRequest.issue({
      id: this.ids.next('paymentRequest'),
      merchantId: command.merchantId,
      token: this.ids.nextToken(),
      description: command.description,
      externalId: command.externalId,
      customer: { id: customer.id, dni: customer.dni, email: customer.email },
      amount: command.amount,
      rate,
      now: this.clock.now(),
    });
    await this.requests.save(request);
    return request;
  }

  /** A dni the merchant has used before needs nothing else; a new one needs email and names. */
  private async registerCustomer(merchantId: string, given: CustomerDetails & { dni: string }): Promise<Customer> {
    const details: CustomerDetails = { email: given.email, firstName: given.firstName, lastName: given.lastName };
    const known = await this.customers.findByDni(merchantId, given.dni);
    if (known) {
      const updated = withDetails(known, details);
      const changed = updated.email !== known.email || updated.firstName !== known.firstName || updated.lastName !== known.lastName;
      return changed ? this.customers.save(updated) : known;
    }
    const missing = missingDetailsForNewCustomer(details);
    if (missing.length > 0) {
      throw new InvalidFields(
        missing.map((field) => ({ field: DETAIL_FIELD[field], message: 'is required: this dni is not registered yet' })),
      );
    }
    return this.customers.save({
      id: this.ids.next('customer'),
      merchantId,
      dni: given.dni,
      email: details.email!,
      firstName: details.firstName!,
      lastName: details.lastName!,
    });
  }
}
