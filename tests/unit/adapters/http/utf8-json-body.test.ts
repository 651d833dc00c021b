import { AddressInfo, connect } from 'node:net';
import { Server } from 'node:http';
import express, { NextFunction, Request, Response } from 'express';
import { utf8JsonBody } from '../../../../src/adapters/http/kit/middleware/utf8-json-body';
import { toProblem } from '../../../../src/adapters/http/kit/error-mapping';

const LIMIT = 64;

/** What a client sees: the status, and the body read or the problem's code. */
function appReading(plainJsonShortcut: boolean): express.Express {
  const app = express();
  app.post('/', utf8JsonBody(LIMIT, { plainJsonShortcut }), (req: Request, res: Response) => {
    res.json({ body: req.body === undefined ? 'nothing' : req.body });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const { problem } = toProblem(error);
    res.status(problem.status).json({ code: problem.code, detail: problem.detail });
  });
  return app;
}

function listen(app: express.Express): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** Sends `head` (without the request line) and `body` as they are, and resolves with the answer's status line and body. */
function send(server: Server, head: string[], body: Buffer): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('end', () => {
      const answer = Buffer.concat(received).toString('utf8');
      resolve(`${answer.split('\r\n')[0]} ${answer.slice(answer.indexOf('\r\n\r\n') + 4)}`);
    });
    socket.on('error', reject);
    socket.write(Buffer.concat([Buffer.from(['POST / HTTP/1.1', 'Host: x', 'Connection: close', ...head, '', ''].join('\r\n')), body]));
  });
}

const json = (type: string, body: string | Buffer): [string[], Buffer] => {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return [[`Content-Type: ${type}`, `Content-Length: ${bytes.length}`], bytes];
};

const CASES: Record<string, [string[], Buffer]> = {
  'an object': json('application/json', '{"amount":10.5,"description":"Café ☕"}'),
  'an array': json('application/json', '[1,2]'),
  'a charset in capitals': json('Application/JSON; charset=UTF-8', '{"a":1}'),
  'a charset without a space': json('application/json;charset=utf-8', '{"a":1}'),
  'leading whitespace': json('application/json', ' \n\t{"a":1}'),
  'a byte order mark': json('application/json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')])),
  'a byte order mark alone': json('application/json', Buffer.from([0xef, 0xbb, 0xbf])),
  'an empty body': json('application/json', ''),
  'a string at the top': json('application/json', '"text"'),
  'a number at the top': json('application/json', ' 42'),
  'text that is not JSON': json('application/json', '{"a":'),
  'bytes that are not UTF-8': json('application/json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])),
  'a body over the limit': json('application/json', `{"a":"${'x'.repeat(LIMIT)}"}`),
  'a body at the limit': json('application/json', `{"a":"${'x'.repeat(LIMIT - 8)}"}`),
  'another charset': json('application/json; charset=latin1', '{"a":1}'),
  'a +json type': json('application/merge-patch+json', '{"a":1}'),
  'another media type': json('text/plain', '{"a":1}'),
  'a chunked body': [['Content-Type: application/json', 'Transfer-Encoding: chunked'], Buffer.from('7\r\n{"a":1}\r\n0\r\n\r\n')],
  'an unknown content encoding': [['Content-Type: application/json', 'Content-Encoding: zip', 'Content-Length: 7'], Buffer.from('{"a":1}')],
};

describe('utf8JsonBody: the plain JSON shortcut answers as body-parser does', () => {
  let shortcut: Server;
  let bodyParser: Server;
  beforeAll(async () => {
    [shortcut, bodyParser] = await Promise.all([listen(appReading(true)), listen(appReading(false))]);
  });
  afterAll(async () => {
    await Promise.all([shortcut, bodyParser].map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it.each(Object.entries(CASES))('for %s', async (_name, [head, body]) => {
    const [quick, reference] = await Promise.all([send(shortcut, head, body), send(bodyParser, head, body)]);
    expect(quick).toBe(reference);
  });

  it('reads the body it takes, non-ASCII text included', async () => {
    const [head, body] = CASES['an object'];
    expect(await send(shortcut, head, body)).toBe('HTTP/1.1 200 OK {"body":{"amount":10.5,"description":"Café ☕"}}');
  });

  it.each([
    ['text that is not JSON', 'HTTP/1.1 400 Bad Request', 'bad_request'],
    ['bytes that are not UTF-8', 'HTTP/1.1 415 Unsupported Media Type', 'unsupported_media_type'],
    ['a body over the limit', 'HTTP/1.1 413 Payload Too Large', 'payload_too_large'],
  ])('refuses %s', async (name, statusLine, code) => {
    const [head, body] = CASES[name];
    const answer = await send(shortcut, head, body);
    expect(answer.startsWith(statusLine)).toBe(true);
    expect(answer).toContain(`"code":"${code}"`);
  });
});
