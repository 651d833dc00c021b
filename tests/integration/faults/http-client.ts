import { setTimeout as delay } from 'node:timers/promises';

export interface Answer {
  status: number;
  contentType: string;
  body: any;
}

/** One request to a running server, with a merchant's secret key when given. */
export async function call(baseUrl: string, method: string, path: string, init: { key?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.key) headers.Authorization = `Bearer ${init.key}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body };
}

/** `attempt` again, a short pause apart, until `done` holds; the last answer after `tries` tries. */
export async function retryUntil<T>(attempt: () => Promise<T>, done: (value: T) => boolean, tries = 100, pauseMs = 100): Promise<T> {
  let last = await attempt();
  for (let i = 1; i < tries && !done(last); i++) {
    await delay(pauseMs);
    last = await attempt();
  }
  return last;
}

export const createBody = (externalId: string) => ({
  amount: 19.99,
  description: 'Order #1001',
  external_id: externalId,
  customer: { dni: 'V12345678', email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
});

export const c2pBody = (paymentRequestId: string) => ({
  payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: paymentRequestId, otp_token: '123456' },
});

export const cardBody = (paymentRequestId: string) => ({
  payment: { card_number: '4242424242424242', card_expiry_date: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`, card_cvv: '123', card_customer_id: 'V12345678', payment_request_id: paymentRequestId },
});
