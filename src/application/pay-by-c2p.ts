import { InvalidFields } from '../domain/errors';
import { PaymentRequest } from '../domain/payment-request';
import { bankName } from '../domain/ve-banks';
import { Checkout } from './checkout';
import { C2pGateway } from './ports/c2p-gateway';

export interface PayByC2pCommand {
  merchantId: string;
  paymentRequestId: string;
  /** Normalised `04XXXXXXXXX`. */
  phoneNumber: string;
  payerId: string;
  bankCode: string;
  otp: string;
}

export class PayByC2p {
  constructor(
    private readonly checkout: Checkout,
    private readonly gateway: C2pGateway,
  ) {}

  async execute(command: PayByC2pCommand): Promise<PaymentRequest> {
    const bank = bankName(command.bankCode);
    if (!bank) throw new InvalidFields([{ field: 'payment.issuer_bank_id', message: 'is not a bank code of the BCV list' }]);
    return this.checkout.pay({
      merchantId: command.merchantId,
      paymentRequestId: command.paymentRequestId,
      instrument: {
        kind: 'c2p',
        bankCode: command.bankCode,
        bankName: bank,
        payerId: command.payerId,
        phoneNumber: command.phoneNumber,
      },
      route: {
        gateway: this.gateway,
        charge: { phoneNumber: command.phoneNumber, payerId: command.payerId, bankCode: command.bankCode, otp: command.otp },
      },
    });
  }
}
