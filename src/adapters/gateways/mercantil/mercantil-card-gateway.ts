import { CardCharge, CardGateway } from '../../../application/ports/card-gateway';
import { Money } from '../../../domain/money';
import { GatewayLogger, MercantilGateway, MercantilMethod } from './mercantil-gateway';
import { MercantilSettings } from './mercantil-settings';
import { bankAmount, bankDate, bankExpiry, identify } from './mercantil-wire';

/**
 * Visa and Mastercard through Banco Mercantil (`POST /payment/pay`), always as a credit card
 * (`tdc`): the port cannot tell credit from debit, and a debit card's second factor
 * (`/payment/getauth`) has no place in the checkout yet (docs/banks-mercantil.md, "Going live with Banco
 * Mercantil"). A lookup searches by our invoice number (`POST /payment/search`) among today's and yesterday's charges in Venezuela.
 */
export class MercantilCardGateway extends MercantilGateway<CardCharge> implements CardGateway {
  protected readonly method: MercantilMethod<CardCharge>;

  constructor(settings: MercantilSettings, logger?: GatewayLogger, now: () => Date = () => new Date()) {
    super(settings, logger);
    this.method = {
      chargePath: '/payment/pay',
      responseMember: 'transaction_response',
      chargeBody: (charge) => this.chargeBody(charge),
      searches: (reference) =>
        [now(), new Date(now().getTime() - 86_400_000)].map((day) => ({ path: '/payment/search', body: this.searchBody(reference, day) })),
    };
  }

  private chargeBody(charge: CardCharge & { reference: string; amount: Money }): object {
    return {
      ...identify(this.settings),
      transaction: {
        trx_type: 'compra',
        payment_method: 'tdc',
        card_number: charge.cardNumber,
        customer_id: charge.holderId.replace('-', ''),
        invoice_number: charge.reference,
        expiration_date: bankExpiry(charge.expiryMonth, charge.expiryYear),
        cvv: this.cipher.encrypt(charge.cvv),
        currency: 'ves',
        amount: bankAmount(charge.amount),
      },
    };
  }

  private searchBody(reference: string, day: Date): object {
    return {
      ...identify(this.settings),
      search_by: { search_criteria: 'unique', procesing_date: bankDate(day), invoice_number: reference, payment_reference: '' },
    };
  }
}
