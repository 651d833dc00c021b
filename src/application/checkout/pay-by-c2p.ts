import { PaymentMethod } from '../../domain/payment-intent';
import { Owner, modeOf } from '../../domain/mode';
import { MobilePhone, NationalId } from '../../domain/payer';
import { Bank } from '../../domain/ve-banks';
import { PaymentRequest } from '../../domain/payment-requests';
import { Checkout } from './checkout';
import { ClaimedKey } from '../idempotency/claimed-key';
import { CheckoutOutcome } from '../outcomes';
import { PaymentGateways } from '../ports/payment-gateways';

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
    private readonly gateways: PaymentGateways,
  ) {}

  async execute(command: PayByC2pCommand): Promise<CheckoutOutcome> {
    const { phoneNumber, payerId, bank, otp } = command;
    return this.checkout.pay({
      owner: command.owner,
      method: 'c2p',
      gateway: await this.routed('c2p', command.owner),
      paymentRequestId: command.paymentRequestId,
      idempotencyKey: command.idempotencyKey,
      asRead: command.asRead,
      instrument: { kind: 'c2p', bankCode: bank.code, bankName: bank.name, payerId, phoneNumber },
      route: { charge: { phoneNumber, payerId, bankCode: bank.code, otp } },
    });
  }

  private async routed<M extends PaymentMethod>(method: M, owner: Owner) {
    await this.gateways.refresh();
    return this.gateways.forMethod(method, modeOf(owner.livemode), owner.merchantId);
  }
}
