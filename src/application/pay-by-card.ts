import { CardExpiry, CardNumber, cardBrand, screenCard } from '../domain/card';
import { NationalId } from '../domain/payer';
import { BusinessCalendar } from './business-calendar';
import { Checkout } from './checkout';
import { CheckoutOutcome } from './outcomes';
import { CardGateway } from './ports/card-gateway';
import { Clock } from './ports/clock';

export interface PayByCardCommand {
  merchantId: string;
  paymentRequestId: string;
  cardNumber: CardNumber;
  expiry: CardExpiry;
  cvv: string;
  holderId: NationalId;
}

export class PayByCard {
  constructor(
    private readonly checkout: Checkout,
    private readonly gateway: CardGateway,
    private readonly clock: Clock,
    private readonly calendar: BusinessCalendar,
  ) {}

  /** Luhn, brand and expiry are screened here (402 before any gateway); only a sound card is charged. */
  async execute(command: PayByCardCommand): Promise<CheckoutOutcome> {
    const [year, month] = this.calendar.dayOf(this.clock.now()).split('-').map(Number);
    const screening = screenCard(command.cardNumber, command.expiry, { year, month });
    const digits = command.cardNumber;
    return this.checkout.pay({
      merchantId: command.merchantId,
      paymentRequestId: command.paymentRequestId,
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
              gateway: this.gateway,
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
