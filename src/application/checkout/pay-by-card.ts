import { CardExpiry, CardNumber, cardBrand, screenCard } from '../../domain/card';
import { Owner } from '../../domain/mode';
import { NationalId } from '../../domain/payer';
import { BusinessCalendar } from '../business-calendar';
import { PaymentRequest } from '../../domain/payment-requests';
import { Checkout } from './checkout';
import { ClaimedKey } from '../idempotency/claimed-key';
import { CheckoutOutcome } from '../outcomes';
import { Clock } from '../ports/clock';
import { Routes } from '../ports/routing';

export interface PayByCardCommand {
  owner: Owner;
  paymentRequestId: string;
  cardNumber: CardNumber;
  expiry: CardExpiry;
  cvv: string;
  holderId: NationalId;
  idempotencyKey?: ClaimedKey;
  /** As CheckoutIntent's: the request as the caller has just read it. */
  asRead?: PaymentRequest;
}

export class PayByCard {
  constructor(
    private readonly checkout: Checkout,
    private readonly routes: Routes,
    private readonly clock: Clock,
    private readonly calendar: BusinessCalendar,
  ) {}

  /** Luhn, brand and expiry are screened here (402 before any gateway); only a sound card is charged. */
  async execute(command: PayByCardCommand): Promise<CheckoutOutcome> {
    const [year, month] = this.calendar.dayOf(this.clock.now()).split('-').map(Number);
    const screening = screenCard(command.cardNumber, command.expiry, { year, month });
    const digits = command.cardNumber;
    return this.checkout.pay({
      owner: command.owner,
      method: 'credit_or_debit_card',
      gateway: await this.routes.forMethod(command.owner, 'credit_or_debit_card'),
      paymentRequestId: command.paymentRequestId,
      idempotencyKey: command.idempotencyKey,
      asRead: command.asRead,
      instrument: {
        kind: 'card',
        brand: cardBrand(command.cardNumber) ?? 'unknown',
        // PCI DSS allows at most the first six and last four; short numbers keep only the last four.
        first6: digits.length >= 16 ? digits.slice(0, 6) : '',
        last4: digits.slice(-4),
        holderId: command.holderId,
      },
      route:
        'declined' in screening
          ? { screenedOut: screening.declined }
          : {
              charge: {
                cardNumber: digits,
                cvv: command.cvv,
                expiryMonth: command.expiry.month,
                expiryYear: command.expiry.year,
                holderId: command.holderId,
                brand: screening.brand,
              },
            },
    });
  }
}
