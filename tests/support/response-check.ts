import Ajv2020, { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Response } from 'supertest';
import { OpenApiDocument, openApiDocument, operatorOpenApiDocument } from '../../src/adapters/http/docs/openapi-document';
import { problemResponses } from '../../src/adapters/http/kit/openapi/responses';
import { MAX_DECIMAL_PLACES } from '../../src/adapters/http/kit/validation/field-schemas';
import { JsonSchema } from '../../src/adapters/http/kit/openapi/types';
import { API_ERRORS } from '../../src/adapters/http/kit/api-route-declaration';

/** The merchant API's document (/openapi.json), the one the typed client is generated from. */
export const document = openApiDocument();
/** The document of every other route (/openapi/operator.json). */
export const operatorDocument = operatorOpenApiDocument();
/** Both, by the id their `#/…` references are resolved against; every route of the app is in exactly one. */
export const DOCUMENTS: Record<string, OpenApiDocument> = { 'openapi.json': document, 'operator.json': operatorDocument };

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
// The domain's amount rule: the shortest decimal form, String(n), has at most that many decimals.
ajv.addKeyword({ keyword: MAX_DECIMAL_PLACES, type: 'number', schemaType: 'number', validate: (max: number, data: number) => new RegExp(`^-?\\d+(\\.\\d{1,${max}})?$`).test(String(data)) });
for (const [id, each] of Object.entries(DOCUMENTS)) ajv.addSchema(each as object, id);

const compiled = new Map<string, ValidateFunction>();
/** A validator for a schema of a document, or taken out of it: its `#/components/…` references still point into that document. */
function validatorOf(schema: JsonSchema, id = 'openapi.json'): ValidateFunction {
  const text = JSON.stringify(schema).replace(/"#\//g, `"${id}#/`);
  if (!compiled.has(text)) compiled.set(text, ajv.compile(JSON.parse(text)));
  return compiled.get(text)!;
}

export const pointer = (...segments: string[]) => segments.map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
/** The validator of the schema at a JSON pointer into a document (by default the merchant API's). */
export const schemaAt = (at: string, id = 'openapi.json') => validatorOf({ $ref: `#${at}` }, id);
export const describeErrors = (errors: ErrorObject[] | null | undefined) => (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`).join('; ');
/** The node at a JSON pointer into a document (by default the merchant API's); undefined when there is none. */
export const nodeAt = (at: string, id = 'openapi.json') =>
  at.split('/').slice(1).reduce<unknown>((node, key) => (node as JsonSchema)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], DOCUMENTS[id]) as JsonSchema;
/** A response, parameter or header, or what its `$ref` points at in the same document. */
export const resolve = (node: JsonSchema, id = 'openapi.json'): JsonSchema =>
  typeof node.$ref === 'string' ? nodeAt(node.$ref.slice(1), id) : node;
/** Every operation of both documents, with the id of the one that describes it. */
export const operations = Object.entries(DOCUMENTS).flatMap(([id, each]) =>
  Object.entries(each.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => method !== 'parameters')
      .map(([method, operation]) => ({ id, template, method, operation: operation as JsonSchema })),
  ),
);

/** Express's matching: case-insensitive, an optional trailing slash, a parameter is one segment. */
const templates = Object.entries(DOCUMENTS).flatMap(([id, each]) =>
  Object.keys(each.paths).map((template) => ({
    id,
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i'),
  })),
);
/** Unknown paths and methods: a 404, and under /api/v1 what comes before it (the key, the limit, reading the body). */
const UNKNOWN_ROUTE = problemResponses(['not_found']);
const UNKNOWN_API_ROUTE = problemResponses([...API_ERRORS, 'not_found']);

/**
 * Every answer of the end-to-end suites passes through here: never a 5xx for what a test sends, and
 * every answer is one the OpenAPI document describes (status, content type, headers, body).
 */
export function checkResponse(method: string, path: string, res: Response): void {
  const where = `${method.toUpperCase()} ${path} -> ${res.status}`;
  if (res.status >= 500 && res.status !== 502 && res.status !== 503) throw new Error(`${where}: server error ${JSON.stringify(res.body)}`);
  const problems = openApiProblems(method, path, res);
  if (problems.length > 0) throw new Error(`${where}: the answer is not the one the OpenAPI document describes:\n- ${problems.join('\n- ')}\nbody: ${res.text?.slice(0, 2000)}`);
}

export function openApiProblems(method: string, path: string, res: Response): string[] {
  const bare = path.split('?')[0];
  const match = templates.find(({ pattern }) => pattern.test(bare));
  const item = match ? (DOCUMENTS[match.id].paths[match.template] as JsonSchema) : undefined;
  const operation = item?.[method.toLowerCase()] as JsonSchema | undefined;
  // An unknown route's problems are the merchant API's, whose schemas are in its document.
  const id = operation ? match!.id : 'openapi.json';
  const responses = (operation?.responses ?? (/^\/api\/v1(\/|$)/i.test(bare) ? UNKNOWN_API_ROUTE : UNKNOWN_ROUTE)) as Record<string, JsonSchema>;
  const declared = responses[String(res.status)];
  if (!declared) {
    const route = operation ? `${method.toUpperCase()} ${match!.template}` : 'an unknown route';
    return [`status ${res.status} is not documented for ${route} (documented: ${Object.keys(responses).join(', ')})`];
  }
  const response = resolve(declared, id);
  return [...headerProblems(response, res, id), ...contentProblems(response, res, id)];
}

function headerProblems(response: JsonSchema, res: Response, id: string): string[] {
  return Object.entries((response.headers ?? {}) as Record<string, JsonSchema>).flatMap(([name, declared]) => {
    const header = resolve(declared, id);
    const sent = res.headers[name.toLowerCase()] as string | string[] | undefined;
    if (sent === undefined) return header.required ? [`header ${name} is missing`] : [];
    const validate = validatorOf(header.schema as JsonSchema, id);
    // Set-Cookie is the one header sent once per value: each must match.
    return ([] as string[]).concat(sent).flatMap((raw) =>
      validate((header.schema as JsonSchema).type === 'integer' && /^\d+$/.test(raw) ? Number(raw) : raw) ? [] : [`header ${name}: ${JSON.stringify(raw)} ${describeErrors(validate.errors)}`],
    );
  });
}

function contentProblems(response: JsonSchema, res: Response, id: string): string[] {
  const content = response.content as Record<string, { schema: JsonSchema }> | undefined;
  const type = String(res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!content) return res.text ? [`a body (${type}) where the document describes none`] : [];
  if (!content[type]) return [`content type ${type || '(none)'}; documented: ${Object.keys(content).join(', ')}`];
  const validate = validatorOf(content[type].schema, id);
  return validate(type === 'application/json' || type.endsWith('+json') ? res.body : (res.text ?? '')) ? [] : [`body: ${describeErrors(validate.errors)}`];
}
