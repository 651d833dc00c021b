import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { FieldReason } from '../../../../domain/errors';

/** A field that did not parse, kept as sent so the validator can say what is wrong with it. */
/** A JSON Schema fragment describing the raw field. */
export type FieldSchema = Record<string, unknown>;

export const PARSED_WITH = 'parsedWith';

class Unparsed {
  constructor(readonly raw: unknown) {}
}

/** Why a ParsedWith field failed, from its value and its constraints: not text (where it says so), or not of its form. */
export function parsedWithReason(value: unknown, constraints: readonly unknown[]): FieldReason {
  const raw = value instanceof Unparsed ? value.raw : value;
  return constraints[1] === true && typeof raw !== 'string' ? 'wrong_type' : 'invalid';
}

/**
 * Parses a field with the domain's parser while the body is read: the DTO then holds the domain
 * value (Money, MobilePhone, Bank…), so the rule is applied once and nothing is parsed again later.
 * A value that does not parse fails with `message`, or `notText` when it is not a string at all.
 * `schema` is what the OpenAPI document says the field accepts (the parser is the rule; the request
 * agreement test holds the two together). With `keepsNull`, a `null` is kept as it is, for an
 * IsOptional field where null means "none".
 */
export function ParsedWith<T>(
  parse: (raw: unknown) => T | null, schema: FieldSchema, message: string, notText?: string, keepsNull = false,
): PropertyDecorator {
  return (target, property) => {
    const kept = (value: unknown) => value === undefined || (keepsNull && value === null);
    Transform(({ value }) => (kept(value) ? value : parse(value) ?? new Unparsed(value)))(target, property);
    ValidateBy({
      name: PARSED_WITH,
      constraints: [schema, notText !== undefined],
      validator: {
        validate: (value: unknown) => value !== undefined && !(value instanceof Unparsed),
        defaultMessage: (args) => {
          const raw = args?.value instanceof Unparsed ? args.value.raw : args?.value;
          return notText !== undefined && typeof raw !== 'string' ? notText : message;
        },
      },
    })(target, property);
  };
}
