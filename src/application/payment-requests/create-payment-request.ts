import { Owner } from '../../domain/mode';
import { Customer, CustomerDetails, missingDetailsForNewCustomer, withDetails } from '../../domain/customer';
import { ExchangeRate, Money } from '../../domain/money';
import { PaymentRequest, expiryOutOfRange, unpriceable } from '../../domain/payment-requests';
import { ReturnUrl } from '../../domain/return-url';
import { ClaimedKey } from '../idempotency/claimed-key';
import { CreateOutcome, CustomerDetailsMissing, RateUnavailable } from '../outcomes';
import { Clock } from '../ports/clock';
import { CustomerChanged, CustomerRepository } from '../ports/customer-repository';
import { ExchangeRateProvider } from '../ports/exchange-rate-provider';
import { IdGenerator } from '../ports/id-generator';
import { NO_PAGO_MOVIL, PagoMovilRouting } from '../ports/pago-movil-routing';
import { RequestSaver } from '../request-saver';

export interface CreatePaymentRequestCommand {
  owner: Owner;
  amount: Money;
  description: string;
  externalId: string | null;
  customer: CustomerDetails & { dni: string };
  /** Null or left out: the request never expires. */
  expiresAt?: Date | null;
  /** Null or left out: no link back to the merchant on the hosted page. */
  returnUrl?: ReturnUrl | null;
  idempotencyKey?: ClaimedKey;
  /** The payment link the customer creates it through (never from the API's body); left out: none. */
  paymentLinkId?: string;
  /** Today's rate as the caller has just read it from the same provider (a link page's); left out: read now. */
  rate?: ExchangeRate | RateUnavailable;
}

export class CreatePaymentRequest {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly rates: ExchangeRateProvider,
    private readonly customers: CustomerRepository,
    private readonly saver: RequestSaver,
    private readonly pagoMovil: PagoMovilRouting = NO_PAGO_MOVIL,
  ) {}

  async execute(command: CreatePaymentRequestCommand): Promise<CreateOutcome> {
    const now = this.clock.now();
    const badExpiry = expiryOutOfRange(command.expiresAt, now);
    if (badExpiry) return badExpiry;
    const rate = command.rate ?? (await this.rates.usdToVes());
    if ('kind' in rate) return rate;
    const unpriced = unpriceable(command.amount, rate);
    if (unpriced) return unpriced;
    // Only the dni: the customer this process read a little earlier will do, checked by the save.
    const { email, firstName, lastName } = command.customer;
    const onlyTheDni = email === undefined && firstName === undefined && lastName === undefined;
    try {
      return await this.issue(command, now, rate, onlyTheDni ? 'recent' : 'stored');
    } catch (error) {
      if (!(error instanceof CustomerChanged)) throw error;
      return this.issue(command, now, rate, 'stored');
    }
  }

  private async issue(
    command: CreatePaymentRequestCommand,
    now: Date,
    rate: ExchangeRate,
    read: 'recent' | 'stored',
  ): Promise<CreateOutcome> {
    const customer = await this.registerCustomer(command.owner, command.customer, read);
    if ('kind' in customer) return customer;
    const request = PaymentRequest.issue({
      id: this.ids.next('paymentRequest'),
      ...command.owner,
      token: this.ids.nextToken(),
      description: command.description,
      externalId: command.externalId,
      customer: { id: customer.id, dni: customer.dni, email: customer.email },
      amount: command.amount,
      rate,
      expiresAt: command.expiresAt ?? null,
      returnUrl: command.returnUrl ?? null,
      paymentLinkId: command.paymentLinkId ?? null,
      pagoMovil: await this.pagoMovil(command.owner),
      now,
    });
    const checks = read === 'recent' ? { customerAsRead: { id: customer.id, email: customer.email } } : {};
    await this.saver.save(request, { claimedKey: command.idempotencyKey, checks });
    return { kind: 'created', request };
  }

  /** A dni the merchant has used before in this mode needs nothing else; a new one needs email and names. */
  private async registerCustomer(
    owner: Owner,
    given: CustomerDetails & { dni: string },
    read: 'recent' | 'stored',
  ): Promise<Customer | CustomerDetailsMissing> {
    const details: CustomerDetails = { email: given.email, firstName: given.firstName, lastName: given.lastName };
    const known = await (read === 'recent' ? this.customers.findRecentByDni(owner, given.dni) : this.customers.findByDni(owner, given.dni));
    if (known) {
      const updated = withDetails(known, details);
      const changed = updated.email !== known.email || updated.firstName !== known.firstName || updated.lastName !== known.lastName;
      return changed ? this.customers.save(updated) : known;
    }
    const { email, firstName, lastName } = details;
    if (email === undefined || firstName === undefined || lastName === undefined) {
      return { kind: 'customer_details_missing', missing: missingDetailsForNewCustomer(details) };
    }
    return this.customers.save({ id: this.ids.next('customer'), ...owner, dni: given.dni, email, firstName, lastName });
  }
}
