import { isEmail } from 'class-validator';
import { CustomerDetails, canonicalDni } from '../../../../domain/customer';
import { FormState } from '../../kit/html/form-fields';
import { isPlainText } from '../../kit/validation/rules';
import { DNI_PATTERN } from '../../api/payment-requests/payment-request.dto';

export const LINK_FORM_FIELDS = ['dni', 'email', 'first_name', 'last_name'] as const;
type Field = (typeof LINK_FORM_FIELDS)[number];

/** What the customer may type into a field, kept and shown back: longer than any valid value, shorter than a page. */
const KEPT_CHARACTERS = 254;

export const FIELD_ERRORS: Record<Field, string> = {
  dni: 'Escribe tu cédula o RIF: de 3 a 20 letras, números, puntos o guiones (por ejemplo, V12345678).',
  email: 'Escribe un correo electrónico válido (por ejemplo, nombre@ejemplo.com).',
  first_name: 'Escribe tu nombre (hasta 100 caracteres).',
  last_name: 'Escribe tu apellido (hasta 100 caracteres).',
};

/** The form as posted: the customer it names, or what to show again with the fields to correct. */
export type LinkForm =
  | { kind: 'valid'; state: FormState; details: boolean; customer: CustomerDetails & { dni: string } }
  | { kind: 'invalid'; state: FormState; details: boolean };

/**
 * The link page's form, read by the API's customer rules. The first step posts the dni alone; the
 * second (a dni new to the merchant) posts e-mail and names too, and every one of them is required.
 */
export function readLinkForm(body: unknown): LinkForm {
  const posted = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const values = Object.fromEntries(
    LINK_FORM_FIELDS.map((field) => [field, typeof posted[field] === 'string' ? posted[field].trim().slice(0, KEPT_CHARACTERS) : '']),
  ) as Record<Field, string>;
  const details = 'email' in posted || 'first_name' in posted || 'last_name' in posted;
  const dni = canonicalDni(values.dni);
  const errors: Partial<Record<Field, string>> = {};
  if (!DNI_PATTERN.test(dni)) errors.dni = FIELD_ERRORS.dni;
  if (details) {
    const email = values.email;
    if (!(email.length <= 254 && isPlainText(email) && isEmail(email))) errors.email = FIELD_ERRORS.email;
    for (const name of ['first_name', 'last_name'] as const) {
      if (!isName(values[name])) errors[name] = FIELD_ERRORS[name];
    }
  }
  const shown = details ? values : { dni: values.dni };
  if (Object.keys(errors).length > 0) {
    return { kind: 'invalid', details, state: { values: shown, errors, alert: 'Revisa los datos marcados.' } };
  }
  const customer = details
    ? { dni, email: values.email, firstName: values.first_name, lastName: values.last_name }
    : { dni };
  return { kind: 'valid', details, customer, state: { values: shown, errors: {} } };
}

const isName = (value: string) => value.length >= 1 && [...value].length <= 100 && isPlainText(value);
