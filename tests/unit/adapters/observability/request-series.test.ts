import { Counter, Histogram, Registry } from 'prom-client';
import { RequestSeries } from '../../../../src/adapters/observability/request-series';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const OBSERVATIONS: [string, string, number, number][] = [
  ['GET', '/api/v1/payment_requests/:id', 200, 0.0031],
  ['GET', '/api/v1/payment_requests/:id', 200, 0.012],
  ['GET', '/api/v1/payment_requests/:id', 404, 0.002],
  ['POST', '/api/v1/payment_requests', 201, 0.3],
  ['POST', '/api/v1/payment_requests', 201, 12],
  ['GET', 'unmatched', 404, 0.01],
];

/** The exposition prom-client's own Counter and Histogram write for the same requests. */
async function promClientText(): Promise<string> {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'];
  const count = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route template and status.', labelNames, registers: [registry] });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to finishing its answer, by method, route template and status.',
    labelNames,
    buckets: BOUNDS,
    registers: [registry],
  });
  for (const [method, route, status, seconds] of OBSERVATIONS) {
    count.inc({ method, route, status: String(status) });
    durations.observe({ method, route, status: String(status) }, seconds);
  }
  return registry.metrics();
}

describe('RequestSeries', () => {
  it('writes the same exposition text as prom-client Counter and Histogram for the same requests', async () => {
    const registry = new Registry();
    const series = new RequestSeries(registry, BOUNDS);
    for (const [method, route, status, seconds] of OBSERVATIONS) series.record(method, route, status, seconds);

    const text = await registry.metrics();
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v1/payment_requests/:id",status="200"} 1');
    expect(text).toContain('http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/v1/payment_requests",status="201"} 2');
    expect(text).toBe(await promClientText());
  });

  it('gives the JSON form with every label of a value in one object', async () => {
    const registry = new Registry();
    new RequestSeries(registry, BOUNDS).record('GET', '/x', 200, 0.02);
    const [counter, histogram] = await registry.getMetricsAsJSON();
    expect(counter).toMatchObject({ name: 'http_requests_total', type: 'counter', values: [{ labels: { method: 'GET', route: '/x', status: '200' }, value: 1 }] });
    expect(histogram.values).toContainEqual(expect.objectContaining({
      labels: { le: 0.025, method: 'GET', route: '/x', status: '200' }, value: 1, metricName: 'http_request_duration_seconds_bucket',
    }));
  });
});
