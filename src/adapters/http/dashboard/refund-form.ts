import { CreateRefundCommand } from '../../../application/refunds/create-refund';
import { Owner } from '../../../domain/mode';
import { REFUND_REASONS, RefundReason } from '../../../domain/refunds/refund';
import { REFUND_DESCRIPTION_LENGTH } from '../api/refunds/refund.dto';
import { FormReader, FormReading, freeText, typedText } from './form-reader';
import { postedText } from './posted-fields';

/** What the refund form posted, as typed (trimmed). */
export type RefundValues = Record<'amount' | 'reason' | 'description', string>;

export function refundValues(body: unknown): RefundValues {
  const { amount, reason, description } = postedText(body, ['amount', 'reason', 'description']);
  return { amount: amount.trim(), reason: reason.trim(), description: description.trim() };
}

const isRefundReason = (typed: string): typed is RefundReason => (REFUND_REASONS as readonly string[]).includes(typed);

/**
 * The refund command read from what was typed, by the rules of the API's refund body: an empty
 * amount is everything that remains, an empty reason or note none; or the refusal of every field refused.
 */
export function readRefundForm(values: RefundValues, owner: Owner, paymentRequestId: string): FormReading<CreateRefundCommand> {
  const form = new FormReader();
  const read = {
    amount: form.amount('amount', values.amount),
    reason: form.optional('reason', typedText(values.reason), (typed) => (isRefundReason(typed) ? typed : null)),
    description: form.optional('description', typedText(values.description), freeText(REFUND_DESCRIPTION_LENGTH)),
  };
  return form.finish(read, ({ amount, reason, description }) => ({ owner, paymentRequestId, amount, reason, description }));
}
