import { ValidateIf, ValidationOptions, registerDecorator } from 'class-validator';

/** Like IsOptional, but only a field left out is skipped: `null` is a value, of the wrong type (422). */
export function IsOmittable(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined, options);
}

// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Text a person typed: no NUL or other control characters (tabs and newlines allowed). */
export function IsPlainText(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isPlainText',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'must not contain control characters', ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && !CONTROL_CHARACTERS.test(value) },
    });
}

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}
