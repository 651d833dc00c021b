/** A JSON Schema (2020-12) or OpenAPI object as plain JSON. */
export type JsonSchema = { [keyword: string]: unknown };

export type OpenApiDocument = {
  openapi: string;
  info: JsonSchema;
  paths: Record<string, JsonSchema>;
  components: { schemas: Record<string, JsonSchema>; [kind: string]: Record<string, JsonSchema> };
  [member: string]: unknown;
};

export const ref = (name: string, kind: 'schemas' | 'headers' = 'schemas'): JsonSchema => ({
  $ref: `#/components/${kind}/${name}`,
});
