import Ajv2020 from 'ajv/dist/2020';
import { JsonSchema } from '../../../src/adapters/http/openapi/types';
import { at, deref, describeErrors, document, operations, pointer, schemaAt } from '../../support/openapi-validator';

/** Every object in the document with its JSON pointer. */
function* walk(node: unknown, where = ''): Generator<{ node: JsonSchema; where: string }> {
  if (typeof node !== 'object' || node === null) return;
  if (!Array.isArray(node)) yield { node: node as JsonSchema, where };
  for (const [key, child] of Object.entries(node)) yield* walk(child, `${where}${pointer(key)}`);
}

const API = /^\/api\/v1\//;
const statusesOf = (operation: JsonSchema) => Object.keys(operation.responses as JsonSchema);

describe('The OpenAPI document', () => {
  it('is OpenAPI 3.1 with info, servers, tags and a bearer security scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.components.securitySchemes.secretKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('resolves every $ref', () => {
    const refs = [...walk(document)].filter(({ node }) => typeof node.$ref === 'string');
    expect(refs.length).toBeGreaterThan(50);
    const broken = refs.filter(({ node }) => !String(node.$ref).startsWith('#/') || at(String(node.$ref).slice(1)) === undefined);
    expect(broken.map(({ node, where }) => `${where} -> ${node.$ref}`)).toEqual([]);
  });

  it('gives every operation a unique operationId, a known tag, a summary and a success response', () => {
    const tags = new Set((document.tags as { name: string }[]).map((tag) => tag.name));
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { template, method, operation } of operations()) {
      const label = `${method} ${template}`;
      expect({ label, tags: (operation.tags as string[]).every((tag) => tags.has(tag)), summary: typeof operation.summary }).toEqual({ label, tags: true, summary: 'string' });
      expect({ label, success: statusesOf(operation).some((status) => /^[23]\d\d$/.test(status)) }).toEqual({ label, success: true });
    }
  });

  it('declares every path parameter of every template, and no other', () => {
    for (const { template, method, operation } of operations()) {
      const item = document.paths[template] as JsonSchema;
      const declared = [...((item.parameters ?? []) as JsonSchema[]), ...((operation.parameters ?? []) as JsonSchema[])]
        .filter((parameter) => parameter.in === 'path');
      const inTemplate = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      expect({ at: `${method} ${template}`, names: declared.map((p) => p.name).sort() }).toEqual({ at: `${method} ${template}`, names: inTemplate.sort() });
      for (const parameter of declared) expect(parameter.required).toBe(true);
    }
  });

  it('describes every response, and every schema is valid JSON Schema 2020-12 that compiles', () => {
    const metaValidator = new Ajv2020({ strict: false });
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect({ name, valid: metaValidator.validateSchema(schema), errors: describeErrors(metaValidator.errors) }).toEqual({ name, valid: true, errors: '' });
    }
    const schemas = [...walk(document)].filter(({ where }) => /\/(schema)$/.test(where) || /^\/components\/schemas\/[^/]+$/.test(where));
    expect(schemas.length).toBeGreaterThan(60);
    for (const { where } of schemas) expect(() => schemaAt(where)).not.toThrow();
    for (const { template, method, operation } of operations()) {
      for (const status of statusesOf(operation)) {
        const { value } = deref(pointer('paths', template, method, 'responses', status));
        expect({ at: `${method} ${template} ${status}`, description: typeof value.description }).toEqual({ at: `${method} ${template} ${status}`, description: 'string' });
      }
    }
  });

  it('holds every example to its schema', () => {
    const examples = [...walk(document)].flatMap(({ node, where }) => {
      if (!node.examples || !(node.schema || node.type || node.enum || node.const)) return [];
      const schemaWhere = node.schema ? `${where}/schema` : where;
      const values = Array.isArray(node.examples) ? node.examples : Object.values(node.examples as Record<string, { value: unknown }>).map((e) => e.value);
      return values.map((value) => ({ where: schemaWhere, value }));
    });
    expect(examples.length).toBeGreaterThan(15);
    for (const { where, value } of examples) {
      const validate = schemaAt(where);
      expect({ where, value, errors: validate(value) ? '' : describeErrors(validate.errors) }).toEqual({ where, value, errors: '' });
    }
  });

  it('guards /api/v1 with the secret key and leaves the other routes open', () => {
    expect(document.security).toEqual([{ secretKey: [] }]);
    for (const { template, operation } of operations()) {
      if (API.test(template)) expect({ template, security: operation.security }).toEqual({ template, security: undefined });
      else expect({ template, open: (operation.security as object[]).length === 0 || (operation.security as object[]).some((s) => Object.keys(s).length === 0) }).toEqual({ template, open: true });
    }
  });

  it('lists the errors of CONTRACT.md §3 on every /api/v1 operation that can give them', () => {
    for (const { template, method, operation } of operations().filter((o) => API.test(o.template))) {
      const statuses = statusesOf(operation);
      const expected = ['400', '401', '413', '415', '429', '500', '503'];
      if (operation.requestBody) expected.push('422');
      if (template.includes('{id}')) expected.push('404');
      if (template.startsWith('/api/v1/checkouts/')) expected.push('402', '404', '409', '502');
      expect({ at: `${method} ${template}`, missing: expected.filter((status) => !statuses.includes(status)) }).toEqual({ at: `${method} ${template}`, missing: [] });
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const { value } = deref(pointer('paths', template, method, 'responses', status));
        expect({ at: `${method} ${template} ${status}`, content: Object.keys(value.content as object) }).toEqual({ at: `${method} ${template} ${status}`, content: ['application/problem+json'] });
      }
    }
  });

  it('names WWW-Authenticate on a 401 and Retry-After on a 429, and X-Request-Id on every answer', () => {
    const header = (template: string, method: string, status: string, name: string) =>
      ((deref(pointer('paths', template, method, 'responses', status)).value.headers ?? {}) as JsonSchema)[name];
    for (const { template, method, operation } of operations()) {
      for (const status of statusesOf(operation)) expect({ template, status, header: header(template, method, status, 'X-Request-Id') }).toEqual({ template, status, header: expect.anything() });
      if (statusesOf(operation).includes('401')) expect(header(template, method, '401', 'WWW-Authenticate')).toBeDefined();
      if (statusesOf(operation).includes('429')) expect(header(template, method, '429', 'Retry-After')).toBeDefined();
    }
  });

  it('generates the request bodies from the DTOs: closed objects with the DTO rules', () => {
    const schemas = document.components.schemas;
    expect(schemas.CreatePaymentRequestBody).toMatchObject({ additionalProperties: false, required: ['amount', 'description', 'customer'] });
    expect(schemas.CustomerBody).toMatchObject({ additionalProperties: false, required: ['dni'] });
    expect((schemas.CreatePaymentRequestBody.properties as JsonSchema).external_id).toMatchObject({ type: ['string', 'null'] });
    expect((schemas.C2pPaymentBody.properties as JsonSchema).issuer_bank_id).toMatchObject({ enum: expect.arrayContaining(['0102', '0134']) });
    expect(schemas.CardPaymentBody.required).toEqual(['card_number', 'card_customer_id', 'card_expiry_date', 'payment_request_id', 'card_cvv']);
  });
});
