/**
 * The load generator, run as its own process so it never shares a CPU queue with what it measures.
 * argv[2] is the path of a JSON LoadSpec; prints one JSON LoadResult line on stdout.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Paths taken in turn, one per request. */
  paths: string[];
  /** Bodies taken in turn, one per request (POST). */
  bodies?: string[];
  connections: number;
  /** Seconds to run; or `amount` requests in all (each path used once). */
  seconds?: number;
  amount?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  seconds: number;
}

async function main(): Promise<void> {
  const spec = JSON.parse(readFileSync(process.argv[2], 'utf8')) as LoadSpec;
  let next = 0;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    ...(spec.amount ? { amount: spec.amount } : { duration: spec.seconds ?? 10 }),
    requests: [
      {
        method: spec.method,
        headers: spec.headers,
        setupRequest: (request) => {
          const i = next++;
          return {
            ...request,
            path: spec.paths[i % spec.paths.length],
            ...(spec.bodies ? { body: spec.bodies[i % spec.bodies.length] } : {}),
          };
        },
      },
    ],
  });
  const seconds = result.duration;
  const out: LoadResult = {
    requestsPerSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    seconds,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
