import { JsonSchema, ref } from './types';

declare const describes: unique symbol;

/**
 * A JSON Schema that also carries, for the compiler only, the type of the JSON it describes. Built
 * only by the functions below, so a presenter typed `Wire<typeof X>` returns exactly what X documents.
 */
export type Schema<T> = JsonSchema & { readonly [describes]: T };

/** The JSON a schema (or a component) describes. */
export type Wire<S> = S extends Schema<infer T> ? T : S extends { schema: Schema<infer T> } ? T : never;

/** Keywords that narrow or describe a value without changing its TypeScript type. */
export interface Annotations {
  description?: string;
  examples?: readonly unknown[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maxLength?: number;
  maxItems?: number;
}

const typed = <T>(schema: JsonSchema) => schema as Schema<T>;

export const string = (more: Annotations = {}) => typed<string>({ type: 'string', ...more });
export const integer = (more: Annotations = {}) => typed<number>({ type: 'integer', ...more });
export const number = (more: Annotations = {}) => typed<number>({ type: 'number', ...more });
export const boolean = (more: Annotations = {}) => typed<boolean>({ type: 'boolean', ...more });

/** Exactly this value. */
export const constant = <const V extends string | boolean>(value: V, more: Annotations = {}) =>
  typed<V>({ type: typeof value, const: value, ...more });

/** One of these strings. */
export const oneOfValues = <const V extends string>(values: readonly V[], more: Annotations = {}) =>
  typed<V>({ type: 'string', enum: [...values], ...more });

/** The same value, with more said about it (a `$ref` with a description beside it). */
export const annotated = <T>(schema: Schema<T>, more: Annotations) => typed<T>({ ...schema, ...more });

/**
 * The value or null: `type: [type, 'null']` (and null among the `enum`), or `oneOf` the value and null
 * for a `$ref`, which has no type of its own.
 */
export function orNull<T>(schema: Schema<T>, more: Annotations = {}): Schema<T | null> {
  if ('$ref' in schema) return typed<T | null>({ oneOf: [schema, { type: 'null' }], ...more });
  const enumerated = Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {};
  return typed<T | null>({ ...schema, type: [schema.type, 'null'], ...enumerated, ...more });
}

export const arrayOf = <T>(items: Schema<T>, more: Annotations = {}) => typed<T[]>({ type: 'array', items, ...more });

/** An object of any member names, each holding `values`. */
export const recordOf = <T>(values: Schema<T>, more: Annotations = {}) =>
  typed<Record<string, T>>({ type: 'object', additionalProperties: values, ...more });

export const oneOf = <S extends Schema<unknown>[]>(schemas: S, more: Annotations = {}) =>
  typed<Wire<S[number]>>({ oneOf: schemas, ...more });

type Members = Record<string, Schema<unknown>>;
export type ObjectOf<M extends Members> = { [K in keyof M]: Wire<M[K]> };

/** A response object: every member required and none other allowed, so an undocumented member fails the response check. */
export const closedObject = <M extends Members>(properties: M, description?: string) =>
  typed<ObjectOf<M>>({
    type: 'object',
    ...(description ? { description } : {}),
    required: Object.keys(properties),
    properties,
    additionalProperties: false,
  });

/** A schema declared once under `#/components/schemas/<name>`, and a `$ref` to it typed like it. */
export interface Component<N extends string, T> {
  name: N;
  schema: Schema<T>;
  ref: Schema<T>;
}

export const component = <const N extends string, T>(name: N, schema: Schema<T>): Component<N, T> =>
  ({ name, schema, ref: typed<T>(ref(name)) });

/** Components by name, in the order given (the document lists them so). */
export const schemasOf = <C extends Component<string, unknown>[]>(...components: C) =>
  Object.fromEntries(components.map(({ name, schema }) => [name, schema as JsonSchema])) as Record<C[number]['name'], JsonSchema>;

/** An array described before its items (the key order some answers have always been documented in). */
export const describedArrayOf = <T>(description: string, items: Schema<T>) => typed<T[]>({ type: 'array', description, items });

/** The same object without one member. */
export function withoutMember<T, K extends keyof T & string>(schema: Schema<T>, name: K): Schema<Omit<T, K>> {
  const { [name]: _left, ...properties } = schema.properties as JsonSchema;
  return typed({ ...schema, properties, required: (schema.required as string[]).filter((member) => member !== name) });
}
