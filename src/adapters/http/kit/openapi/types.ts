/** A JSON Schema (2020-12) or OpenAPI object as plain JSON. */
export type JsonSchema = { [keyword: string]: unknown };

export const ref = (name: string, kind: 'schemas' | 'headers' | 'responses' | 'parameters' = 'schemas'): JsonSchema => ({
  $ref: `#/components/${kind}/${name}`,
});
