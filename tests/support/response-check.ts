import { Response } from 'supertest';
import { JsonSchema } from '../../src/adapters/http/openapi/types';
import { deref, describeErrors, findOperation, pointer, schemaAt } from './openapi-validator';

/**
 * Every answer of the end-to-end suites passes through here. Never a 5xx for what a test sends,
 * every error is problem+json with the contract's members, and every answer is one the OpenAPI
 * document describes: a documented status, its content type, its headers and a body its schema accepts.
 */
export function checkResponse(method: string, path: string, res: Response): void {
  const where = `${method.toUpperCase()} ${path} -> ${res.status}`;
  if (res.status >= 500 && res.status !== 502 && res.status !== 503) {
    throw new Error(`${where}: server error ${JSON.stringify(res.body)}`);
  }
  if (res.status >= 400) {
    if (!String(res.headers['content-type']).startsWith('application/problem+json')) {
      throw new Error(`${where}: an error must be application/problem+json, got ${res.headers['content-type']}`);
    }
    for (const member of ['type', 'title', 'status', 'detail', 'code']) {
      if (!(member in res.body)) throw new Error(`${where}: problem body lacks ${member}: ${JSON.stringify(res.body)}`);
    }
    if (res.body.status !== res.status) throw new Error(`${where}: problem status ${res.body.status} differs`);
  }
  const problems = openApiProblems(method, path, res);
  if (problems.length > 0) {
    throw new Error(`${where}: the answer is not the one the OpenAPI document describes:\n- ${problems.join('\n- ')}\nbody: ${res.text?.slice(0, 2000)}`);
  }
}

const responses = (names: [status: string, response: string][]) =>
  Object.fromEntries(names.map(([status, name]) => [status, pointer('components', 'responses', name)]));

/**
 * A path and method the document does not have: the unknown-route 404, or under /api/v1 what comes
 * before routing (the key, the rate limit, reading the body, the database behind the key).
 */
const UNKNOWN_ROUTE = responses([['404', 'UnknownRoute']]);
const UNKNOWN_API_ROUTE = responses(
  [
    ['400', 'BadRequest'], ['401', 'Unauthorized'], ['404', 'UnknownRoute'], ['413', 'PayloadTooLarge'],
    ['415', 'UnsupportedMediaType'], ['429', 'RateLimited'], ['503', 'ServiceUnavailable'],
  ],
);

/** Where each documented status's response object is, for this request. */
function documented(method: string, path: string): { label: string; byStatus: Record<string, string> } {
  const operation = findOperation(method, path);
  if (operation) {
    const statuses = Object.keys(operation.operation.responses as JsonSchema);
    return {
      label: `${operation.method.toUpperCase()} ${operation.template}`,
      byStatus: Object.fromEntries(statuses.map((status) => [status, `${operation.where}${pointer('responses', status)}`])),
    };
  }
  const underApi = /^\/api\/v1(\/|$)/i.test(path);
  return { label: 'an unknown route', byStatus: underApi ? UNKNOWN_API_ROUTE : UNKNOWN_ROUTE };
}

export function openApiProblems(method: string, path: string, res: Response): string[] {
  const { label, byStatus } = documented(method, path);
  const status = String(res.status);
  const key = [status, `${status[0]}XX`, 'default'].find((candidate) => candidate in byStatus);
  if (!key) return [`status ${status} is not documented for ${label} (documented: ${Object.keys(byStatus).join(', ')})`];
  const { value: response, where } = deref(byStatus[key]);
  return [...headerProblems(response, where, res), ...contentProblems(response, where, res)];
}

function headerProblems(response: JsonSchema, responseWhere: string, res: Response): string[] {
  return Object.keys((response.headers ?? {}) as Record<string, JsonSchema>).flatMap((name) => {
    const { value: header, where } = deref(`${responseWhere}${pointer('headers', name)}`);
    const raw = res.headers[name.toLowerCase()] as string | undefined;
    if (raw === undefined) return header.required ? [`header ${name} is missing`] : [];
    const type = (header.schema as JsonSchema).type;
    const value = (type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
    const validate = schemaAt(`${where}/schema`);
    return validate(value) ? [] : [`header ${name}: ${JSON.stringify(raw)} ${describeErrors(validate.errors)}`];
  });
}

function contentProblems(response: JsonSchema, where: string, res: Response): string[] {
  const content = response.content as Record<string, JsonSchema> | undefined;
  const contentType = String(res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!content) return res.text ? [`a body (${contentType}) where the document describes none`] : [];
  if (!(contentType in content)) return [`content type ${contentType || '(none)'}; documented: ${Object.keys(content).join(', ')}`];
  const json = contentType === 'application/json' || contentType.endsWith('+json');
  const body = json ? res.body : (res.text ?? res.body);
  const validate = schemaAt(`${where}${pointer('content', contentType, 'schema')}`);
  if (Buffer.isBuffer(body)) return validate('') ? [] : ['a binary body where the document describes something else'];
  return validate(body) ? [] : [`body: ${describeErrors(validate.errors)}`];
}
