import {
  IS_EMAIL, IsString, Length, MaxLength, ValidateIf, ValidationOptions, isEmail, length, maxLength, registerDecorator,
} from 'class-validator';

/** Like IsOptional, but only a field left out is skipped: `null` is a value, of the wrong type (422). */
export function IsOmittable(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined, options);
}

/**
 * Characters no free text may hold: C0 and C1 control characters except tab, line feed and carriage
 * return, and the bidirectional embedding, override and isolate controls (U+202A-U+202E,
 * U+2066-U+2069), which can make stored text read differently from what it is. One character class,
 * so the OpenAPI document can state it as a pattern.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** The same rule as a JSON Schema pattern, for the document: none of CONTROL_CHARACTERS (a pattern cannot name lone surrogates). */
export const PLAIN_TEXT_PATTERN = `^[^${CONTROL_CHARACTERS.source.slice(1, -1)}]*$`;

/** Half of a UTF-16 surrogate pair without its other half: no UTF-8 text can hold it, so it cannot be stored as sent. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The rule for every free-text value (bodies and list filters alike): it holds none of
 * CONTROL_CHARACTERS and no lone surrogate, so it is stored, and read back, exactly as sent.
 */
export function isPlainText(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value) && !LONE_SURROGATE.test(value);
}

/** Text a person typed (tabs and newlines allowed): see isPlainText. */
export function IsPlainText(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isPlainText',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'must not contain control characters, bidirectional controls or unpaired surrogates', ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isPlainText(value) },
    });
}

/**
 * An e-mail address in plain text. isEmail alone throws (a 500) on an unpaired surrogate, so the
 * plain-text rule runs first. Registered under class-validator's own name, so the OpenAPI document
 * still states `format: email`.
 */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: IS_EMAIL,
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'must be an e-mail address', ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isEmailAddress(value) },
    });
}

/** See IsEmailAddress. */
export const isEmailAddress = (value: string): boolean => isPlainText(value) && isEmail(value);

/**
 * How long a text field may be, counted as class-validator's Length counts (a surrogate pair is one
 * character): the DTOs' decorators and the dashboard's forms read the same bounds.
 */
export interface TextLength {
  readonly min: number;
  readonly max: number;
}

/** Free text a person typed: within its length, plain text (isPlainText). What IsFreeText checks of a string. */
export const isFreeText = (value: string, { min, max }: TextLength): boolean => length(value, min, max) && isPlainText(value);

/** A body's free-text field: a string, then isFreeText (as `@IsString() @Length(min, max) @IsPlainText()`). */
export function IsFreeText({ min, max }: TextLength): PropertyDecorator {
  return (target, property) => {
    IsPlainText()(target, property);
    Length(min, max)(target, property);
    IsString()(target, property);
  };
}

/** The longest e-mail address a field takes (what mail servers take). */
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address of at most EMAIL_MAX_LENGTH characters, in plain text. What IsEmailField checks of a string. */
export const isEmailField = (value: string): boolean => maxLength(value, EMAIL_MAX_LENGTH) && isEmailAddress(value);

/** A body's e-mail field: a string, then isEmailField (as `@IsString() @MaxLength(254) @IsEmailAddress()`). */
export function IsEmailField(): PropertyDecorator {
  return (target, property) => {
    IsEmailAddress()(target, property);
    MaxLength(EMAIL_MAX_LENGTH)(target, property);
    IsString()(target, property);
  };
}
