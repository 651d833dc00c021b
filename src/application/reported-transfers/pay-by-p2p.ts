import { Owner } from '../../domain/mode';
import { MobilePhone, NationalId } from '../../domain/payer';
import { Bank } from '../../domain/ve-banks';
import { BusinessCalendar, LocalDate } from '../business-calendar';
import { PaymentRequest } from '../../domain/payment-requests';
import { Checkout } from '../checkout/checkout';
import { ClaimedKey } from '../idempotency/claimed-key';
import { CheckoutOutcome } from '../outcomes';
import { Clock } from '../ports/clock';
import { Routes } from '../ports/routing';

/** How many days back a reported transfer may have been made. */
export const P2P_DAYS_BACK = 3;

export interface PayByP2pCommand {
  owner: Owner;
  paymentRequestId: string;
  phoneNumber: MobilePhone;
  bank: Bank;
  /** The bank's reference as the payer's app shows it: 4 to 20 digits. */
  reference: string;
  /** The day it was sent; null: today in the business time zone. */
  paidOn: LocalDate | null;
  /** The payer's cédula or RIF, when they gave it: checked by banks that can, and needed to refund by payout. */
  payerId: NationalId | null;
  idempotencyKey?: ClaimedKey;
  /** As CheckoutIntent's: the request as the caller has just read it. */
  asRead?: PaymentRequest;
}

/** `paid_on` is ahead of today, or more than P2P_DAYS_BACK days back (business time zone). */
export type PaidOnOutOfRange = { kind: 'paid_on_out_of_range'; daysBack: number };

/**
 * A Pago Móvil transfer the payer reports having sent: verified with the P2P gateway and, found
 * for the request's amount, it pays the request once. Not shown by the bank yet, the payment intent stays
 * pending and the reconciler asks again (docs/merchant-guide.md, "Reported Pago Móvil payments").
 */
export class PayByP2p {
  constructor(
    private readonly checkout: Checkout,
    private readonly routes: Routes,
    private readonly clock: Clock,
    private readonly calendar: BusinessCalendar,
  ) {}

  async execute(command: PayByP2pCommand): Promise<CheckoutOutcome | PaidOnOutOfRange> {
    const today = this.calendar.dayOf(this.clock.now());
    const paidOn = command.paidOn ?? today;
    if (paidOn > today || paidOn < daysBefore(today, P2P_DAYS_BACK)) return { kind: 'paid_on_out_of_range', daysBack: P2P_DAYS_BACK };
    const { phoneNumber, bank, reference } = command;
    const payer = command.payerId === null ? {} : { payerId: command.payerId };
    return this.checkout.pay({
      owner: command.owner,
      method: 'p2p',
      gateway: await this.routes.forMethod(command.owner, 'p2p'),
      paymentRequestId: command.paymentRequestId,
      idempotencyKey: command.idempotencyKey,
      asRead: command.asRead,
      instrument: { kind: 'p2p', bankCode: bank.code, bankName: bank.name, phoneNumber, reference, paidOn, ...payer },
      route: { charge: { transfer: { reference, phoneNumber, bankCode: bank.code, paidOn, ...payer } } },
    });
  }
}

function daysBefore(day: LocalDate, days: number): LocalDate {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - days)).toISOString().slice(0, 10);
}
