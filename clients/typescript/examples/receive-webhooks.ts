import { createServer } from 'node:http';
import { WebhookVerificationError, verifyWebhook } from '../src';

/** Listens for deliveries on `port`; `secret` is the endpoint's `whsec_…`, shown when it was created. */
export function receiveWebhooks(port: number, secret: string, onPaid: (paymentRequestId: string) => void) {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const event = verifyWebhook(secret, req.headers, Buffer.concat(chunks));
        if (event.type === 'payment_request.paid') onPaid(event.data.object.id);
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(error instanceof WebhookVerificationError ? 400 : 500).end();
      }
    });
  }).listen(port);
}
