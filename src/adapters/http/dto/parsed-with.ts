import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/** A field that did not parse, kept as sent so the validator can say what is wrong with it. */
class Unparsed {
  constructor(readonly raw: unknown) {}
}

/**
 * Parses a field with the domain's parser while the body is read: the DTO then holds the domain
 * value (Money, MobilePhone, Bank…), so the rule is applied once and nothing is parsed again later.
 * A value that does not parse fails with `message`, or `notText` when it is not a string at all.
 */
export function ParsedWith<T>(parse: (raw: unknown) => T | null, message: string, notText?: string): PropertyDecorator {
  return (target, property) => {
    Transform(({ value }) => (value === undefined ? undefined : parse(value) ?? new Unparsed(value)))(target, property);
    ValidateBy({
      name: 'parsedWith',
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
