import { WEBHOOK_ENDPOINT_REPOSITORY, WebhookEndpointRepository } from '../../../src/application/ports/webhook-endpoint-repository';
import { TestApp, TestMerchant, paymentRequestBody, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { ENDPOINTS, SHOP_URL, createEndpoint, listed } from './webhook-endpoints-support';

const WHSEC = /^whsec_[A-Za-z0-9+/]{43}=$/;

describe(`Webhook endpoints over HTTP ${describeDatabase()}`, () => {
  let app: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((app = started), (merchant = acme)));

  it('creates an enabled endpoint and shows its secret once: never in the list or a read', async () => {
    const res = await app.call(merchant, 'post', ENDPOINTS, { url: SHOP_URL, events: ['payment_request.paid'], description: 'Ships orders' });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^we_/), livemode: false, url: SHOP_URL, events: ['payment_request.paid'], description: 'Ships orders', status: 'enabled',
      secret: expect.stringMatching(WHSEC), created_at: expect.any(Number),
    });
    const { secret, ...shown } = res.body;
    expect(await listed(app, merchant)).toEqual([shown]);
    expect((await app.call(merchant, 'get', `${ENDPOINTS}/${res.body.id}`)).body).toEqual(shown);
    expect(app.logs()).not.toContain(secret);
  });

  it('subscribes to every event type when events are left out (shown as null)', async () => {
    expect(await createEndpoint(app, merchant)).toMatchObject({ events: null, description: null });
  });

  it('updates each field on its own, never showing the secret', async () => {
    const { id } = await createEndpoint(app, merchant);
    const changes = [
      { url: 'https://other.example.com/hooks' },
      { events: ['payment_request.created', 'payment_request.canceled'] },
      { description: 'Now described' },
      { status: 'disabled' },
      { events: null, description: null, status: 'enabled' },
    ];
    for (const change of changes) {
      const res = await app.call(merchant, 'patch', `${ENDPOINTS}/${id}`, change);
      expect({ change, status: res.status, body: res.body }).toEqual({ change, status: 200, body: expect.objectContaining(change) });
      expect(res.body).not.toHaveProperty('secret');
    }
    expect((await app.call(merchant, 'get', `${ENDPOINTS}/${id}`)).body).toMatchObject({ url: 'https://other.example.com/hooks', events: null, description: null, status: 'enabled' });
  });

  it('deletes an endpoint: 204 without a body, then 404 for every operation on it', async () => {
    const { id } = await createEndpoint(app, merchant);

    const res = await app.call(merchant, 'delete', `${ENDPOINTS}/${id}`);
    expect([res.status, res.text]).toEqual([204, '']);
    for (const [method, path] of [['get', ''], ['delete', ''], ['patch', ''], ['post', '/rotate_secret'], ['get', '/deliveries']] as const) {
      const again = await app.call(merchant, method, `${ENDPOINTS}/${id}${path}`, method === 'patch' ? { status: 'disabled' } : undefined);
      expect({ method, path, status: again.status, code: again.body.code }).toEqual({ method, path, status: 404, code: 'not_found' });
    }
    expect(await listed(app, merchant)).toEqual([]);
  });

  it('rotates the secret: a new one is shown, and the old one still signs for 24 hours', async () => {
    const created = await createEndpoint(app, merchant);

    const res = await app.call(merchant, 'post', `${ENDPOINTS}/${created.id}/rotate_secret`);
    expect(res.status).toBe(200);
    expect(res.body.secret).toMatch(WHSEC);
    expect(res.body.secret).not.toBe(created.secret);
    const repository = app.container.get<WebhookEndpointRepository>(WEBHOOK_ENDPOINT_REPOSITORY);
    const now = Date.now();
    expect(await repository.signingSecretsFor(created.id, new Date(now))).toEqual([res.body.secret, created.secret]);
    expect(await repository.signingSecretsFor(created.id, new Date(now + 24 * 3_600_000 + 60_000))).toEqual([res.body.secret]);
    expect((await app.call(merchant, 'get', `${ENDPOINTS}/${created.id}`)).body).not.toHaveProperty('secret');
    expect(app.logs()).not.toContain(res.body.secret.slice(6));
  });

  it('allows 16 endpoints per merchant; the 17th is 422 too_many_webhook_endpoints', async () => {
    for (let i = 0; i < 16; i++) await createEndpoint(app, merchant, { url: `${SHOP_URL}/${i}` });

    const res = await app.call(merchant, 'post', ENDPOINTS, { url: `${SHOP_URL}/17` });
    expect([res.status, res.body.code]).toEqual([422, 'too_many_webhook_endpoints']);
    expect(await listed(app, merchant)).toHaveLength(16);
    const other = await app.merchant('Globex');
    expect((await app.call(other, 'post', ENDPOINTS, { url: SHOP_URL })).status).toBe(201);
  });

  it('keeps merchants apart: another merchant\'s endpoint is 404 and is left untouched', async () => {
    const { id } = await createEndpoint(app, merchant);
    const other = await app.merchant('Globex');

    for (const [method, path] of [['get', ''], ['patch', ''], ['delete', ''], ['post', '/rotate_secret'], ['get', '/deliveries']] as const) {
      const res = await app.call(other, method, `${ENDPOINTS}/${id}${path}`, method === 'patch' ? { status: 'disabled' } : undefined);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
    }
    expect(await listed(app, other)).toEqual([]);
    expect(await listed(app, merchant)).toEqual([expect.objectContaining({ id, status: 'enabled' })]);
  });

  it('replays a create sent again with the same Idempotency-Key: one endpoint, the same answer', async () => {
    const headers = { 'Idempotency-Key': 'hook-1' };
    const first = await app.call(merchant, 'post', ENDPOINTS, { url: SHOP_URL }, headers);
    const again = await app.call(merchant, 'post', ENDPOINTS, { url: SHOP_URL }, headers);

    expect([first.status, again.status, again.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(again.body).toEqual(first.body);
    expect(await listed(app, merchant)).toHaveLength(1);
  });

  it('answers 404 for an id of another shape', async () => {
    expect((await app.call(merchant, 'get', `${ENDPOINTS}/preq_123`)).status).toBe(404);
  });
});

