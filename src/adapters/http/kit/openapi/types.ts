import { ID_PREFIX } from '../../../../domain/ids';

/** A JSON Schema (2020-12) or OpenAPI object as plain JSON. */
export type JsonSchema = { [keyword: string]: unknown };

export const ref = (name: string, kind: 'schemas' | 'headers' | 'responses' | 'parameters' = 'schemas'): JsonSchema => ({
  $ref: `#/components/${kind}/${name}`,
});

/** A response object: every member required and none other allowed, so an undocumented member fails the response check. */
export const closedObject = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  required: Object.keys(properties),
  properties,
  additionalProperties: false,
});

/** An id of this kind: its prefix, then letters and digits. */
export const idSchema = (kind: keyof typeof ID_PREFIX, more: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  pattern: `^${ID_PREFIX[kind]}[A-Za-z0-9]+$`,
  ...more,
});

/** The management view's times. */
/** Every payment request, event and webhook endpoint says which mode it belongs to (the `Livemode` schema). */
export const LIVEMODE_SCHEMA: JsonSchema = {
  type: 'boolean',
  description: 'true: made with a live key (`sk_live_…`), paid through the configured banks; ' +
    'false: made with a test key, paid through the sandbox only.',
};

export const UNIX_TIME: JsonSchema = { type: 'integer', description: 'Unix time in seconds.', examples: [1767225600] };

export const LIVEMODE: JsonSchema = ref('Livemode');
