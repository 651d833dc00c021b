import { IsIn, IsString, Matches, MinLength, ValidateBy } from 'class-validator';
import { PayByC2pCommand } from '../../../application/pay-by-c2p';
import { PayByCardCommand } from '../../../application/pay-by-card';
import { cardDigits, parseExpiry } from '../../../domain/card';
import { PAYER_ID_PATTERN, normalizeMobileNumber } from '../../../domain/payer';
import { VE_BANKS, VE_MOBILE_PREFIXES } from '../../../domain/ve-banks';

const IsVenezuelanMobile = () =>
  ValidateBy({
    name: 'isVenezuelanMobile',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && normalizeMobileNumber(value) !== null,
      defaultMessage: () =>
        `must be a Venezuelan mobile number (${VE_MOBILE_PREFIXES.join(', ')}): 04XXXXXXXXX, 58… or +58…`,
    },
  });

const PAYER_ID_MESSAGE = { message: 'must be V, E, J, G, P or C, an optional dash, then 5 to 10 digits' };

export class C2pPaymentBody {
  @IsString() @IsVenezuelanMobile()
  phone_number!: string;

  @IsString() @Matches(PAYER_ID_PATTERN, PAYER_ID_MESSAGE)
  issuer_payer_id!: string;

  @IsString() @IsIn(Object.keys(VE_BANKS), { message: 'must be the 4-digit code of a bank in the BCV list' })
  issuer_bank_id!: string;

  // Any non-empty string: an id of the wrong shape, however long, is simply not found (404).
  @IsString() @MinLength(1)
  payment_request_id!: string;

  @IsString() @Matches(/^\d{4,12}$/, { message: 'must be 4 to 12 digits' })
  otp_token!: string;
}

/** 12 to 19 digits; single spaces may separate groups. */
const CARD_NUMBER = /^(?=(?:\d ?){12,19}$)\d+(?: \d+)*$/;

export class CardPaymentBody {
  @IsString() @Matches(CARD_NUMBER, { message: 'must be 12 to 19 digits (spaces allowed between groups)' })
  card_number!: string;

  @IsString() @Matches(PAYER_ID_PATTERN, PAYER_ID_MESSAGE)
  card_customer_id!: string;

  @IsString() @Matches(/^(0[1-9]|1[0-2])\/\d{2}$/, { message: 'must be MM/YY with a month from 01 to 12' })
  card_expiry_date!: string;

  // Any non-empty string: an id of the wrong shape, however long, is simply not found (404).
  @IsString() @MinLength(1)
  payment_request_id!: string;

  @IsString() @Matches(/^\d{3,4}$/, { message: 'must be 3 or 4 digits' })
  card_cvv!: string;
}

/** A validated C2P body as the use case's command; the API and the hosted page both read it so. */
export function toPayByC2pCommand(payment: C2pPaymentBody, merchantId: string): PayByC2pCommand {
  return {
    merchantId,
    paymentRequestId: payment.payment_request_id,
    phoneNumber: normalizeMobileNumber(payment.phone_number)!,
    payerId: payment.issuer_payer_id,
    bankCode: payment.issuer_bank_id,
    otp: payment.otp_token,
  };
}

/** A validated card body as the use case's command: digits only, expiry parsed. */
export function toPayByCardCommand(payment: CardPaymentBody, merchantId: string): PayByCardCommand {
  return {
    merchantId,
    paymentRequestId: payment.payment_request_id,
    cardNumber: cardDigits(payment.card_number),
    expiry: parseExpiry(payment.card_expiry_date)!,
    cvv: payment.card_cvv,
    holderId: payment.card_customer_id,
  };
}
