import { IsBoolean } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CreatePaymentLinkCommand } from '../../../../application/payment-links/create-payment-link';
import { UpdatePaymentLinkCommand } from '../../../../application/payment-links/update-payment-link';
import { Owner } from '../../../../domain/mode';
import { Money, parseUsdAmount } from '../../../../domain/money';
import { FIELD_SCHEMAS } from '../../kit/validation/field-schemas';
import { ParsedWith } from '../../kit/validation/parsed-with';
import { IsFreeText, IsOmittable } from '../../kit/validation/rules';
import { AMOUNT_MESSAGE, DESCRIPTION_LENGTH, IsExpiry, toInstant } from '../payment-requests/payment-request.dto';

/** The amount and description follow a payment request's rules: each request the link creates gets them. */
export class CreatePaymentLinkBody {
  @ParsedWith(parseUsdAmount, FIELD_SCHEMAS.usdAmount, AMOUNT_MESSAGE)
  amount!: Money;

  @IsFreeText(DESCRIPTION_LENGTH)
  description!: string;

  @JSONSchema({ description: 'Null or left out: the link never expires.' })
  @IsExpiry()
  expires_at?: number | null;
}

export class UpdatePaymentLinkBody {
  @JSONSchema({ description: 'false: the link\'s page says it is no longer available and creates nothing; true opens it again.' })
  @IsOmittable() @IsBoolean()
  active?: boolean;

  @IsOmittable() @ParsedWith(parseUsdAmount, FIELD_SCHEMAS.usdAmount, AMOUNT_MESSAGE)
  amount?: Money;

  @IsOmittable() @IsFreeText(DESCRIPTION_LENGTH)
  description?: string;
}

export function toCreatePaymentLinkCommand(body: CreatePaymentLinkBody, owner: Owner): CreatePaymentLinkCommand {
  return { owner, amount: body.amount, description: body.description, expiresAt: toInstant(body.expires_at) ?? null };
}

export function toUpdatePaymentLinkCommand(body: UpdatePaymentLinkBody, owner: Owner, id: string): UpdatePaymentLinkCommand {
  return { owner, id, changes: { active: body.active, amount: body.amount, description: body.description } };
}
