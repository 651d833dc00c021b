import { MobilePhone, NationalId } from '../../domain/payer';
import { PaymentGateway } from './payment-gateway';
import { token } from './token';

/** A Pago Móvil C2P debit: the payer authorises it with an OTP from their bank. */
export interface C2pCharge {
  phoneNumber: MobilePhone;
  payerId: NationalId;
  bankCode: string;
  /** Passed through to the bank; never stored or logged. */
  otp: string;
}

export type C2pGateway = PaymentGateway<C2pCharge>;
export const C2P_GATEWAY = token<C2pGateway>('C2pGateway');
