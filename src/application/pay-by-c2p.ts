import { MobilePhone, NationalId } from '../domain/payer';
import { Bank } from '../domain/ve-banks';
import { Checkout } from './checkout';
import { CheckoutOutcome } from './outcomes';
import { C2pGateway } from './ports/c2p-gateway';

export interface PayByC2pCommand {
  merchantId: string;
  paymentRequestId: string;
  phoneNumber: MobilePhone;
  payerId: NationalId;
  bank: Bank;
  otp: string;
}

export class PayByC2p {
  constructor(
    private readonly checkout: Checkout,
    private readonly gateway: C2pGateway,
  ) {}

  async execute(command: PayByC2pCommand): Promise<CheckoutOutcome> {
    const { phoneNumber, payerId, bank, otp } = command;
    return this.checkout.pay({
      merchantId: command.merchantId,
      paymentRequestId: command.paymentRequestId,
      instrument: { kind: 'c2p', bankCode: bank.code, bankName: bank.name, payerId, phoneNumber },
      route: { gateway: this.gateway, charge: { phoneNumber, payerId, bankCode: bank.code, otp } },
    });
  }
}
