import type { JsonSchema } from '../openapi/types';
import { badRequest } from '../problem';

type RawQuery = Record<string, unknown>;

/** One query parameter, declared once: the OpenAPI document shows everything but `read`, the route runs `read` (a 400 on anything unreadable). */
export interface QueryParameter<T> {
  name: string;
  description?: string;
  schema: JsonSchema;
  style?: 'deepObject';
  explode?: true;
  examples?: Record<string, { summary: string; value: unknown }>;
  read(query: RawQuery): T;
}

type Table = Record<string, QueryParameter<unknown>>;
type Parsed<T extends Table> = { [Key in keyof T]: ReturnType<T[Key]['read']> };

/** A route's query: its documented parameters and the parser that reads them, both from one table; any other parameter is a 400. */
export function queryOf<T extends Table>(table: T): { parameters: JsonSchema[]; parse(query: RawQuery): Parsed<T> } {
  const declared = Object.values(table);
  const names = declared.map(({ name }) => name);
  return {
    parameters: declared.map(({ read: _read, name, ...documented }) => ({ name, in: 'query', ...documented })),
    parse(query) {
      for (const name of Object.keys(query)) {
        if (!names.includes(name)) throw badRequest(`Unknown query parameter ${JSON.stringify(name)}; allowed: ${names.join(', ')}.`);
      }
      return Object.fromEntries(Object.entries(table).map(([key, parameter]) => [key, parameter.read(query)])) as Parsed<T>;
    },
  };
}

/** The parameter's one plain value; given twice or as an object, a 400. */
export function single(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be given once, as a plain value.`);
  return value;
}

/** A whole number written as 1 to 7 digits, within [minimum, maximum]; left out, `fallback`. */
export function wholeNumber(name: string, maximum: number, fallback: number, description: string): QueryParameter<number> {
  return {
    name,
    description,
    schema: { type: 'integer', minimum: 1, maximum, default: fallback },
    read(query) {
      const value = single(query, name);
      if (value === undefined) return fallback;
      if (!/^\d{1,7}$/.test(value) || Number(value) < 1 || Number(value) > maximum) throw badRequest(`${name} must be a whole number from 1 to ${maximum}.`);
      return Number(value);
    },
  };
}

/** One of `values`, or left out. */
export function oneOf<T extends string>(name: string, values: readonly T[], description?: string): QueryParameter<T | undefined> {
  return {
    name,
    ...(description ? { description } : {}),
    schema: { type: 'string', enum: [...values] },
    read(query) {
      const value = single(query, name);
      if (value !== undefined && !(values as readonly string[]).includes(value)) throw badRequest(`${name} must be one of ${values.join(', ')}.`);
      return value as T | undefined;
    },
  };
}
