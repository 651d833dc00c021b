import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { CryptoWebhookSecretGenerator } from '../../../../src/adapters/system/crypto-webhook-secret-generator';
import { outcomeOf } from '../../../../src/adapters/webhooks/delivery-outcome';
import { parseWebhookSettings } from '../../../../src/adapters/webhooks/webhook-settings';
import { signedHeaders } from '../../../../src/adapters/webhooks/webhook-signature';
import { openApiDocument } from '../../../../src/adapters/http/docs/openapi-document';
import {
  DEFAULT_ATTEMPT_TIMEOUT_SECONDS, DEFAULT_RETRY_SCHEDULE_SECONDS, VERIFY_TOLERANCE_SECONDS, WEBHOOK_HEADER_NAMES,
} from '../../../../src/adapters/http/docs/webhooks';
import { DOMAIN_EVENT_TYPES, REFUND_EVENT_TYPES } from '../../../../src/domain/events';
import { JsonSchema } from '../../../../src/adapters/http/kit/openapi/types';

/** What the OpenAPI document says of webhooks is what the webhooks adapter does. */
describe('The documented webhooks', () => {
  const secret = new CryptoWebhookSecretGenerator().next();
  const body = JSON.stringify({ id: 'evt_1', type: 'payment_request.paid' });
  const now = new Date('2026-01-01T00:00:00Z');
  const headers = signedHeaders({ current: secret, previous: null, previousExpiresAt: null }, 'evt_1', body, now);

  it('names the headers a delivery carries', () => {
    expect(Object.keys(headers).sort()).toEqual(Object.values(WEBHOOK_HEADER_NAMES).sort());
    expect(headers[WEBHOOK_HEADER_NAMES.id]).toBe('evt_1');
    expect(headers[WEBHOOK_HEADER_NAMES.timestamp]).toBe(String(now.getTime() / 1000));
  });

  it('says how the signature is made: v1, then base64 HMAC-SHA256 of "{id}.{timestamp}.{body}", keyed with the secret after whsec_', () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    expect(key).toHaveLength(32);
    const content = `${headers[WEBHOOK_HEADER_NAMES.id]}.${headers[WEBHOOK_HEADER_NAMES.timestamp]}.${body}`;
    expect(headers[WEBHOOK_HEADER_NAMES.signature]).toBe(`v1,${createHmac('sha256', key).update(content).digest('base64')}`);
  });

  it('gives the verifying library\'s tolerance: a timestamp further than it from the clock is refused', () => {
    const at = (secondsAgo: number) =>
      signedHeaders({ current: secret, previous: null, previousExpiresAt: null }, 'evt_1', body, new Date(Date.now() - secondsAgo * 1000));
    expect(() => new Webhook(secret).verify(body, at(VERIFY_TOLERANCE_SECONDS - 5))).not.toThrow();
    expect(() => new Webhook(secret).verify(body, at(VERIFY_TOLERANCE_SECONDS + 5))).toThrow();
  });

  it('gives the settings\' default timeout and retry schedule, and when a delivery gives up', () => {
    const settings = parseWebhookSettings({});
    expect([settings.timeoutMs, settings.retryScheduleSeconds]).toEqual([DEFAULT_ATTEMPT_TIMEOUT_SECONDS * 1000, DEFAULT_RETRY_SCHEDULE_SECONDS]);
    const last = DEFAULT_RETRY_SCHEDULE_SECONDS.length + 1;
    const refused = { answered: true as const, status: 500 };
    expect(outcomeOf(refused, last - 1, DEFAULT_RETRY_SCHEDULE_SECONDS).status).toBe('pending');
    expect(outcomeOf(refused, last, DEFAULT_RETRY_SCHEDULE_SECONDS).status).toBe('failed');
    expect(outcomeOf({ answered: true, status: 299 }, 1, DEFAULT_RETRY_SCHEDULE_SECONDS).status).toBe('succeeded');
    expect(outcomeOf({ answered: true, status: 301 }, 1, DEFAULT_RETRY_SCHEDULE_SECONDS).status).toBe('pending');
  });

  it('has one webhook per event type, its body the event envelope of that type, with the signature headers', () => {
    const webhooks = openApiDocument().webhooks!;
    expect(Object.keys(webhooks)).toEqual([...DOMAIN_EVENT_TYPES]);
    for (const type of DOMAIN_EVENT_TYPES) {
      const post = (webhooks[type] as { post: JsonSchema }).post;
      const schema = (post.requestBody as { content: Record<string, { schema: JsonSchema }> }).content['application/json'].schema;
      const envelope = (REFUND_EVENT_TYPES as readonly string[]).includes(type) ? 'RefundEvent' : 'PaymentRequestEvent';
      expect(schema).toEqual({ allOf: [{ $ref: `#/components/schemas/${envelope}` }], properties: { type: { const: type } } });
      expect(post.parameters).toEqual(['WebhookId', 'WebhookTimestamp', 'WebhookSignature'].map((name) => ({ $ref: `#/components/parameters/${name}` })));
    }
    const components = openApiDocument().components as Record<string, Record<string, JsonSchema>>;
    const object = (name: string) => ((components.schemas[name].properties as Record<string, JsonSchema>).data.properties as Record<string, JsonSchema>).object;
    expect([object('RefundEvent').$ref, object('PaymentRequestEvent').$ref]).toEqual(['#/components/schemas/Refund', '#/components/schemas/PaymentRequest']);
    expect(Object.values(components.parameters).filter((p) => p.in === 'header').map((p) => p.name)).toEqual(
      expect.arrayContaining(Object.values(WEBHOOK_HEADER_NAMES)),
    );
  });
});