describe(`An endpoint's deliveries over HTTP ${describeDatabase()}`, () => {
  let app: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((app = started), (merchant = acme)));

  /** Events of new payment requests, delivered to the endpoint as the delivery pipeline writes them. */
  async function deliveriesOf(endpointId: string, rows: { status: string; attempts: number; lastStatus: number | null; next: Date | null }[]): Promise<string[]> {
    const ids: string[] = [];
    for (const [n, row] of rows.entries()) {
      await app.call(merchant, 'post', '/api/v1/payment_requests', paymentRequestBody({ external_id: `order-${n}` }));
      const events = (await app.call(merchant, 'get', '/api/v1/events?limit=100')).body.data;
      const event = events[events.length - 1];
      ids.push(event.id);
      await app.db.database.query((session) =>
        session.rows(
          `INSERT INTO webhook_deliveries (event_id, endpoint_id, merchant_id, event_type, event_created_at, status, attempts, next_attempt_at, last_attempt_at, last_response_status, created_at)
           VALUES ($1, $2, $3, $4, to_timestamp($5), $6, $7, $8, $9, $10, to_timestamp($5))
           ON CONFLICT (event_id, endpoint_id) DO UPDATE SET event_created_at = EXCLUDED.event_created_at, status = EXCLUDED.status,
             attempts = EXCLUDED.attempts, next_attempt_at = EXCLUDED.next_attempt_at, last_attempt_at = EXCLUDED.last_attempt_at,
             last_response_status = EXCLUDED.last_response_status, created_at = EXCLUDED.created_at`,
          [event.id, endpointId, merchant.id, event.type, event.created_at + n, row.status, row.attempts, row.next, row.attempts > 0 ? new Date(1_767_225_600_000) : null, row.lastStatus],
        ),
      );
    }
    return ids;
  }

  it('lists them newest first with status, attempts, the last answer and the next attempt (null when finished)', async () => {
    const { id } = await createEndpoint(app, merchant);
    const next = new Date(1_767_229_200_000);
    const [pending, succeeded, failed] = await deliveriesOf(id, [
      { status: 'pending', attempts: 0, lastStatus: null, next },
      { status: 'succeeded', attempts: 2, lastStatus: 204, next: null },
      { status: 'failed', attempts: 8, lastStatus: 500, next: null },
    ]);

    const res = await app.call(merchant, 'get', `${ENDPOINTS}/${id}/deliveries`);
    expect(res.body.data).toEqual([
      { event_id: failed, event_type: 'payment_request.created', status: 'failed', attempts: 8, last_attempt_at: 1_767_225_600, last_response_status: 500, next_attempt_at: null },
      { event_id: succeeded, event_type: 'payment_request.created', status: 'succeeded', attempts: 2, last_attempt_at: 1_767_225_600, last_response_status: 204, next_attempt_at: null },
      { event_id: pending, event_type: 'payment_request.created', status: 'pending', attempts: 0, last_attempt_at: null, last_response_status: null, next_attempt_at: 1_767_229_200 },
    ]);
    expect((await app.call(merchant, 'get', `${ENDPOINTS}/${id}/deliveries?limit=1`)).body.data.map((d: { event_id: string }) => d.event_id)).toEqual([failed]);
  });

  it('answers an empty list for an endpoint nothing was delivered to, and 400 for a bad limit or another parameter', async () => {
    const { id } = await createEndpoint(app, merchant);

    expect((await app.call(merchant, 'get', `${ENDPOINTS}/${id}/deliveries`)).body).toEqual({ data: [] });
    for (const query of ['limit=0', 'limit=51', 'limit=ten', 'status=failed', 'limit=1&limit=2']) {
      const res = await app.call(merchant, 'get', `${ENDPOINTS}/${id}/deliveries?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
  });
});
