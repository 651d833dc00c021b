import { Type } from 'class-transformer';
import { IsDefined, IsOptional, IsObject, IsString, Length, Matches, MaxLength, ValidateNested } from 'class-validator';
import { CreatePaymentRequestCommand } from '../../../application/create-payment-request';
import { Money, parseUsdAmount } from '../../../domain/money';
import { FIELD_SCHEMAS } from './field-schemas';
import { ParsedWith } from './parsed-with';
import { IsEmailAddress, IsOmittable, IsPlainText } from './rules';

const AMOUNT_MESSAGE = 'must be a JSON number greater than 0 and at most 1000000, with at most 2 decimal places';

/** A national id, passport or tax id as merchants hold it: letters, digits, dots and dashes. */
export const DNI_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.-]{2,19}$/;

export class CustomerBody {
  @IsString() @Matches(DNI_PATTERN, { message: 'must be 3 to 20 letters, digits, dots or dashes' })
  dni!: string;

  @IsOmittable() @IsString() @MaxLength(254) @IsEmailAddress()
  email?: string;

  @IsOmittable() @IsString() @Length(1, 100) @IsPlainText()
  first_name?: string;

  @IsOmittable() @IsString() @Length(1, 100) @IsPlainText()
  last_name?: string;
}

export class CreatePaymentRequestBody {
  @ParsedWith(parseUsdAmount, FIELD_SCHEMAS.usdAmount, AMOUNT_MESSAGE)
  amount!: Money;

  @IsString() @Length(1, 500) @IsPlainText()
  description!: string;

  /** The resource shows external_id as string or null, so null is accepted and means "none". */
  @IsOptional() @IsString() @Length(1, 255) @IsPlainText()
  external_id?: string | null;

  @IsDefined() @IsObject() @ValidateNested() @Type(() => CustomerBody)
  customer!: CustomerBody;
}

export class UpdatePaymentRequestBody {
  @IsOmittable() @ParsedWith(parseUsdAmount, FIELD_SCHEMAS.usdAmount, AMOUNT_MESSAGE)
  amount?: Money;

  @IsOmittable() @IsString() @Length(1, 500) @IsPlainText()
  description?: string;
}

/** A validated create body as the use case's command. */
export function toCreatePaymentRequestCommand(body: CreatePaymentRequestBody, merchantId: string): CreatePaymentRequestCommand {
  return {
    merchantId,
    amount: body.amount,
    description: body.description,
    externalId: body.external_id ?? null,
    customer: {
      dni: body.customer.dni,
      email: body.customer.email,
      firstName: body.customer.first_name,
      lastName: body.customer.last_name,
    },
  };
}
