import { Request, Response, Router } from 'express';
import { requireMetricsToken } from '../kit/middleware/metrics-token';
import { Problem } from '../kit/problem';
import { RequestMetrics } from '../kit/middleware/request-observation';
import { mountOpenRoutes } from '../kit/open-route-declaration';
import { OPERATION_ROUTES } from './probes.operations';

/** What the operator routes read, as plain functions: the HTTP adapter never learns what sits behind them. */
export interface Operations {
  /** Resolves when the service can do its work (the database answers); rejects with the reason otherwise. */
  readiness: () => Promise<void>;
  /** Resolves true while no rate may be applied (RATE_PROVIDER=bcv); null where the rate is fixed. */
  rateIsStale: (() => Promise<boolean>) | null;
  /** True once this instance has begun to shut down. */
  isStopping: () => boolean;
  metrics: RequestMetrics & { exposition(): Promise<{ contentType: string; text: string }> };
  /** null: /metrics answers anyone. */
  metricsToken: string | null;
}

/** Health, readiness and metrics (declared in probes.operations.ts): outside /api/v1, no secret key. */
export function operationsRouter({ readiness, rateIsStale, isStopping, metrics, metricsToken }: Operations): Router {
  return mountOpenRoutes(Router(), OPERATION_ROUTES, {
    // Alive: the process answers. It does not look at the database, so a database outage does not
    // get a healthy process restarted.
    getHealth: [
      (_req: Request, res: Response) => {
        res.json({ status: 'ok' });
      },
    ],
    getReadiness: [
      async (_req: Request, res: Response) => {
        if (isStopping()) {
          throw new Problem(
            'service_unavailable',
            'This instance is shutting down: it finishes the requests in flight and takes no new ones.',
          );
        }
        let stale: boolean | null;
        try {
          await readiness();
          stale = rateIsStale === null ? null : await rateIsStale();
        } catch {
          throw new Problem('service_unavailable', 'The database does not answer; this instance cannot serve requests right now.');
        }
        // A stale rate is reported, not a 503: this instance still serves reads and payments, and every
        // instance shares the same stored rate, so taking it out of the load balancer would not help.
        res.json(stale === null ? { status: 'ready' } : { status: 'ready', rate: stale ? 'stale' : 'fresh' });
      },
    ],
    getMetrics: [
      requireMetricsToken(metricsToken),
      async (_req: Request, res: Response) => {
        const { contentType, text } = await metrics.exposition();
        res.type(contentType).send(text);
      },
    ],
  });
}
