import { Owner } from '../../../domain/mode';
import { CreatePaymentRequestCommand } from '../../../application/payment-requests/create-payment-request';
import {
  CUSTOMER_NAME_LENGTH, DESCRIPTION_LENGTH, EXTERNAL_ID_LENGTH, parseDni,
} from '../api/payment-requests/payment-request.dto';
import { isEmailField } from '../kit/validation/rules';
import { FormReader, FormReading, freeText, takenIf, typedAsIs, typedText } from './form-reader';
import { postedText } from './posted-fields';

/** The create form's fields, by the name the form posts. */
export const CREATE_FIELDS = [
  'amount', 'description', 'external_id', 'customer_dni', 'customer_email', 'customer_first_name', 'customer_last_name', 'expires_in',
] as const;
export type CreateField = (typeof CREATE_FIELDS)[number];

/** The empty choice of the expiry: the request never expires. */
export const NO_EXPIRY = 'No vence';
/** How long the request stays payable, in seconds. */
export const EXPIRY_CHOICES: readonly [string, string][] = [
  ['3600', 'En 1 hora'], ['86400', 'En 24 horas'], ['259200', 'En 3 días'], ['604800', 'En 7 días'], ['2592000', 'En 30 días'],
];

/** The form's field for an API field name (`customer.dni` → `customer_dni`, `expires_at` → `expires_in`). */
export function formFieldOf(apiField: string): string {
  return apiField === 'expires_at' ? 'expires_in' : apiField.replace('.', '_');
}

export function typedValues(body: unknown): Record<CreateField, string> {
  return postedText(body, CREATE_FIELDS);
}

/** An expiry chosen from the list (seconds from now), as the instant it falls on, in whole seconds as the API's Unix times. */
const expiryFrom = (now: Date) => (typed: string): Date | null =>
  (/^\d{1,9}$/.test(typed) ? new Date((Math.floor(now.getTime() / 1000) + Number(typed)) * 1000) : null);

/**
 * The create command read from what was typed, by the rules of the API's create body (fields by the
 * API's names), or the refusal of every field they refuse. Whether the expiry is within its range,
 * and a new customer's details, are the use case's to say.
 */
export function readCreateForm(values: Record<CreateField, string>, owner: Owner, now: Date): FormReading<CreatePaymentRequestCommand> {
  const form = new FormReader();
  const name = freeText(CUSTOMER_NAME_LENGTH);
  const read = {
    amount: form.requiredAmount('amount', values.amount),
    description: form.required('description', typedAsIs(values.description), freeText(DESCRIPTION_LENGTH)),
    externalId: form.optional('external_id', typedText(values.external_id), freeText(EXTERNAL_ID_LENGTH)),
    dni: form.required('customer.dni', typedText(values.customer_dni), parseDni),
    email: form.optional('customer.email', typedText(values.customer_email), takenIf(isEmailField)),
    firstName: form.optional('customer.first_name', typedText(values.customer_first_name), name),
    lastName: form.optional('customer.last_name', typedText(values.customer_last_name), name),
    expiresAt: form.optional('expires_at', typedText(values.expires_in), expiryFrom(now)),
  };
  return form.finish(read, ({ amount, description, externalId, dni, email, firstName, lastName, expiresAt }) => ({
    owner, amount, description, externalId, expiresAt, returnUrl: null,
    customer: { dni, email: email ?? undefined, firstName: firstName ?? undefined, lastName: lastName ?? undefined },
  }));
}
