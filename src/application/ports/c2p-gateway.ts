import { PaymentGateway } from './payment-gateway';

/** A Pago Móvil C2P debit: the payer authorises it with an OTP from their bank. */
export interface C2pCharge {
  phoneNumber: string;
  payerId: string;
  bankCode: string;
  /** Passed through to the bank; never stored or logged. */
  otp: string;
}

export type C2pGateway = PaymentGateway<C2pCharge>;
export const C2P_GATEWAY = Symbol.for('C2pGateway');
