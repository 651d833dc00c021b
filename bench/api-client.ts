/** The few calls the bench makes to set things up, over real HTTP. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly secretKey: string,
  ) {}

  get headers(): Record<string, string> {
    return { Authorization: `Bearer ${this.secretKey}`, 'Content-Type': 'application/json' };
  }

  async createRequest(i: number, customer: CustomerSeed): Promise<{ id: string; payment_url: string }> {
    return this.post('/api/v1/payment_requests', createBody(i, customer), 201) as Promise<{ id: string; payment_url: string }>;
  }

  async payByC2p(paymentRequestId: string, otp = '123456'): Promise<number> {
    const res = await fetch(`${this.baseUrl}/api/v1/checkouts/c2p`, { method: 'POST', headers: this.headers, body: checkoutBody(paymentRequestId, otp) });
    await res.arrayBuffer();
    return res.status;
  }

  private async post(path: string, body: string, expected: number): Promise<unknown> {
    const res = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers: this.headers, body });
    const answer = await res.json();
    if (res.status !== expected) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer;
  }
}

export interface CustomerSeed {
  dni: string;
  /** The customer is new: send the details a first request needs. */
  firstTime: boolean;
}

export const customerDni = (i: number) => `V${10_000_000 + i}`;

export function createBody(i: number, { dni, firstTime }: CustomerSeed): string {
  const details = firstTime ? { email: `c${dni}@example.com`, first_name: 'Bench', last_name: 'Customer' } : {};
  return JSON.stringify({ amount: 10 + (i % 100) / 100, description: `Bench ${i}`, customer: { dni, ...details } });
}

export function checkoutBody(paymentRequestId: string, otp = '123456'): string {
  return JSON.stringify({ payment: { phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', payment_request_id: paymentRequestId, otp_token: otp } });
}

/** Runs `task(i)` for i in 0..count-1, `concurrency` at a time. */
export async function inParallel<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  }));
  return results;
}
