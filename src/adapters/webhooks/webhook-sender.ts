import http from 'node:http';
import https from 'node:https';
import { LookupFunction } from 'node:net';
import { WebhookTarget } from './webhook-target';

/** What became of one POST: the endpoint's status code, or why there was none. */
export type SendResult = { answered: true; status: number } | { answered: false; reason: string };

/**
 * POSTs `body` to the target's URL, connecting to the address that was checked (the `lookup` hands
 * it over, so no second DNS answer can differ) while TLS still checks the certificate against the
 * host name. A redirect is an answer like any other (never followed). No answer within `timeoutMs`
 * is a failure. Each attempt has a connection of its own: a pooled one could lead to another address.
 * The promise settles only once the connection is closed, so the caller's slot is held as long as
 * the socket is open: an endpoint that answers its status and then dribbles the body keeps its slot
 * until the deadline, when the socket is destroyed. The answer is its status, sent in time.
 */
export function postWebhook(target: WebhookTarget, headers: Record<string, string>, body: string, timeoutMs: number): Promise<SendResult> {
  return new Promise((resolve) => {
    let result: SendResult = { answered: false, reason: 'timed out' };
    let timedOut = false;
    const lookup: LookupFunction = (_host, options, callback) => {
      if (options.all) {
        (callback as unknown as (e: null, all: { address: string; family: number }[]) => void)(
          null,
          [{ address: target.address, family: target.family }],
        );
      } else {
        callback(null, target.address, target.family);
      }
    };
    const { url } = target;
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      {
        method: 'POST',
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        agent: false,
        lookup,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 've-payments-webhooks',
        },
      },
      (response) => {
        result = { answered: true, status: response.statusCode ?? 0 };
        response.on('error', () => undefined);
        response.resume();
      },
    );
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy();
    }, timeoutMs);
    timer.unref();
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!result.answered && !timedOut) result = { answered: false, reason: error.code ?? error.message };
    });
    request.on('close', () => {
      clearTimeout(timer);
      resolve(result);
    });
    request.end(body);
  });
}
