import { ClassConstructor, plainToInstance } from 'class-transformer';
import { ValidationError, validateSync } from 'class-validator';
import { FieldProblem } from '../../../../domain/errors';
import { badRequest, invalidFields } from '../problem';
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
  if (depth > MAX_DEPTH) return [{ field: path, message: `is nested more than ${MAX_DEPTH} levels deep` }];
  return Object.keys(value).flatMap((key) => {
    const field = path ? `${path}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) return [{ field, message: 'is not an allowed field' }];
    return prototypeKeys((value as Record<string, unknown>)[key], field, depth + 1);
  });
}

function flatten(errors: ValidationError[], prefix: string): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    // Decorators register bottom-up: the last constraint is the first declared, the type check.
    const own = Object.entries(error.constraints ?? {}).slice(-1).map(([rule, message]) => ({
      field,
      message: describe(rule, message, error),
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
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
