import express, { Request, Response } from 'express';
import request from 'supertest';
import { sendJson } from '../../../../src/adapters/http/kit/send-json';

const BODY = { id: 'preq_1', description: 'café ☕ "quoted" </script>', amount: 19.99, items: [1, null, { nested: true }], long: 'x'.repeat(2000) };

/** The same answer written by Express's res.json and by sendJson, on an app set up like ours (no ETag). */
function app(): express.Express {
  const app = express();
  app.set('etag', false);
  app.get('/express', (_req: Request, res: Response) => void res.status(201).json(BODY));
  app.get('/lean', (req: Request, res: Response) => sendJson(req, res, 201, BODY));
  return app;
}

const HEADERS = ['content-type', 'content-length', 'transfer-encoding', 'etag'];

async function answer(path: string, method: 'get' | 'head', headers: Record<string, string>) {
  const res = await request(app())[method](path).set(headers).buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
  });
  return { status: res.status, headers: Object.fromEntries(HEADERS.map((name) => [name, res.headers[name]])), body: res.body as string };
}

describe('sendJson', () => {
  it.each([
    ['GET', 'get', {}],
    ['HEAD', 'head', {}],
    ['GET with If-None-Match: *', 'get', { 'If-None-Match': '*' }],
    ['GET with If-Modified-Since', 'get', { 'If-Modified-Since': new Date().toUTCString() }],
  ] as const)('answers a %s exactly as Express res.json does', async (_name, method, headers) => {
    const expected = await answer('/express', method, headers);
    expect(await answer('/lean', method, headers)).toEqual(expected);
  });

  it('writes the body as JSON in UTF-8 with its length in bytes', async () => {
    const res = await answer('/lean', 'get', {});
    expect(JSON.parse(res.body)).toEqual(BODY);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
