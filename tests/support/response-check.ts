import { Response } from 'supertest';

/**
 * Every answer of the end-to-end suites passes through here. Never a 5xx for what a test sends, and
 * every error is problem+json with the contract's members.
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
}
