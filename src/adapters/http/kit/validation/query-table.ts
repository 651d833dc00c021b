import type { JsonSchema } from '../openapi/types';
import { badParameter } from '../problem';

type RawQuery = Record<string, unknown>;

/**
 * One query parameter, declared once: the OpenAPI document shows everything but `read`, the route
 * runs `read` (a 400 on anything unreadable). No examples: Swagger UI's "Try it out" fills a
 * parameter in with its example, and a filter filled in unasked narrows the answer (the
 * description shows how to write the value instead).
 */
export interface QueryParameter<T> {
  name: string;
  description?: string;
  schema: JsonSchema;
  style?: 'deepObject';
  explode?: true;
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
        if (names.includes(name)) continue;
        const allowed = `allowed: ${names.join(', ')}`;
        const detail = `Unknown query parameter ${JSON.stringify(name)}; ${allowed}.`;
        throw badParameter(name, 'not_allowed', `is not a query parameter; ${allowed}`, detail);
      }
      return Object.fromEntries(Object.entries(table).map(([key, parameter]) => [key, parameter.read(query)])) as Parsed<T>;
    },
  };
}

/** The parameter's one plain value; given twice or as an object, a 400. */
export function single(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badParameter(name, 'wrong_type', 'must be given once, as a plain value');
  return value;
}

/**
 * A parameter given once as a plain value, read by `parse` (null: unreadable, a 400 saying the value
 * `must be` so); left out, `fallback`.
 */
export function plainParameter<T, F = undefined>(
  name: string,
  documented: { description?: string; schema: JsonSchema },
  parse: (value: string) => T | null,
  mustBe: string,
  fallback?: F,
): QueryParameter<T | F> {
  return {
    name,
    ...(documented.description ? { description: documented.description } : {}),
    schema: documented.schema,
    read(query) {
      const value = single(query, name);
      if (value === undefined) return fallback as F;
      const parsed = parse(value);
      if (parsed === null) throw badParameter(name, 'invalid', `must be ${mustBe}`);
      return parsed;
    },
  };
}

/** A whole number written as 1 to 7 digits, within [1, maximum]; left out, `fallback`. */
export function wholeNumber(name: string, maximum: number, fallback: number, description: string): QueryParameter<number> {
  const schema = { type: 'integer', minimum: 1, maximum, default: fallback };
  const parse = (value: string) => (/^\d{1,7}$/.test(value) && Number(value) >= 1 && Number(value) <= maximum ? Number(value) : null);
  return plainParameter(name, { description, schema }, parse, `a whole number from 1 to ${maximum}`, fallback);
}

/** One of `values`, or left out. */
export function oneOf<T extends string>(name: string, values: readonly T[], description?: string): QueryParameter<T | undefined> {
  const parse = (value: string) => ((values as readonly string[]).includes(value) ? (value as T) : null);
  return plainParameter(name, { description, schema: { type: 'string', enum: [...values] } }, parse, `one of ${values.join(', ')}`);
}
