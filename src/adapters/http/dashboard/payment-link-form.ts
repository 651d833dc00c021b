import { BusinessCalendar } from '../../../application/business-calendar';
import { CreatePaymentLinkCommand } from '../../../application/payment-links/create-payment-link';
import { Owner } from '../../../domain/mode';
import { DESCRIPTION_LENGTH } from '../api/payment-requests/payment-request.dto';
import { postedText } from './posted-fields';
import { ApiRefusal, formRefusal } from './api-refusal';
import { FormReader, FormReading, freeText, typedAsIs } from './form-reader';
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

/** The link form says its own expiry rule (a date and time up to a year ahead), not a request's (chosen from a list). */
const EXPIRY_WORDS = fieldMessageEs(LINK_EXPIRY_FIELD, 'invalid');

/** A link's expiry refused (unreadable, past, or too far ahead), in the form's words. */
export const expiryRefusal = (): ApiRefusal => formRefusal([{ field: 'expires_at', message: EXPIRY_WORDS }]);

/**
 * The create command read from what was typed (the amount as a person writes it, the expiry on the
 * business's clock), by the rules of the API's create body, or the refusal of every field they
 * refuse. Whether the expiry is within its range is the use case's to say.
 */
export function readLinkForm(
  values: Record<LinkField, string>, owner: Owner, calendar: BusinessCalendar,
): FormReading<CreatePaymentLinkCommand> {
  const form = new FormReader();
  const typedExpiry = values.expires_at.trim();
  const read = {
    amount: form.requiredAmount('amount', values.amount),
    description: form.required('description', typedAsIs(values.description), freeText(DESCRIPTION_LENGTH)),
    expiresAt: typedExpiry === '' ? null : (instantOfWallClock(typedExpiry, calendar) ?? form.refuseSaying('expires_at', EXPIRY_WORDS)),
  };
  return form.finish(read, ({ amount, description, expiresAt }) => ({ owner, amount, description, expiresAt }));
}
