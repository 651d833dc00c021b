import { CardNumber } from '../../domain/card';
import { NationalId } from '../../domain/payer';
import { CardBrand } from '../../domain/payment-intent';
import { PaymentGateway } from './payment-gateway';
import { token } from './token';

/** A Visa or Mastercard charge. Number and CVV are passed through; never stored or logged. */
export interface CardCharge {
  cardNumber: CardNumber;
  cvv: string;
  expiryMonth: number;
  expiryYear: number;
  holderId: NationalId;
  brand: CardBrand;
}

export type CardGateway = PaymentGateway<CardCharge>;
export const CARD_GATEWAY = token<CardGateway>('CardGateway');
