import { Webhook } from 'standardwebhooks';
import { signedHeaders } from '../../../../src/adapters/webhooks/webhook-signature';
import { newWebhookSecret } from '../../../support/webhook-endpoints';

describe('webhook signature headers', () => {
  const body = JSON.stringify({ id: 'evt_1', type: 'payment_request.paid' });
  const now = new Date();

  it('carry the event id, the attempt time in seconds and a signature standardwebhooks verifies', () => {
    const secret = newWebhookSecret();
    const headers = signedHeaders({ current: secret, previous: null, previousExpiresAt: null }, 'evt_1', body, now);
    expect(headers['webhook-id']).toBe('evt_1');
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(now.getTime() / 1000)));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace('paid', 'canceled'), headers)).toThrow();
  });

  it('carry a second signature by the previous secret until it expires', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const during = signedHeaders({ current, previous, previousExpiresAt: new Date(now.getTime() + 1000) }, 'evt_1', body, now);
    const after = signedHeaders({ current, previous, previousExpiresAt: now }, 'evt_1', body, now);
    expect(during['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [current, previous]) expect(() => new Webhook(secret).verify(body, during)).not.toThrow();
    expect(after['webhook-signature'].split(' ')).toHaveLength(1);
    expect(() => new Webhook(previous).verify(body, after)).toThrow();
  });
});
