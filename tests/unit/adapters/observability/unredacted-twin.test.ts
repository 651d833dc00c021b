import { Writable } from 'node:stream';
import { createLogger, unredactedTwin } from '../../../../src/adapters/observability/logger';

function sink(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  let text = '';
  const stream = new Writable({ write: (chunk, _encoding, done) => ((text += String(chunk)), done()) });
  return { stream, lines: () => text.trim().split('\n').map((line) => JSON.parse(line)) };
}

describe('The request line logger', () => {
  it('writes a flat line exactly as the service logger does, to the same place, at the same level', () => {
    const { stream, lines } = sink();
    const logger = createLogger('info', stream);
    const twin = unredactedTwin(logger);
    const line = { request_id: 'r-1', method: 'GET', route: '/api/v1/payment_requests/:id', status: 200, duration_ms: 1.234 };

    logger.info(line, 'GET /api/v1/payment_requests/:id 200');
    twin.info(line, 'GET /api/v1/payment_requests/:id 200');
    twin.debug(line, 'below the level');

    const [fromLogger, fromTwin] = lines().map(({ time, ...rest }) => ({ ...rest, time: typeof time }));
    expect(lines()).toHaveLength(2);
    expect(fromTwin).toEqual(fromLogger);
    expect(Object.keys(fromTwin)).toEqual(Object.keys(fromLogger));
  });
});
