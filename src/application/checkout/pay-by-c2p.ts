import { Owner } from '../../domain/mode';
import { MobilePhone, NationalId } from '../../domain/payer';
import { Bank } from '../../domain/ve-banks';
import { PaymentRequest } from '../../domain/payment-requests';
import { Checkout } from './checkout';
import { ClaimedKey } from '../idempotency/claimed-key';
import { CheckoutOutcome } from '../outcomes';
import { Routes } from '../ports/routing';

export interface PayByC2pCommand {
  owner: Owner;
  paymentRequestId: string;
  phoneNumber: MobilePhone;
  payerId: NationalId;
  bank: Bank;
  otp: string;
  idempotencyKey?: ClaimedKey;
  /** As CheckoutIntent's: the request as the caller has just read it. */
  asRead?: PaymentRequest;
}

export class PayByC2p {
  constructor(
    private readonly checkout: Checkout,
    private readonly routes: Routes,
  ) {}

  async execute(command: PayByC2pCommand): Promise<CheckoutOutcome> {
    const { phoneNumber, payerId, bank, otp } = command;
    return this.checkout.pay({
      owner: command.owner,
      method: 'c2p',
      gateway: await this.routes.forMethod(command.owner, 'c2p'),
      paymentRequestId: command.paymentRequestId,
      idempotencyKey: command.idempotencyKey,
      asRead: command.asRead,
      instrument: { kind: 'c2p', bankCode: bank.code, bankName: bank.name, payerId, phoneNumber },
      route: { charge: { phoneNumber, payerId, bankCode: bank.code, otp } },
    });
  }
}
