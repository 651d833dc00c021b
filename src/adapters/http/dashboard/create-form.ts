import { Owner } from '../../../domain/mode';
import { CreatePaymentRequestCommand } from '../../../application/payment-requests/create-payment-request';
import { CreatePaymentRequestBody, toCreatePaymentRequestCommand } from '../api/payment-requests/payment-request.dto';
import { validateBody } from '../kit/validation/validate-body';
import { ApiRefusal, readAsTheApi, typedAmountOf, withAmountRefusal } from './api-refusal';
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

function amountOf(typed: string): number | undefined {
  const amount = typedAmountOf(typed);
  return amount && 'amount' in amount ? amount.amount : undefined;
}

/** The API's JSON body for what was typed: empty optional fields left out, as a client of the API would. */
export function apiBodyOf(values: Record<CreateField, string>, nowSeconds: number): Record<string, unknown> {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const expiresIn = values.expires_in.trim();
  return {
    amount: amountOf(values.amount),
    description: values.description.trim() === '' ? undefined : values.description,
    external_id: optional(values.external_id),
    customer: {
      dni: optional(values.customer_dni),
      email: optional(values.customer_email),
      first_name: optional(values.customer_first_name),
      last_name: optional(values.customer_last_name),
    },
    expires_at: expiresIn === '' ? undefined : /^\d{1,9}$/.test(expiresIn) ? nowSeconds + Number(expiresIn) : expiresIn,
  };
}

/** The command the API would build from the same body, or the API's refusal of it. */
export function readCreateForm(
  values: Record<CreateField, string>,
  owner: Owner,
  now: Date,
): { command: CreatePaymentRequestCommand } | { refusal: ApiRefusal } {
  const read = withAmountRefusal(readAsTheApi(() =>
    validateBody(CreatePaymentRequestBody, JSON.parse(JSON.stringify(apiBodyOf(values, Math.floor(now.getTime() / 1000)))))),
  typedAmountOf(values.amount));
  return 'refusal' in read ? read : { command: toCreatePaymentRequestCommand(read.value, owner) };
}
