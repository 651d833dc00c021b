import type { MetadataStorage as TransformerMetadata } from 'class-transformer/types/MetadataStorage';
import { getMetadataStorage } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import type { ISchemaConverters as ConverterTable } from 'class-validator-jsonschema/build/defaultConverters';
import type { ApiRoute, BodyDeclaration } from '../../routes/api-route';
import { JsonSchema, ref } from '../types';
import { NULL_SKIPS_VALIDATION, additionalConverters } from './converters';

// class-transformer keeps @Type() (the class of a nested object) here; it publishes no typings for the path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: TransformerMetadata };

/** What the decorators cannot say: rules that need the database, and what a field means. */
const NOTES: Record<string, Record<string, string>> = {
  CustomerBody: {
    dni: 'The customer\'s national id, passport or tax id. A dni this merchant has used before is "registered".',
    email: 'Required, with first_name and last_name, when the dni is not registered yet.',
    first_name: 'Required when the dni is not registered yet. Accepted, never returned.',
    last_name: 'Required when the dni is not registered yet. Accepted, never returned.',
  },
  CreatePaymentRequestBody: { external_id: 'The merchant\'s own reference; null or left out means none.' },
  C2pPaymentBody: {
    issuer_payer_id: 'The payer\'s id: V, E, J, G, P or C, an optional dash, then 5 to 10 digits.',
    issuer_bank_id: 'The 4-digit code the central bank (BCV) gives the payer\'s bank.',
    payment_request_id: 'The payment request to pay; one that is not this merchant\'s is not found (404).',
    otp_token: 'The one-time password the payer\'s bank issued (banks issue 6 or 8 digits).',
  },
  CreateWebhookEndpointBody: { url: 'An absolute `https` URL whose host resolves only to public addresses; otherwise a 422 on `url` (see the operation).' },
  UpdateWebhookEndpointBody: { url: 'Checked like at creation.', description: 'Null removes it.', events: 'Null: every event type.' },
  CardPaymentBody: {
    card_number: '12 to 19 digits; single spaces may separate groups. It must pass the Luhn check and be Visa or Mastercard, or the payment is declined (402).',
    card_customer_id: 'The cardholder\'s id: V, E, J, G, P or C, an optional dash, then 5 to 10 digits.',
    card_expiry_date: '`MM/YY`; an expired card is declined (402).',
    payment_request_id: 'The payment request to pay; one that is not this merchant\'s is not found (404).',
  },
};

/**
 * JSON Schemas of the declared routes' body DTOs and the DTOs they nest, generated from the
 * class-validator decorators they are validated with. validateBody() runs with
 * forbidNonWhitelisted, so every object is closed.
 */
export function dtoSchemas(routes: readonly ApiRoute[]): Record<string, JsonSchema> {
  const generated = validationMetadatasToSchemas({
    classValidatorMetadataStorage: getMetadataStorage(),
    classTransformerMetadataStorage: defaultMetadataStorage,
    // Ours write plain JSON Schema 2020-12; the library types converters with openapi3-ts's 3.0 SchemaObject.
    additionalConverters: additionalConverters as unknown as ConverterTable,
    refPointerPrefix: '#/components/schemas/',
  }) as Record<string, JsonSchema>;
  const schemas: Record<string, JsonSchema> = {};
  const add = (name: string) => {
    if (name in schemas) return;
    if (!generated[name]) throw new Error(`class-validator knows no rules for ${name}`);
    schemas[name] = closed(generated[name], NOTES[name] ?? {});
    for (const [, nested] of JSON.stringify(generated[name]).matchAll(/"#\/components\/schemas\/(\w+)"/g)) add(nested);
  };
  for (const route of routes) if (route.body) add(route.body.dto.name);
  return schemas;
}

function closed(schema: JsonSchema, notes: Record<string, string>): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema>;
  const stale = Object.keys(notes).filter((name) => !(name in properties));
  if (stale.length > 0) throw new Error(`notes for fields the DTO does not have: ${stale.join(', ')}`);
  const noted = (name: string, property: JsonSchema) => (notes[name] ? { description: notes[name], ...property } : property);
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, noted(name, nullableWhenSkipped(property))])),
    additionalProperties: false,
  };
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
