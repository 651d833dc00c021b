import request from 'supertest';
import { TestApp } from '../../support/test-app';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
export function parsePrometheus(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/** The value of the one sample named `name` whose labels are exactly `labels`; 0 when there is none. */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((s) => s.name === name && sameLabels(s.labels, labels));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}

function sameLabels(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export async function scrape(t: TestApp, headers: Record<string, string> = {}): Promise<Sample[]> {
  const res = await request(t.app).get('/metrics').set(headers);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(res.text);
}

/** The request-log lines (JSON) of one request id, after letting pending 'finish' handlers run. */
export async function logLinesOf(t: TestApp, requestId: string): Promise<Record<string, any>[]> {
  for (let turn = 0; turn < 10; turn++) {
    const lines = logLines(t).filter((line) => line.request_id === requestId);
    if (lines.length > 0) return lines;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return [];
}

export function logLines(t: TestApp): Record<string, any>[] {
  return t
    .logs()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}
