import { Owner } from '../../../../domain/mode';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsObject, IsString, Matches, Max, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CreatePaymentRequestCommand } from '../../../../application/payment-requests/create-payment-request';
import { UpdatePaymentRequestCommand } from '../../../../application/payment-requests/update-payment-request';
import { canonicalDni } from '../../../../domain/customer';
import { Money, parseUsdAmount } from '../../../../domain/money';
import { RETURN_URL_MAX_LENGTH, ReturnUrl, parseReturnUrl } from '../../../../domain/return-url';
import { FIELD_SCHEMAS } from '../../kit/validation/field-schemas';
import { ParsedWith } from '../../kit/validation/parsed-with';
import { IsEmailField, IsFreeText, IsOmittable, TextLength } from '../../kit/validation/rules';

export const AMOUNT_MESSAGE = 'must be a JSON number greater than 0 and at most 1000000, with at most 2 decimal places';

/** A national id, passport or tax id as merchants hold it: letters, digits, dots and dashes. */
export const DNI_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.-]{2,19}$/;

/** The longest external_id, as class-validator's Length counts (a surrogate pair is one character). */
export const EXTERNAL_ID_MAX_LENGTH = 255;
export const EXTERNAL_ID_LENGTH: TextLength = { min: 1, max: EXTERNAL_ID_MAX_LENGTH };
/** What is sold: a request's description, and a payment link's (each request the link creates gets it). */
export const DESCRIPTION_LENGTH: TextLength = { min: 1, max: 500 };
export const CUSTOMER_NAME_LENGTH: TextLength = { min: 1, max: 100 };

/** A customer's dni as it is kept (canonicalDni), or null when it is not one (DNI_PATTERN). What IsDni reads. */
export function parseDni(typed: string): string | null {
  const dni = canonicalDni(typed);
  return DNI_PATTERN.test(dni) ? dni : null;
}

/** A body's dni: canonicalDni of a string, then DNI_PATTERN; see parseDni. */
function IsDni(): PropertyDecorator {
  return (target, property) => {
    Matches(DNI_PATTERN, { message: 'must be 3 to 20 letters, digits, dots or dashes' })(target, property);
    IsString()(target, property);
    Transform(({ value }) => (typeof value === 'string' ? canonicalDni(value) : value))(target, property);
  };
}

/** The last second of the year 9999: any later Unix time is no date at all. */
const LATEST_UNIX_TIME = 253_402_300_799;
const UNIX_TIME_MESSAGE = { message: 'must be an integer Unix time in seconds' };

/**
 * `expires_at` as the wire writes it: an integer Unix time, or null for none. How far ahead it may
 * be depends on the moment it is sent: the use case checks that.
 */
export function IsExpiry(): PropertyDecorator {
  return (target, property) => {
    Max(LATEST_UNIX_TIME, UNIX_TIME_MESSAGE)(target, property);
    Min(0, UNIX_TIME_MESSAGE)(target, property);
    IsInt(UNIX_TIME_MESSAGE)(target, property);
    IsOptional()(target, property);
  };
}

const RETURN_URL_MESSAGE =
  `must be an absolute https URL of at most ${RETURN_URL_MAX_LENGTH} visible ASCII characters, without credentials`;

/** `return_url`: parsed into a ReturnUrl; null (or left out) means none, and on update removes it. */
function IsReturnUrl(): PropertyDecorator {
  return (target, property) => {
    ParsedWith(parseReturnUrl, FIELD_SCHEMAS.returnUrl, RETURN_URL_MESSAGE, undefined, true)(target, property);
    IsOptional()(target, property);
  };
}

export const toInstant = (unixSeconds: number | null | undefined): Date | null | undefined =>
  unixSeconds === null || unixSeconds === undefined ? unixSeconds : new Date(unixSeconds * 1000);

export class CustomerBody {
  @JSONSchema({
    description:
      'The customer\'s national id, passport or tax id. A dni this merchant has used before is "registered". ' +
      'A national id with a dash after its letter is the same customer as without it (`V-20987654` is `V20987654`), ' +
      'and is stored and shown without it.',
  })
  @IsDni()
  dni!: string;

  @JSONSchema({ description: 'Required, with first_name and last_name, when the dni is not registered yet.' })
  @IsOmittable() @IsEmailField()
  email?: string;

  @JSONSchema({ description: 'Required when the dni is not registered yet. Accepted, never returned.' })
  @IsOmittable() @IsFreeText(CUSTOMER_NAME_LENGTH)
  first_name?: string;

  @JSONSchema({ description: 'Required when the dni is not registered yet. Accepted, never returned.' })
  @IsOmittable() @IsFreeText(CUSTOMER_NAME_LENGTH)
  last_name?: string;
}

export class CreatePaymentRequestBody {
  @ParsedWith(parseUsdAmount, FIELD_SCHEMAS.usdAmount, AMOUNT_MESSAGE)
  amount!: Money;

  @IsFreeText(DESCRIPTION_LENGTH)
  description!: string;

  /** The resource shows external_id as string or null, so null is accepted and means "none". */
  @JSONSchema({ description: 'The merchant\'s own reference; null or left out means none.' })
  @IsOptional() @IsFreeText(EXTERNAL_ID_LENGTH)
  external_id?: string | null;

  @IsDefined() @IsObject() @ValidateNested() @Type(() => CustomerBody)
  customer!: CustomerBody;

  /** Null or left out: the request never expires. */
  @IsExpiry()
  expires_at?: number | null;

  @JSONSchema({
    description:
      'An absolute `https` URL, linked from the hosted page ("Volver a …") once paid or canceled; stored normalized. ' +
      'Null or left out: none.',
  })
  @IsReturnUrl()
  return_url?: ReturnUrl | null;
}

export class UpdatePaymentRequestBody {
  @IsOmittable() @ParsedWith(parseUsdAmount, FIELD_SCHEMAS.usdAmount, AMOUNT_MESSAGE)
  amount?: Money;

  @IsOmittable() @IsFreeText(DESCRIPTION_LENGTH)
  description?: string;

  /** Null removes the expiry. */
  @IsExpiry()
  expires_at?: number | null;

  @JSONSchema({ description: 'Null removes it.' })
  @IsReturnUrl()
  return_url?: ReturnUrl | null;
}

/** A validated create body as the use case's command. */
export function toCreatePaymentRequestCommand(body: CreatePaymentRequestBody, owner: Owner): CreatePaymentRequestCommand {
  return {
    owner,
    amount: body.amount,
    description: body.description,
    externalId: body.external_id ?? null,
    customer: {
      dni: body.customer.dni,
      email: body.customer.email,
      firstName: body.customer.first_name,
      lastName: body.customer.last_name,
    },
    expiresAt: toInstant(body.expires_at) ?? null,
    returnUrl: body.return_url ?? null,
  };
}

/** A validated update body as the use case's command. */
export function toUpdatePaymentRequestCommand(body: UpdatePaymentRequestBody, owner: Owner, id: string): UpdatePaymentRequestCommand {
  return {
    owner, id, amount: body.amount, description: body.description, expiresAt: toInstant(body.expires_at), returnUrl: body.return_url,
  };
}
