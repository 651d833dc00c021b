import { TestApp, TestMerchant } from '../../support/test-app';

export const ENDPOINTS = '/api/v1/webhook_endpoints';
export const SHOP_URL = 'https://shop.example.com/webhooks';

/** Creates an endpoint and returns the answer's body (with its secret). */
export async function createEndpoint(app: TestApp, merchant: TestMerchant, body: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const res = await app.call(merchant, 'post', ENDPOINTS, { url: SHOP_URL, ...body });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${res.text}`);
  return res.body;
}

/** The merchant's endpoints as the list shows them. */
export async function listed(app: TestApp, merchant: TestMerchant): Promise<Record<string, any>[]> {
  return (await app.call(merchant, 'get', ENDPOINTS)).body.data;
}
