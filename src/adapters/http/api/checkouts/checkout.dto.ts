import { Owner } from '../../../../domain/mode';
import { IsString, Matches, MinLength } from 'class-validator';
import { IsOmittable } from '../../kit/validation/rules';
import { JSONSchema } from 'class-validator-jsonschema';
import { PayByC2pCommand } from '../../../../application/checkout/pay-by-c2p';
import { PayByCardCommand } from '../../../../application/checkout/pay-by-card';
import { PayByP2pCommand } from '../../../../application/reported-transfers/pay-by-p2p';
import { BusinessCalendar } from '../../../../application/business-calendar';
import { CardExpiry, CardNumber, parseCardNumber, parseExpiry } from '../../../../domain/card';
import { MobilePhone, NationalId, parseMobilePhone, parseNationalId } from '../../../../domain/payer';
import { Bank, VE_MOBILE_PREFIXES, parseBankCode } from '../../../../domain/ve-banks';
import { FIELD_SCHEMAS } from '../../kit/validation/field-schemas';
import { ParsedWith } from '../../kit/validation/parsed-with';

const NOT_TEXT = 'must be a string';
const PHONE_MESSAGE = `must be a Venezuelan mobile number (${VE_MOBILE_PREFIXES.join(', ')}): 04XXXXXXXXX, 58… or +58…`;
const PAYER_ID_MESSAGE = 'must be V, E, J, G, P or C, an optional dash, then 5 to 10 digits';
const PAYMENT_REQUEST_ID = 'The payment request to pay; one that is not this merchant\'s is not found (404).';

/**
 * The payer's fields, each read by one rule: the C2P checkout's body, the C2P key's (c2p-key.dto.ts) and,
 * for the payer's cédula or RIF, a reported transfer's.
 */
export const C2P_PAYER_FIELDS = {
  phoneNumber: () => ParsedWith(parseMobilePhone, FIELD_SCHEMAS.mobilePhone, PHONE_MESSAGE, NOT_TEXT),
  payerId: () => ParsedWith(parseNationalId, FIELD_SCHEMAS.nationalId, PAYER_ID_MESSAGE, NOT_TEXT),
  bank: () => ParsedWith(parseBankCode, FIELD_SCHEMAS.bankCode, 'must be the 4-digit code of a bank in the BCV list', NOT_TEXT),
};

export class C2pPaymentBody {
  @C2P_PAYER_FIELDS.phoneNumber()
  phone_number!: MobilePhone;

  @JSONSchema({ description: 'The payer\'s id: V, E, J, G, P or C, an optional dash, then 5 to 10 digits.' })
  @C2P_PAYER_FIELDS.payerId()
  issuer_payer_id!: NationalId;

  @JSONSchema({ description: 'The 4-digit code the central bank (BCV) gives the payer\'s bank.' })
  @C2P_PAYER_FIELDS.bank()
  issuer_bank_id!: Bank;

  // Any non-empty string: an id of the wrong shape, however long, is simply not found (404).
  @JSONSchema({ description: PAYMENT_REQUEST_ID })
  @IsString() @MinLength(1)
  payment_request_id!: string;

  @JSONSchema({ description: 'The one-time password the payer\'s bank issued (banks issue 6 or 8 digits).' })
  @IsString() @Matches(/^\d{4,12}$/, { message: 'must be 4 to 12 digits' })
  otp_token!: string;
}

export class CardPaymentBody {
  @JSONSchema({
    description:
      '12 to 19 digits; single spaces may separate groups. ' +
      'It must pass the Luhn check and be Visa or Mastercard, or the payment is declined (402).',
  })
  @ParsedWith(parseCardNumber, FIELD_SCHEMAS.cardNumber, 'must be 12 to 19 digits (spaces allowed between groups)', NOT_TEXT)
  card_number!: CardNumber;

  @JSONSchema({ description: 'The cardholder\'s id: V, E, J, G, P or C, an optional dash, then 5 to 10 digits.' })
  @ParsedWith(parseNationalId, FIELD_SCHEMAS.nationalId, PAYER_ID_MESSAGE, NOT_TEXT)
  card_customer_id!: NationalId;

