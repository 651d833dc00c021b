import { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { closeServer } from './close-server';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/** How the receiver answers one request: a status, or holding it open until released. */
export type Answer = number | 'hold';

/**
 * A real HTTP server in the test process that records every webhook it gets. `answer` decides each
 * reply (default 200); it also tracks how many requests per webhook-id are open at once.
 */
export interface WebhookReceiver {
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedWebhook[];
  answer: (webhook: ReceivedWebhook, index: number) => Answer;
  /** The most requests for one webhook-id that were ever open at the same time. */
  maxConcurrentPerId(): number;
  /** The most requests that were ever open at the same time. */
  maxOpen(): number;
  /** Requests being held open. */
  held(): number;
  /** Answers every held request with `status`. */
  release(status?: number): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const open = new Map<string, number>();
  const held: ServerResponse[] = [];
  let maxConcurrent = 0;
  let openNow = 0;
  let maxOpen = 0;
  const receiver = {
    answer: (() => 200) as WebhookReceiver['answer'],
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const webhook = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), receivedAt: Date.now() };
      const id = String(req.headers['webhook-id']);
      open.set(id, (open.get(id) ?? 0) + 1);
      maxConcurrent = Math.max(maxConcurrent, open.get(id)!);
      openNow += 1;
      maxOpen = Math.max(maxOpen, openNow);
      res.on('close', () => {
        open.set(id, open.get(id)! - 1);
        openNow -= 1;
      });
      received.push(webhook);
      const answer = receiver.answer(webhook, received.length - 1);
      if (answer === 'hold') held.push(res);
      else res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}${path}`,
    port,
    received,
    maxConcurrentPerId: () => maxConcurrent,
    maxOpen: () => maxOpen,
    held: () => held.filter((res) => !res.writableEnded && !res.destroyed).length,
    release(status = 200) {
      for (const res of held.splice(0)) if (!res.writableEnded && !res.destroyed) res.writeHead(status).end();
    },
    close: () => {
      for (const res of held.splice(0)) res.destroy();
      return closeServer(server);
    },
  });
}

/** Polls `check` until it returns a value other than undefined/false, failing after `timeoutMs`. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 10_000, what = 'the expected state'): Promise<Exclude<T, false | undefined>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as Exclude<T, false | undefined>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
