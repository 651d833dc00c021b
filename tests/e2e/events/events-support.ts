import { TestApp, TestMerchant } from '../../support/test-app';

export const EVENTS_PATH = '/api/v1/events';

/** Reads one page of the merchant's feed; `query` is appended as given. */
export async function feed(app: TestApp, merchant: TestMerchant, query = ''): Promise<{ data: Record<string, any>[]; has_more: boolean }> {
  const res = await app.call(merchant, 'get', `${EVENTS_PATH}${query}`);
  expect(res.status).toBe(200);
  return res.body;
}

export const typesOf = (events: Record<string, any>[]): string[] => events.map((event) => event.type);
