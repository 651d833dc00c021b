import { json, problemResponses, text } from '../kit/openapi/responses';
import type { JsonSchema } from '../kit/openapi/types';
import { OpenRoute } from '../kit/open-route-declaration';

const tag = 'Operations';
const status = (value: string): JsonSchema => ({
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', const: value } },
  additionalProperties: false,
});
const READY: JsonSchema = {
  ...status('ready'),
  properties: {
    status: { type: 'string', const: 'ready' },
    rate: {
      type: 'string',
      enum: ['fresh', 'stale'],
      description: 'Only with `RATE_PROVIDER=bcv`. `stale`: the official rate has not been read for longer than `RATE_MAX_AGE_HOURS` (or ' +
        'never), so creating or repricing a payment request answers 503 `rate_unavailable`; the instance stays ready for everything else.',
    },
  },
};

/** Health, readiness and metrics (operations.router.ts). */
export const OPERATION_ROUTES = [
  {
    operationId: 'getHealth', method: 'get', path: '/healthz', tag, summary: 'Liveness',
    description: 'The process is up and serving HTTP. Checks nothing else.',
    responses: { '200': json('Alive.', status('ok')) },
  },
  {
    operationId: 'getReadiness', method: 'get', path: '/readyz', tag, summary: 'Readiness',
    description: 'The service can do its work: the database answers.',
    responses: { '200': json('Ready to take traffic.', READY), ...problemResponses(['service_unavailable']) },
  },
  {
    operationId: 'getMetrics', method: 'get', path: '/metrics', tag, summary: 'Prometheus metrics',
    description: 'Metrics in the Prometheus text exposition format. When the `METRICS_TOKEN` setting is given, it must be sent as '
      + '`Authorization: Bearer <METRICS_TOKEN>`; without it, only clients on the same host (loopback) are answered.',
    security: [{}, { metricsToken: [] }],
    responses: { '200': text('The metrics.', ['text/plain']), ...problemResponses(['unauthorized']) },
  },
] as const satisfies readonly OpenRoute[];
