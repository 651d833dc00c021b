import Ajv2020 from 'ajv/dist/2020';
import { ERROR_CODES, ErrorCode } from '../../../src/adapters/http/error-codes';
import { JsonSchema } from '../../../src/adapters/http/openapi/types';
import { describeErrors, document, nodeAt, operations, pointer, schemaAt } from '../../support/response-check';

/** Every object in the document with its JSON pointer. */
function* walk(node: unknown, where = ''): Generator<{ node: JsonSchema; where: string }> {
  if (typeof node !== 'object' || node === null) return;
  if (!Array.isArray(node)) yield { node: node as JsonSchema, where };
  for (const [key, child] of Object.entries(node)) yield* walk(child, `${where}${pointer(key)}`);
}

describe('The OpenAPI document', () => {
  it('is OpenAPI 3.1 as plain JSON; it resolves every $ref, and every schema is JSON Schema 2020-12 that compiles', () => {
    expect(document).toMatchObject({ openapi: '3.1.0', info: { title: expect.any(String), version: expect.any(String) }, servers: [expect.objectContaining({ url: '/' })] });
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
    const refs = [...walk(document)].filter(({ node }) => typeof node.$ref === 'string');
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter(({ node }) => nodeAt(String(node.$ref).slice(1)) === undefined).map(({ where, node }) => `${where} -> ${node.$ref}`)).toEqual([]);
    const meta = new Ajv2020({ strict: false });
    for (const [name, schema] of Object.entries(document.components.schemas)) expect({ name, errors: meta.validateSchema(schema) ? '' : describeErrors(meta.errors) }).toEqual({ name, errors: '' });
    for (const { where } of [...walk(document)].filter(({ where }) => where.endsWith('/schema'))) expect(() => schemaAt(where)).not.toThrow();
  });

  it('holds every example to its schema', () => {
    const examples = [...walk(document)].flatMap(({ node, where }) => {
      if (!node.examples || !(node.schema || node.type || node.enum || node.const)) return [];
      const values = Array.isArray(node.examples) ? node.examples : Object.values(node.examples as Record<string, { value: unknown }>).map((e) => e.value);
      return values.map((value) => ({ where: node.schema ? `${where}/schema` : where, value }));
    });
    expect(examples.length).toBeGreaterThan(15);
    for (const { where, value } of examples) {
      const validate = schemaAt(where);
      expect({ where, value, errors: validate(value) ? '' : describeErrors(validate.errors) }).toEqual({ where, value, errors: '' });
    }
  });

  it('gives every operation a unique id, a tag it lists, a success answer and each path parameter', () => {
    const tags = new Set((document.tags as { name: string }[]).map((tag) => tag.name));
    expect(new Set(operations.map(({ operation }) => operation.operationId)).size).toBe(operations.length);
    for (const { template, method, operation } of operations) {
      const parameters = [...((document.paths[template].parameters ?? []) as JsonSchema[]), ...((operation.parameters ?? []) as JsonSchema[])];
      expect({ at: `${method} ${template}`, tagged: (operation.tags as string[]).every((tag) => tags.has(tag)), success: Object.keys(operation.responses as object).some((s) => /^[23]/.test(s)), path: parameters.filter((p) => p.in === 'path').map((p) => p.name) })
        .toEqual({ at: `${method} ${template}`, tagged: true, success: true, path: [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]) });
    }
  });

  it('guards /api/v1 with the secret key and leaves the other routes open', () => {
    expect(document.security).toEqual([{ secretKey: [] }]);
    const isOpen = (security?: object[]) => security !== undefined && (security.length === 0 || security.some((s) => Object.keys(s).length === 0));
    const open = operations.filter(({ operation }) => isOpen(operation.security as object[] | undefined)).map(({ template }) => template);
    expect(open).toEqual(operations.map(({ template }) => template).filter((template) => !template.startsWith('/api/v1/')));
  });

  it('answers problems only with codes of the error table, under their status and title', () => {
    const problems = Object.entries(document.components.schemas).filter(([name]) => name !== 'Problem' && name.endsWith('Problem'));
    expect(problems.map(([, schema]) => (schema.properties as Record<string, JsonSchema>).code.const).sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const { node, where } of [...walk(document.paths)].filter(({ where }) => where.endsWith('/application~1problem+json'))) {
      const status = Number(where.split('/').at(-3));
      const refs = [...JSON.stringify(node).matchAll(/#\/components\/schemas\/(\w+)/g)].map((m) => document.components.schemas[m[1]].properties as Record<string, JsonSchema>);
      for (const { code, title, status: declared } of refs) {
        const entry = ERROR_CODES[code.const as ErrorCode];
        expect({ where, status: declared.const, inTable: entry.status, title: title.const }).toEqual({ where, status, inTable: status, title: entry.title });
      }
    }
  });
});
