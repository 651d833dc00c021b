import Ajv2020, { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { MAX_DECIMAL_PLACES } from '../../src/adapters/http/openapi/schemas/converters';
import { openApiDocument } from '../../src/adapters/http/openapi/document';
import { JsonSchema } from '../../src/adapters/http/openapi/types';

/**
 * Validation against the OpenAPI document the app serves, built from the app's own code. Schemas are
 * compiled from their place in the document (so `#/components/...` references resolve), once each.
 */
export const document = openApiDocument();
const DOCUMENT_ID = 'openapi.json';
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addKeyword({
  keyword: MAX_DECIMAL_PLACES,
  type: 'number',
  schemaType: 'number',
  // The domain's rule (parseUsdAmount): the shortest decimal form, String(n), has at most that many decimals.
  validate: (max: number, data: number) => new RegExp(`^-?\\d+(\\.\\d{1,${max}})?$`).test(String(data)),
});
ajv.addSchema(document as object, DOCUMENT_ID);

const compiled = new Map<string, ValidateFunction>();

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointer = (...segments: string[]) => segments.map((s) => '/' + escapePointer(s)).join('');

/** A validator for the schema at `at` (a JSON pointer into the document). */
export function schemaAt(at: string): ValidateFunction {
  let validate = compiled.get(at);
  if (!validate) {
    validate = ajv.getSchema(`${DOCUMENT_ID}#${at}`) as ValidateFunction | undefined;
    if (!validate) throw new Error(`no schema at ${at}`);
    compiled.set(at, validate);
  }
  return validate;
}

/** The value at a JSON pointer. */
export function at(at: string): unknown {
  return at
    .split('/')
    .slice(1)
    .reduce<unknown>((node, segment) => (node as Record<string, unknown>)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')], document);
}

/** Follows a `$ref` of a response, header or parameter to the object and its pointer. */
export function deref(where: string): { value: JsonSchema; where: string } {
  const value = at(where) as JsonSchema;
  if (value && typeof value.$ref === 'string') return deref(value.$ref.slice(1));
  if (!value) throw new Error(`nothing at ${where}`);
  return { value, where };
}

export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`).join('; ');
}

export interface Operation {
  template: string;
  method: string;
  where: string;
  operation: JsonSchema;
}

const templates = Object.keys(document.paths).map((template) => ({
  template,
  // Express's defaults: case-insensitive, an optional trailing slash; a parameter is one raw segment.
  pattern: new RegExp(
    '^' + template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+') + '/?$',
    'i',
  ),
  literal: template.replace(/\{[^}]+\}/g, '').length,
}));
templates.sort((a, b) => b.literal - a.literal);

/** The path template a request path belongs to, if the document has one. */
export function templateOf(path: string): string | undefined {
  const bare = path.split('?')[0];
  return templates.find(({ pattern }) => pattern.test(bare))?.template;
}

export function findOperation(method: string, path: string): Operation | undefined {
  const template = templateOf(path);
  const lower = method.toLowerCase();
  const operation = template ? (document.paths[template] as Record<string, JsonSchema>)[lower] : undefined;
  if (!template || !operation) return undefined;
  return { template, method: lower, where: pointer('paths', template, lower), operation };
}

/** Every operation of the document. */
export function operations(): Operation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    Object.keys(item)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => ({ template, method, where: pointer('paths', template, method), operation: (item as Record<string, JsonSchema>)[method] })),
  );
}

/** The validator of an operation's JSON request body. */
export function requestBodySchema(method: string, template: string): ValidateFunction {
  return schemaAt(pointer('paths', template, method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema'));
}
