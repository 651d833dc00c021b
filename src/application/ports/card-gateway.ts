import { CardBrand } from '../../domain/payment-intent';
import { PaymentGateway } from './payment-gateway';

/** A Visa or Mastercard charge. Number and CVV are passed through; never stored or logged. */
export interface CardCharge {
  cardNumber: string;
  cvv: string;
  expiryMonth: number;
  expiryYear: number;
  holderId: string;
  brand: CardBrand;
}

export type CardGateway = PaymentGateway<CardCharge>;
export const CARD_GATEWAY = Symbol.for('CardGateway');
