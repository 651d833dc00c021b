import createFetchClient, { Client, ClientOptions } from 'openapi-fetch';
import type { paths } from './schema';

export interface VePaymentsClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the service runs, e.g. `https://payments.example.com` (no `/api/v1`: the paths carry it). */
  baseUrl: string;
  /** The merchant's secret API key, `sk_test_…` or `sk_live_…`; sent as `Authorization: Bearer`. */
  secretKey: string;
}

/** Every operation of the service, typed from its OpenAPI document: `client.GET('/api/v1/payment_requests/{id}', …)`. */
export type VePaymentsClient = Client<paths>;

export function createClient({ baseUrl, secretKey, headers, ...options }: VePaymentsClientOptions): VePaymentsClient {
  return createFetchClient<paths>({
    ...options,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { ...headers, Authorization: `Bearer ${secretKey}` },
  });
}

/**
 * The `params` part that makes a POST or PATCH safe to send again: the service runs it once per key
 * and replays the first answer to a retry. Keep the key to retry with it; without one a random UUID is used.
 */
export function idempotencyKey(key: string = globalThis.crypto.randomUUID()): { header: { 'Idempotency-Key': string } } {
  return { header: { 'Idempotency-Key': key } };
}
