import { ClassConstructor, plainToInstance } from 'class-transformer';
import { ValidationError, getMetadataStorage, validateSync } from 'class-validator';
import { FieldProblem, FieldReason } from '../../../../domain/errors';
import { badRequest, invalidFields } from '../problem';
import { PARSED_WITH, parsedWithReason } from './parsed-with';
import { TRANSFORM_OPTIONS, VALIDATOR_OPTIONS, readValidBody } from './valid-body-shortcut';

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a JSON object body into `dto`: 400 when it is not an object, 422 naming every failing field
 * (dotted, under `prefix`) when a field is missing, of the wrong type, malformed or not allowed.
 */
export function validateBody<T extends object>(dto: ClassConstructor<T>, body: unknown, prefix = ''): T {
  if (!isJsonObject(body)) throw badRequest('The request body must be a JSON object (Content-Type: application/json).');
  const smuggled = prototypeKeys(body, prefix);
  if (smuggled.length > 0) throw invalidFields(smuggled);
  const valid = readValidBody(dto, body);
  if (valid) return valid;
  const instance = plainToInstance(dto, body, TRANSFORM_OPTIONS);
  const errors = validateSync(instance, VALIDATOR_OPTIONS);
  if (errors.length > 0) throw invalidFields(flatten(errors, prefix));
  return instance;
}

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Far deeper than any body needs; object mapping recurses, so deeper nesting would overflow the stack. */
const MAX_DEPTH = 32;

/**
 * JSON.parse keeps `__proto__` as a plain key; object mapping would swallow it silently. Name it instead.
 * Nesting beyond MAX_DEPTH is named too, before object mapping recurses into it.
 */
function prototypeKeys(value: unknown, path: string, depth = 0): FieldProblem[] {
  if (typeof value !== 'object' || value === null) return [];
  if (depth > MAX_DEPTH) return [{ field: path, reason: 'too_deep', message: `is nested more than ${MAX_DEPTH} levels deep` }];
  return Object.keys(value).flatMap((key) => {
    const field = path ? `${path}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) return [{ field, reason: 'not_allowed', message: 'is not an allowed field' }];
    return prototypeKeys((value as Record<string, unknown>)[key], field, depth + 1);
  });
}

function flatten(errors: ValidationError[], prefix: string): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    // Decorators register bottom-up: the last constraint is the first declared, the type check.
    const own = Object.entries(error.constraints ?? {}).slice(-1).map(([rule, message]): FieldProblem => ({
      field,
      reason: reasonOf(rule, error),
      message: describe(rule, message, error),
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Each rule the DTOs use, by class-validator's name for it; a rule not listed (a pattern, a parser, a format) is `invalid`. */
const RULE_REASONS: Readonly<Record<string, FieldReason>> = {
  isDefined: 'required',
  isString: 'wrong_type',
  isInt: 'wrong_type',
  isNumber: 'wrong_type',
  isBoolean: 'wrong_type',
  isObject: 'wrong_type',
  isArray: 'wrong_type',
  nestedValidation: 'wrong_type',
  minLength: 'too_short',
  maxLength: 'too_long',
  min: 'below_minimum',
  max: 'above_maximum',
  isIn: 'not_one_of',
  isEnum: 'not_one_of',
};

function reasonOf(rule: string, error: ValidationError): FieldReason {
  if (rule === 'whitelistValidation') return 'not_allowed';
  if (error.value === undefined) return 'required';
  if (rule === PARSED_WITH) return parsedWithReason(error.value, constraintsOf(error, rule));
  if (rule === 'isLength') {
    const [min] = constraintsOf(error, rule) as number[];
    return typeof error.value === 'string' && error.value.length < min ? 'too_short' : 'too_long';
  }
  return RULE_REASONS[rule] ?? 'invalid';
}

/** What the DTO declared for this rule on the failing field (a Length's bounds…): the error itself does not carry it. */
function constraintsOf(error: ValidationError, rule: string): unknown[] {
  const declared = getMetadataStorage().getTargetValidationMetadatas(error.target!.constructor, '', false, false)
    .find((metadata) => metadata.propertyName === error.property && metadata.name === rule);
  return declared?.constraints ?? [];
}

function describe(rule: string, message: string, error: ValidationError): string {
  if (rule === 'whitelistValidation') return 'is not an allowed field';
  if (error.value === undefined) return 'is required';
  return stripProperty(message, error.property);
}

/** class-validator writes "amount must be…"; the field is already named, keep "must be…". */
function stripProperty(message: string, property: string): string {
  return message.startsWith(property + ' ') ? message.slice(property.length + 1) : message;
}
