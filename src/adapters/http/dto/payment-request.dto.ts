import { Type } from 'class-transformer';
import { IsDefined, IsOptional, IsObject, IsString, Length, Matches, MaxLength, ValidateNested } from 'class-validator';
import { IsEmailAddress, IsOmittable, IsPlainText, IsUsdAmount } from './rules';

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
  @IsUsdAmount()
  amount!: number;

  @IsString() @Length(1, 500) @IsPlainText()
  description!: string;

  /** The resource shows external_id as string or null, so null is accepted and means "none". */
  @IsOptional() @IsString() @Length(1, 255) @IsPlainText()
  external_id?: string | null;

  @IsDefined() @IsObject() @ValidateNested() @Type(() => CustomerBody)
  customer!: CustomerBody;
}

export class UpdatePaymentRequestBody {
  @IsOmittable() @IsUsdAmount()
  amount?: number;

  @IsOmittable() @IsString() @Length(1, 500) @IsPlainText()
  description?: string;
}
