import { getMetadataStorage } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import type { ISchemaConverters as ConverterTable } from 'class-validator-jsonschema/build/defaultConverters';
import type { ApiRoute, BodyDeclaration } from '../../api-route-declaration';
import { JsonSchema, ref } from '../types';
import { NULL_SKIPS_VALIDATION, additionalConverters } from './converters';
import { transformerMetadata } from '../../validation/transformer-metadata';

/**
 * JSON Schemas of the declared routes' body DTOs and the DTOs they nest, generated from the
 * class-validator decorators they are validated with (and the @JSONSchema descriptions beside them). validateBody() runs with
 * forbidNonWhitelisted, so every object is closed.
 */
export function dtoSchemas(routes: readonly ApiRoute[]): Record<string, JsonSchema> {
  const generated = validationMetadatasToSchemas({
    classValidatorMetadataStorage: getMetadataStorage(),
    classTransformerMetadataStorage: transformerMetadata,
    // Ours write plain JSON Schema 2020-12; the library types converters with openapi3-ts's 3.0 SchemaObject.
    additionalConverters: additionalConverters as unknown as ConverterTable,
    refPointerPrefix: '#/components/schemas/',
  }) as Record<string, JsonSchema>;
  const schemas: Record<string, JsonSchema> = {};
  const add = (name: string) => {
    if (name in schemas) return;
    if (!generated[name]) throw new Error(`class-validator knows no rules for ${name}`);
    schemas[name] = closed(generated[name]);
    for (const [, nested] of JSON.stringify(generated[name]).matchAll(/"#\/components\/schemas\/(\w+)"/g)) add(nested);
  };
  for (const route of routes) if (route.body) add(route.body.dto.name);
  return schemas;
}

function closed(schema: JsonSchema): JsonSchema {
  const properties = Object.entries(schema.properties as Record<string, JsonSchema>)
    .map(([name, property]) => [name, nullableWhenSkipped(property)]);
  return { ...schema, properties: Object.fromEntries(properties), additionalProperties: false };
}

/** IsOptional() lets null through without validating it: the value is `type` or null. */
function nullableWhenSkipped(property: JsonSchema): JsonSchema {
  const { [NULL_SKIPS_VALIDATION]: skipsNull, ...rest } = property;
  if (!skipsNull) return rest;
  if (typeof rest.type !== 'string') throw new Error('a nullable property needs a single type');
  return { ...rest, type: [rest.type, 'null'] };
}

/** The body a route reads: its DTO, wrapped in one member or not, perhaps with at least one field required. */
export function bodySchema({ dto, wrappedIn, requireOneOf }: BodyDeclaration<unknown>): JsonSchema {
  const fields = requireOneOf ? { allOf: [ref(dto.name)], anyOf: requireOneOf.map((field) => ({ required: [field] })) } : ref(dto.name);
  return wrappedIn ? { type: 'object', required: [wrappedIn], properties: { [wrappedIn]: fields }, additionalProperties: false } : fields;
}
