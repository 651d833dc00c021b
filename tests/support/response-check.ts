import Ajv2020, { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Response } from 'supertest';
import { openApiDocument } from '../../src/adapters/http/openapi/document';
import { problemResponses } from '../../src/adapters/http/openapi/responses';
import { MAX_DECIMAL_PLACES } from '../../src/adapters/http/dto/field-schemas';
import { JsonSchema } from '../../src/adapters/http/openapi/types';
import { API_ERRORS } from '../../src/adapters/http/routes/api-route';

export const document = openApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
// The domain's amount rule: the shortest decimal form, String(n), has at most that many decimals.
ajv.addKeyword({ keyword: MAX_DECIMAL_PLACES, type: 'number', schemaType: 'number', validate: (max: number, data: number) => new RegExp(`^-?\\d+(\\.\\d{1,${max}})?$`).test(String(data)) });
ajv.addSchema(document as object, 'openapi.json');

const compiled = new Map<string, ValidateFunction>();
/** A validator for a schema of the document, or taken out of it: its `#/components/…` references still point into the document. */
function validatorOf(schema: JsonSchema): ValidateFunction {
  const text = JSON.stringify(schema).replace(/"#\//g, '"openapi.json#/');
  if (!compiled.has(text)) compiled.set(text, ajv.compile(JSON.parse(text)));
  return compiled.get(text)!;
}

export const pointer = (...segments: string[]) => segments.map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
/** The validator of the schema at a JSON pointer into the document. */
export const schemaAt = (at: string) => validatorOf({ $ref: `#${at}` });
export const describeErrors = (errors: ErrorObject[] | null | undefined) => (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`).join('; ');
/** The node at a JSON pointer into the document; undefined when there is none. */
export const nodeAt = (at: string) =>
  at.split('/').slice(1).reduce<unknown>((node, key) => (node as JsonSchema)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document) as JsonSchema;
const resolve = (node: JsonSchema): JsonSchema => (typeof node.$ref === 'string' ? nodeAt(node.$ref.slice(1)) : node);
/** Every operation the document describes. */
export const operations = Object.entries(document.paths).flatMap(([template, item]) =>
  Object.entries(item).filter(([method]) => method !== 'parameters').map(([method, operation]) => ({ template, method, operation: operation as JsonSchema })),
);

/** Express's matching: case-insensitive, an optional trailing slash, a parameter is one segment. */
const templates = Object.keys(document.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i'),
}));
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
  const template = templates.find(({ pattern }) => pattern.test(bare))?.template;
  const operation = template ? ((document.paths[template] as JsonSchema)[method.toLowerCase()] as JsonSchema | undefined) : undefined;
  const responses = (operation?.responses ?? (/^\/api\/v1(\/|$)/i.test(bare) ? UNKNOWN_API_ROUTE : UNKNOWN_ROUTE)) as Record<string, JsonSchema>;
  const response = responses[String(res.status)];
  if (!response) return [`status ${res.status} is not documented for ${operation ? `${method.toUpperCase()} ${template}` : 'an unknown route'} (documented: ${Object.keys(responses).join(', ')})`];
  return [...headerProblems(response, res), ...contentProblems(response, res)];
}

function headerProblems(response: JsonSchema, res: Response): string[] {
  return Object.entries((response.headers ?? {}) as Record<string, JsonSchema>).flatMap(([name, declared]) => {
    const header = resolve(declared);
    const raw = res.headers[name.toLowerCase()] as string | undefined;
    if (raw === undefined) return header.required ? [`header ${name} is missing`] : [];
    const validate = validatorOf(header.schema as JsonSchema);
    return validate((header.schema as JsonSchema).type === 'integer' && /^\d+$/.test(raw) ? Number(raw) : raw) ? [] : [`header ${name}: ${JSON.stringify(raw)} ${describeErrors(validate.errors)}`];
  });
}

function contentProblems(response: JsonSchema, res: Response): string[] {
  const content = response.content as Record<string, { schema: JsonSchema }> | undefined;
  const type = String(res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!content) return res.text ? [`a body (${type}) where the document describes none`] : [];
  if (!content[type]) return [`content type ${type || '(none)'}; documented: ${Object.keys(content).join(', ')}`];
  const validate = validatorOf(content[type].schema);
  return validate(type === 'application/json' || type.endsWith('+json') ? res.body : (res.text ?? '')) ? [] : [`body: ${describeErrors(validate.errors)}`];
}
