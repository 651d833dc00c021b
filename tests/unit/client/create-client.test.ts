import { createClient, idempotencyKey } from '../../../clients/typescript/src';

/** A client whose fetch records the request it would send and answers 200 `{}`. */
function recordingClient(baseUrl: string) {
  const sent: Request[] = [];
  const client = createClient({
    baseUrl,
    secretKey: 'sk_test_abc',
    fetch: async (request: Request) => {
      sent.push(request);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, sent };
}

describe('createClient', () => {
  it('sends the secret key as a Bearer token to the path under baseUrl, with or without a trailing slash', async () => {
    for (const baseUrl of ['https://pay.example.test', 'https://pay.example.test/']) {
      const { client, sent } = recordingClient(baseUrl);

      await client.GET('/api/v1/payment_requests/{id}', { params: { path: { id: 'preq_1' } } });

      expect([sent[0].url, sent[0].headers.get('authorization')]).toEqual(['https://pay.example.test/api/v1/payment_requests/preq_1', 'Bearer sk_test_abc']);
    }
  });

  it('sends the Idempotency-Key of idempotencyKey(), a fresh UUID when none is given', async () => {
    const { client, sent } = recordingClient('https://pay.example.test');

    await client.POST('/api/v1/payment_requests/{id}/cancel', { params: { path: { id: 'preq_1' }, ...idempotencyKey('cancel-1') } });
    await client.POST('/api/v1/payment_requests/{id}/cancel', { params: { path: { id: 'preq_1' }, ...idempotencyKey() } });
    await client.POST('/api/v1/payment_requests/{id}/cancel', { params: { path: { id: 'preq_1' }, ...idempotencyKey() } });

    const keys = sent.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toBe('cancel-1');
    expect(keys.slice(1)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(keys[1]).not.toBe(keys[2]);
  });
});