  @JSONSchema({ description: '`MM/YY`; an expired card is declined (402).' })
  @ParsedWith(parseExpiry, FIELD_SCHEMAS.cardExpiry, 'must be MM/YY with a month from 01 to 12', NOT_TEXT)
  card_expiry_date!: CardExpiry;

  // Any non-empty string: an id of the wrong shape, however long, is simply not found (404).
  @JSONSchema({ description: PAYMENT_REQUEST_ID })
  @IsString() @MinLength(1)
  payment_request_id!: string;

  @IsString() @Matches(/^\d{3,4}$/, { message: 'must be 3 or 4 digits' })
  card_cvv!: string;
}

const parseCalendarDay = (raw: unknown): string | null => (typeof raw === 'string' && BusinessCalendar.isValidDate(raw) ? raw : null);

export class P2pPaymentBody {
  @JSONSchema({ description: 'The payer\'s mobile number, from which the transfer was sent.' })
  @ParsedWith(parseMobilePhone, FIELD_SCHEMAS.mobilePhone, PHONE_MESSAGE, NOT_TEXT)
  phone_number!: MobilePhone;

  @JSONSchema({ description: 'The 4-digit BCV code of the payer\'s bank, from which the transfer was sent.' })
  @ParsedWith(parseBankCode, FIELD_SCHEMAS.bankCode, 'must be the 4-digit code of a bank in the BCV list', NOT_TEXT)
  issuer_bank_id!: Bank;

  @JSONSchema({ description: PAYMENT_REQUEST_ID })
  @IsString() @MinLength(1)
  payment_request_id!: string;

  @JSONSchema({
    description: 'The bank\'s reference of the transfer as the payer\'s app shows it: 4 to 20 digits (banks match its last digits).',
  })
  @IsString() @Matches(/^\d{4,20}$/, { message: 'must be 4 to 20 digits' })
  reference!: string;

  @JSONSchema({
    description: 'The day the transfer was sent, `YYYY-MM-DD` in the business time zone: today (the default) or up to 3 days back.',
  })
  @IsOmittable() @ParsedWith(parseCalendarDay, { type: 'string', format: 'date' }, 'must be a date, YYYY-MM-DD', NOT_TEXT)
  paid_on?: string;

  @JSONSchema({
    description: 'The payer\'s cédula or RIF as in C2P (optional): the bank checks it where it can (BDV, for a transfer from ' +
      'BDV), and a refund by Pago Móvil payout needs it; without it the transfer\'s refunds are the merchant\'s to make ' +
      '(`manual`, `requires_action`).',
  })
  @IsOmittable() @C2P_PAYER_FIELDS.payerId()
  issuer_payer_id?: NationalId;
}

/** A validated C2P body as the use case's command; the API and the hosted page both read it so. */
export function toPayByC2pCommand(payment: C2pPaymentBody, owner: Owner): PayByC2pCommand {
  return {
    owner,
    paymentRequestId: payment.payment_request_id,
    phoneNumber: payment.phone_number,
    payerId: payment.issuer_payer_id,
    bank: payment.issuer_bank_id,
    otp: payment.otp_token,
  };
}

/** A validated P2P report as the use case's command. */
export function toPayByP2pCommand(payment: P2pPaymentBody, owner: Owner): PayByP2pCommand {
  return {
    owner,
    paymentRequestId: payment.payment_request_id,
    phoneNumber: payment.phone_number,
    bank: payment.issuer_bank_id,
    reference: payment.reference,
    paidOn: payment.paid_on ?? null,
    payerId: payment.issuer_payer_id ?? null,
  };
}

/** A validated card body as the use case's command. */
export function toPayByCardCommand(payment: CardPaymentBody, owner: Owner): PayByCardCommand {
  return {
    owner,
    paymentRequestId: payment.payment_request_id,
    cardNumber: payment.card_number,
    expiry: payment.card_expiry_date,
    cvv: payment.card_cvv,
    holderId: payment.card_customer_id,
  };
}
