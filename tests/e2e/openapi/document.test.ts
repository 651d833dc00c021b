import Ajv2020 from 'ajv/dist/2020';
import { ERROR_CODES, ErrorCode } from '../../../src/adapters/http/kit/error-codes';
import { JsonSchema } from '../../../src/adapters/http/kit/openapi/types';
import { DOCUMENTS, describeErrors, document, nodeAt, operations, operatorDocument, pointer, resolve, schemaAt } from '../../support/response-check';

/** Every object in the document with its JSON pointer. */
function* walk(node: unknown, where = ''): Generator<{ node: JsonSchema; where: string }> {
  if (typeof node !== 'object' || node === null) return;
  if (!Array.isArray(node)) yield { node: node as JsonSchema, where };
  for (const [key, child] of Object.entries(node)) yield* walk(child, `${where}${pointer(key)}`);
}

describe.each(Object.entries(DOCUMENTS))('The OpenAPI document %s', (id, each) => {
  it('is OpenAPI 3.1 as plain JSON; it resolves every $ref, and every schema is JSON Schema 2020-12 that compiles', () => {
    expect(each).toMatchObject({ openapi: '3.1.0', info: { title: expect.any(String), version: expect.any(String) }, servers: [expect.objectContaining({ url: '/' })] });
    expect(JSON.parse(JSON.stringify(each))).toEqual(each);
    const refs = [...walk(each)].filter(({ node }) => typeof node.$ref === 'string');
    expect(refs.length).toBeGreaterThan(20);
    expect(refs.filter(({ node }) => nodeAt(String(node.$ref).slice(1), id) === undefined).map(({ where, node }) => `${where} -> ${node.$ref}`)).toEqual([]);
    const meta = new Ajv2020({ strict: false });
    for (const [name, schema] of Object.entries(each.components.schemas)) expect({ name, errors: meta.validateSchema(schema) ? '' : describeErrors(meta.errors) }).toEqual({ name, errors: '' });
    for (const { where } of [...walk(each)].filter(({ where }) => where.endsWith('/schema'))) expect(() => schemaAt(where, id)).not.toThrow();
  });

  it('declares each component once and uses every one (the merchant API\'s Problem is for the client)', () => {
    const declared = Object.entries(each.components).flatMap(([kind, entries]) => Object.keys(entries).map((name) => `${kind}/${name}`));
    const text = JSON.stringify(each);
    const used = (path: string) => text.includes(`"#/components/${path}"`) || (path.startsWith('securitySchemes/') && text.includes(`"${path.split('/')[1]}":[]`));
    expect(declared.filter((path) => !used(path))).toEqual(id === 'openapi.json' ? ['schemas/Problem'] : []);
  });

  it('holds every example to its schema', () => {
    const examples = [...walk(each)].flatMap(({ node, where }) => {
      if (!node.examples || !(node.schema || node.type || node.enum || node.const)) return [];
      const values = Array.isArray(node.examples) ? node.examples : Object.values(node.examples as Record<string, { value: unknown }>).map((e) => e.value);
      return values.map((value) => ({ where: node.schema ? `${where}/schema` : where, value }));
    });
    expect(examples.length).toBeGreaterThan(id === 'openapi.json' ? 15 : 0);
    for (const { where, value } of examples) {
      const validate = schemaAt(where, id);
      expect({ where, value, errors: validate(value) ? '' : describeErrors(validate.errors) }).toEqual({ where, value, errors: '' });
    }
  });

  it('gives every operation a unique id, a tag it lists, a success answer and each path parameter', () => {
    const tags = new Set(each.tags.map((tag) => tag.name));
    const own = operations.filter((operation) => operation.id === id);
    expect(new Set(own.map(({ operation }) => operation.operationId)).size).toBe(own.length);
    for (const { template, method, operation } of own) {
      const parameters = [...((each.paths[template].parameters ?? []) as JsonSchema[]), ...((operation.parameters ?? []) as JsonSchema[])].map((p) => resolve(p, id));
      expect({ at: `${method} ${template}`, tagged: (operation.tags as string[]).every((tag) => tags.has(tag)), success: Object.keys(operation.responses as object).some((s) => /^[23]/.test(s)), path: parameters.filter((p) => p.in === 'path').map((p) => p.name) })
        .toEqual({ at: `${method} ${template}`, tagged: true, success: true, path: [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]) });
    }
  });

  it('answers problems only with codes of the error table, under their status and title', () => {
    const problems = Object.entries(each.components.schemas).filter(([name]) => name !== 'Problem' && /.Problem$/.test(name));
    if (id === 'openapi.json') expect(problems.map(([, schema]) => (schema.properties as Record<string, JsonSchema>).code.const).sort()).toEqual(Object.keys(ERROR_CODES).sort());
    const answers = operations.filter((operation) => operation.id === id).flatMap(({ operation }) => Object.entries(operation.responses as Record<string, JsonSchema>));
    expect(answers.length).toBeGreaterThan(0);
    for (const [status, answer] of answers) {
      const content = resolve(answer, id).content as Record<string, JsonSchema> | undefined;
      const refs = [...JSON.stringify(content?.['application/problem+json'] ?? {}).matchAll(/#\/components\/schemas\/(\w+)/g)].map((m) => each.components.schemas[m[1]].properties as Record<string, JsonSchema>);
      for (const { code, title, status: declared } of refs) {
        const entry = ERROR_CODES[code.const as ErrorCode];
        expect({ code: code.const, status: declared.const, inTable: entry.status, title: title.const }).toEqual({ code: code.const, status: Number(status), inTable: Number(status), title: entry.title });
      }
    }
  });
});

describe('The two documents', () => {
  it('guard /api/v1 with the secret key, in the merchant API\'s, and leave the other routes open, in the operator one', () => {
    expect([document.security, operatorDocument.security]).toEqual([[{ secretKey: [] }], undefined]);
    const isOpen = (security?: object[]) => security !== undefined && (security.length === 0 || security.some((s) => Object.keys(s).length === 0));
    expect(operations.filter(({ id }) => id === 'openapi.json').every(({ template, operation }) => template.startsWith('/api/v1/') && operation.security === undefined)).toBe(true);
    expect(operations.filter(({ id }) => id === 'operator.json').every(({ template, operation }) => !template.startsWith('/api/v1') && isOpen(operation.security as object[]))).toBe(true);
  });

  // 171 KB when every operation carried its own copy of the shared answers; 84 KB once they were shared,
  // 95.3 KB with the API keys operations and livemode (one shared Livemode schema, referenced); 112.7 KB with refunds;
  // 123.4 KB with reported transfers (their 202 layout) and pago_movil; 170.2 KB with bank accounts and payment links
  // (their four operations 10.4 KB, payment_link_id on the requests' views and list); the merchant's profile about 6 KB more.
  it('keep the merchant API\'s under 195 KB, its shared answers declared once', () => {
    // 184 KB before the C2P key's operation (10 KB with its body, answers and problems), 2026-12-08.
    expect(JSON.stringify(document).length).toBeLessThanOrEqual(195_000);
  });

  it('declare the answers every /api/v1 operation shares once, under components/responses, and only the successes inline', () => {
    const shared = { 400: 'BadRequest', 401: 'Unauthorized', 413: 'PayloadTooLarge', 415: 'UnsupportedMediaType', 429: 'RateLimited', 500: 'InternalError' };
    for (const { template, method, operation } of operations.filter(({ id }) => id === 'openapi.json')) {
      const answers = operation.responses as Record<string, JsonSchema>;
      // The C2P key's own limits answer 429 too (too_many_c2p_keys), beside the key's rate limit.
      const refs = Object.fromEntries(Object.keys(shared).map((status) => [status, String(answers[status].$ref).replace(/OrTooManyC2pKeys$/, '')]));
      const inline = Object.entries(answers).filter(([, answer]) => answer.$ref === undefined).map(([status]) => status);
      // One success each; a reported transfer also has its 202 (taken, not confirmed yet).
      const successes = template === '/api/v1/checkouts/p2p' ? ['201', '202'] : [expect.stringMatching(/^2\d\d$/)];
      expect({ at: `${method} ${template}`, refs, inline })
        .toEqual({ at: `${method} ${template}`, refs: Object.fromEntries(Object.entries(shared).map(([status, name]) => [status, `#/components/responses/${name}`])), inline: successes });
    }
  });
});
