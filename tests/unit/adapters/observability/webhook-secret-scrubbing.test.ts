import { Writable } from 'node:stream';
import { createLogger } from '../../../../src/adapters/observability/logger';
import { scrubSecrets } from '../../../../src/adapters/observability/secret-scrubber';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwAbCdEfGh+/0=';

function logged(write: (logger: ReturnType<typeof createLogger>) => void): string {
  let text = '';
  const sink = new Writable({ write: (chunk, _encoding, done) => ((text += String(chunk)), done()) });
  write(createLogger('info', sink));
  return text;
}

describe('Webhook secrets never reach the logs', () => {
  it('scrubs a whsec_ value out of free text, and a quoted secret member', () => {
    expect(scrubSecrets(`signing failed with ${SECRET} for we_1`)).toBe('signing failed with whsec_[REDACTED] for we_1');
    expect(scrubSecrets('{"secret": "anything", "previous_secret":"other"}')).toBe('{"secret": "[REDACTED]", "previous_secret":"[REDACTED]"}');
  });

  it('redacts secret members of logged objects and scrubs errors that quote one', () => {
    const text = logged((logger) => {
      logger.info({ endpoint: { id: 'we_1', secret: SECRET, previousSecret: SECRET } }, 'endpoint');
      logger.error({ err: new Error(`bad key ${SECRET}`) }, 'failed');
    });
    expect(text).toContain('we_1');
    expect(text).not.toContain(SECRET.slice(6, 20));
  });
});

describe('A failed statement\'s values never reach the logs', () => {
  it('drops parameters at any depth, replaces literals in the statement and the key PostgreSQL quotes in its detail', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "customers_email"'), {
      query: "UPDATE customers SET email = $1 WHERE dni = 'V12345678'",
      parameters: ['maria@example.com'],
      driverError: { params: ['maria@example.com'], detail: 'Key (merchant_id, email)=(mer_1, maria@example.com) already exists.' },
    });
    const text = logged((logger) => logger.error({ err: error }, 'failed'));
    expect(text).toContain("WHERE dni = '[REDACTED]'");
    expect(text).toContain('Key (merchant_id, email)=([REDACTED]) already exists.');
    expect(text).not.toMatch(/maria@example\.com|V12345678/);
  });
});
