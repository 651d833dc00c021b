import { BusinessCalendar } from '../../../application/business-calendar';
import { CreatePaymentLinkCommand } from '../../../application/payment-links/create-payment-link';
import { Owner } from '../../../domain/mode';
import { CreatePaymentLinkBody, toCreatePaymentLinkCommand } from '../api/payment-links/payment-link.dto';
import { postedText } from './posted-fields';
import { validateBody } from '../kit/validation/validate-body';
import { ApiRefusal, formRefusal, readAsTheApi, typedAmountOf, withAmountRefusal } from './api-refusal';
import { LINK_EXPIRY_FIELD, fieldMessageEs } from './messages-es';

/** The new link form's fields, by the name the form posts (the API's own names). */
export const LINK_FIELDS = ['amount', 'description', 'expires_at'] as const;
export type LinkField = (typeof LINK_FIELDS)[number];

/** `2026-12-24T18:30` as a `datetime-local` input posts it; a space instead of the `T` as a person may type it. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})$/;

/** What the form posted, as typed (a field missing or sent as something else reads as empty). */
export function typedLinkValues(body: unknown): Record<LinkField, string> {
  return postedText(body, LINK_FIELDS);
}

/**
 * A date and time on the business's clock as an instant, or undefined when it is no such thing.
 * The zone's midnight plus the hours: exact in zones without daylight saving (Caracas), an hour off
 * only on the day a clock changes elsewhere.
 */
export function instantOfWallClock(typed: string, calendar: BusinessCalendar): Date | undefined {
  const match = WALL_CLOCK.exec(typed.trim());
  if (!match || !BusinessCalendar.isValidDate(match[1])) return undefined;
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59) return undefined;
  return new Date(calendar.startOf(match[1]).getTime() + (hours * 60 + minutes) * 60_000);
}

/** A link's expiry refused (unreadable, past, or too far ahead), in the form's words. */
export const expiryRefusal = (): ApiRefusal =>
  formRefusal([{ field: 'expires_at', message: fieldMessageEs(LINK_EXPIRY_FIELD, 'invalid') }]);

/** The API refuses `expires_at` in a request's words; the link form says its own rule instead. */
function withLinkExpiryWords(refusal: ApiRefusal): ApiRefusal {
  const fields = refusal.fields.map((problem) =>
    (problem.field === 'expires_at' ? { field: 'expires_at', message: fieldMessageEs(LINK_EXPIRY_FIELD, 'invalid') } : problem));
  return { ...refusal, fields };
}

/** The command the API would build from what was typed (the amount as a person writes it), or the refusal of it. */
export function readLinkForm(
  values: Record<LinkField, string>,
  owner: Owner,
  calendar: BusinessCalendar,
): { command: CreatePaymentLinkCommand } | { refusal: ApiRefusal } {
  const amount = typedAmountOf(values.amount);
  const typedExpiry = values.expires_at.trim();
  const expiresAt = typedExpiry === '' ? null : instantOfWallClock(typedExpiry, calendar);
  const body = {
    amount: amount && 'amount' in amount ? amount.amount : undefined,
    description: values.description.trim() === '' ? undefined : values.description,
    expires_at: expiresAt ? Math.floor(expiresAt.getTime() / 1000) : undefined,
  };
  const read = withAmountRefusal(readAsTheApi(() => validateBody(CreatePaymentLinkBody, JSON.parse(JSON.stringify(body)))), amount);
  if (expiresAt === undefined) {
    // An expiry the form cannot read is refused beside its field, with whatever else the API refuses.
    const others = 'refusal' in read ? read.refusal.fields.filter(({ field }) => field !== 'expires_at') : [];
    return { refusal: formRefusal([...others, ...expiryRefusal().fields]) };
  }
  if ('refusal' in read) return { refusal: withLinkExpiryWords(read.refusal) };
  return { command: toCreatePaymentLinkCommand(read.value, owner) };
}
