import { Writable } from 'node:stream';
import { domainEventLog } from '../../../../src/adapters/observability/domain-event-log';
import { createLogger, flatLineLog } from '../../../../src/adapters/observability/logger';
import { DomainEvent } from '../../../../src/domain/events';

function sink(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({ write: (chunk, _encoding, done) => ((text += String(chunk)), done()) });
  return { stream, text: () => text };
}

const TIME = /"time":"[^"]+"/;

describe('The flat line log: request lines and domain events', () => {
  it.each([
    ['an ordinary line', { request_id: 'r-1', method: 'GET', route: '/api/v1/payment_requests/:id', status: 200, duration_ms: 1.234 }],
    ['strings JSON must escape', { request_id: 'a"b\\c', method: 'GET', route: 'unmatched\u2028é\u0001', status: 404, duration_ms: 0 }],
  ])('writes %s with the bytes pino writes, to the same place', async (_name, line) => {
    const { stream, text } = sink();
    const logger = createLogger('info', stream);
    const write = flatLineLog(logger);

    logger.info(line, `${line.method} ${line.route} ${line.status}`);
    write('info', line, `${line.method} ${line.route} ${line.status}`);
    logger.error(line, 'failed "badly"');
    write('error', line, 'failed "badly"');
    logger.flush();
    await new Promise((resolve) => setImmediate(resolve));

    const lines = text().trimEnd().split('\n').map((one) => one.replace(TIME, '"time":"T"'));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(lines[0]);
    expect(lines[3]).toBe(lines[2]);
    expect(JSON.parse(lines[1])).toMatchObject({ level: 30, service: 've-payments', ...line });
    expect(JSON.parse(text().split('\n')[1]).time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('writes nothing below the logger level', async () => {
    const { stream, text } = sink();
    const write = flatLineLog(createLogger('warn', stream));
    write('info', { request_id: 'r', method: 'GET', route: '/', status: 200, duration_ms: 1 }, 'GET / 200');
    write('error', { request_id: 'r', method: 'GET', route: '/', status: 500, duration_ms: 1 }, 'GET / 500');
    await new Promise((resolve) => setImmediate(resolve));
    expect(text().trim().split('\n').map((one) => JSON.parse(one).level)).toEqual([50]);
  });

  it.each<[string, DomainEvent]>([
    ['a payment', {
      type: 'payment_request.paid', paymentRequestId: 'preq_1', merchantId: 'mer_1', livemode: false,
      occurredAt: new Date('2026-11-27T10:00:00.123Z'), method: 'c2p', paymentIntentId: 'pi_1',
    }],
    ['a decline', {
      type: 'payment_request.payment_failed', paymentRequestId: 'preq_2', merchantId: 'mer_1', livemode: true,
      occurredAt: new Date('2026-11-27T10:00:01Z'), method: 'credit_or_debit_card', paymentIntentId: 'pi_2', declineCode: 'insufficient_funds',
    }],
  ])('writes the domain event line for %s with the bytes pino writes', async (_name, event) => {
    const { stream, text } = sink();
    const logger = createLogger('info', stream);
    const { type, occurredAt, ...facts } = event;
    logger.info({ event: type, occurred_at: occurredAt.toISOString(), ...facts }, type);
    domainEventLog(logger)(event);
    logger.flush();
    await new Promise((resolve) => setImmediate(resolve));

    const lines = text().trimEnd().split('\n').map((one) => one.replace(TIME, '"time":"T"'));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(lines[0]);
    expect(JSON.parse(lines[1])).toMatchObject({ level: 30, event: type, occurred_at: occurredAt.toISOString(), msg: type, ...facts });
  });
});
