/**
 * The soak's load, in its own process: BENCH_SOAK_CONNECTIONS workers each loop over what a
 * merchant and its customers do (create, read, list, hosted page view, C2P checkout, read again)
 * for BENCH_SOAK_SECONDS. Prints {"cycles","statuses"} as JSON.
 */
import { ApiClient, createBody, customerDni, inParallel } from './api-client';

async function main(): Promise<void> {
  const api = new ApiClient(process.env.BENCH_SERVICE_URL!, process.env.BENCH_SECRET_KEY!);
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
  const connections = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 50);
  const customers = Number(process.env.BENCH_CUSTOMERS ?? 50);
  const until = Date.now() + seconds * 1000;
  const statuses: Record<string, number> = {};
  const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const get = async (url: string, headers: Record<string, string> = api.headers) => {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    count(res.status);
  };
  const customer = (i: number) => ({ dni: customerDni(i % customers), firstTime: false });
  let cycles = 0;
  await inParallel(connections, connections, async (worker) => {
    for (let i = worker; Date.now() < until; i += connections) {
      const res = await fetch(`${api.baseUrl}/api/v1/payment_requests`, { method: 'POST', headers: api.headers, body: createBody(i, customer(i)) });
      count(res.status);
      // A refused create (a 503 when the database is slow to hand out a connection) is counted, and the worker goes on.
      if (res.status !== 201) {
        await res.arrayBuffer();
        continue;
      }
      const created = (await res.json()) as { id: string; payment_url: string };
      await get(`${api.baseUrl}/api/v1/payment_requests/${created.id}`);
      await get(`${api.baseUrl}/api/v1/payment_requests?limit=20&customer_dni=${customer(i).dni}`);
      await get(`${api.baseUrl}/api/v1/payment_requests?limit=50`);
      await get(created.payment_url, {});
      count(await api.payByC2p(created.id, i % 5 === 0 ? '111111' : '123456'));
      await get(`${api.baseUrl}/api/v1/payment_requests/${created.id}`);
      cycles++;
    }
  });
  process.stdout.write(`${JSON.stringify({ cycles, statuses })}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
