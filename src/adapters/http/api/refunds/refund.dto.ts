import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CreateRefundCommand } from '../../../../application/refunds/create-refund';
import { Owner } from '../../../../domain/mode';
import { Money, parseUsdAmount } from '../../../../domain/money';
import { REFUND_REASONS, RefundReason } from '../../../../domain/refunds/refund';
import { FIELD_SCHEMAS } from '../../kit/validation/field-schemas';
import { ParsedWith } from '../../kit/validation/parsed-with';
import { IsFreeText, IsOmittable, IsPlainText, TextLength } from '../../kit/validation/rules';

const AMOUNT_MESSAGE = 'must be a JSON number greater than 0 and at most 1000000, with at most 2 decimal places';
export const REFUND_DESCRIPTION_LENGTH: TextLength = { min: 1, max: 200 };

export class CreateRefundBody {
  @JSONSchema({ description: 'USD to give back; left out, everything that remains unrefunded.' })
  @IsOmittable() @ParsedWith(parseUsdAmount, FIELD_SCHEMAS.usdAmount, AMOUNT_MESSAGE)
  amount?: Money;

  @JSONSchema({ description: 'Why the money goes back; null or left out: not said.' })
  @IsOptional() @IsString() @IsIn([...REFUND_REASONS], { message: `must be one of ${REFUND_REASONS.join(', ')}` })
  reason?: RefundReason | null;

  @JSONSchema({ description: 'The merchant\'s note; null or left out: none.' })
  @IsOptional() @IsFreeText(REFUND_DESCRIPTION_LENGTH)
  description?: string | null;
}

export class MarkRefundSucceededBody {
  @JSONSchema({ description: 'The merchant\'s reference of the money they returned (a transfer\'s number, a receipt).' })
  @IsString() @Length(1, 255) @IsPlainText()
  reference_id!: string;
}

/** A validated refund body as the use case's command. */
export function toCreateRefundCommand(body: CreateRefundBody, owner: Owner, paymentRequestId: string): CreateRefundCommand {
  return { owner, paymentRequestId, amount: body.amount ?? null, reason: body.reason ?? null, description: body.description ?? null };
}
