import { Registry } from 'prom-client';

/** One (method, route, status): its count, and its durations by bucket. */
interface Series {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** Observations at or below each bound, not yet cumulative (DURATION_BUCKETS' order). */
  buckets: number[];
}

/** What prom-client's registry reads of a metric when it writes the exposition. */
interface Exported {
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string>;
  value: number;
  metricName?: string;
}

/**
 * http_requests_total and http_request_duration_seconds, counted with plain arithmetic on every
 * request and turned into prom-client's shape only when /metrics is scraped. prom-client's own
 * Counter and Histogram validate and hash the labels on every call, a cost every request paid;
 * here a request finds its series by one string key. The exposition is the same text as theirs.
 */
export class RequestSeries {
  private readonly series = new Map<string, Series>();

  constructor(
    registry: Registry,
    private readonly bounds: readonly number[],
  ) {
    // registerMetric takes any object with a name and get(); prom-client's own types name only its classes.
    const register = (metric: object) => registry.registerMetric(metric as Parameters<Registry['registerMetric']>[0]);
    register(this.metric('http_requests_total', 'HTTP requests answered, by method, route template and status.', 'counter', () =>
      this.all().map((s) => ({ labels: s.labels, value: s.count }))));
    register(this.metric(
      'http_request_duration_seconds',
      'Time from receiving an HTTP request to finishing its answer, by method, route template and status.',
      'histogram',
      () => this.all().flatMap((s) => this.histogramValues(s)),
    ));
  }

  record(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let series = this.series.get(key);
    if (!series) {
      series = { labels: { method, route, status: String(status) }, count: 0, sum: 0, buckets: this.bounds.map(() => 0) };
      this.series.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    for (let i = 0; i < this.bounds.length; i++) {
      if (seconds <= this.bounds[i]) {
        series.buckets[i] += 1;
        break;
      }
    }
  }

  private all(): Series[] {
    return [...this.series.values()];
  }

  /** As prom-client's Histogram writes a series: cumulative buckets with `le` first, +Inf, sum, count. */
  private histogramValues(series: Series): Exported[] {
    const name = 'http_request_duration_seconds';
    let cumulative = 0;
    const buckets = this.bounds.map((bound, i) => {
      cumulative += series.buckets[i];
      return { labels: { le: bound }, sharedLabels: series.labels, value: cumulative, metricName: `${name}_bucket` };
    });
    return [
      ...buckets,
      { labels: { le: '+Inf' }, sharedLabels: series.labels, value: series.count, metricName: `${name}_bucket` },
      { labels: {}, sharedLabels: series.labels, value: series.sum, metricName: `${name}_sum` },
      { labels: {}, sharedLabels: series.labels, value: series.count, metricName: `${name}_count` },
    ];
  }

  private metric(name: string, help: string, type: 'counter' | 'histogram', values: () => Exported[]) {
    const read = () => ({ name, help, type, values: values(), aggregator: 'sum' });
    return {
      name,
      help,
      type,
      aggregator: 'sum',
      getForPromString: async () => read(),
      // The JSON form carries each value's labels in one object, as prom-client's get() does.
      get: async () => {
        const data = read();
        const values = data.values.map(({ sharedLabels, ...value }) => ({ ...value, labels: { ...value.labels, ...sharedLabels } }));
        return { ...data, values };
      },
    };
  }
}
