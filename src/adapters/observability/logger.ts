import pino, { DestinationStream, Logger } from 'pino';
import { scrubStrings, withoutQueryValues } from './secret-scrubber';

/**
 * Paths that may carry secrets in anything we log; pino replaces their values. The request log
 * never writes headers, bodies, query strings or raw URLs (see middleware/request-observation.ts); these
 * paths guard any other log call that passes a request, a body or an error carrying them.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'req.query',
  'req.body',
  'req.url',
  'req.originalUrl',
  'body',
  'query',
  '*.card_number',
  '*.card_cvv',
  '*.otp_token',
  '*.otp',
  '*.cvv',
  '*.cardNumber',
  '*.secret_key',
  '*.secretKey',
  // Webhook signing secrets, in the API's and the domain's spelling.
  '*.secret',
  '*.previous_secret',
  '*.previousSecret',
  '*.authorization',
  '*.cookie',
  // A failed statement's values; the err serializer drops them too (withoutQueryValues), at any depth.
  'err.parameters',
  'err.cause.parameters',
];

/**
 * Standard output, written in batches of up to 4 KiB rather than one system call per line; what
 * is buffered goes out within FLUSH_EVERY_MS, and at exit (pino flushes on exit, even on a crash).
 */
const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 250;

function bufferedStdout(): DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: false, minLength: BUFFER_BYTES });
  setInterval(() => stdout.flush(), FLUSH_EVERY_MS).unref();
  return stdout;
}

const BASE = { service: 've-payments' };

let isoTimeOf = { ms: NaN, text: '' };

/** pino's isoTime, formatted once per millisecond: a busy service writes several lines in each. */
function isoTime(): string {
  const ms = Date.now();
  if (ms !== isoTimeOf.ms) isoTimeOf = { ms, text: `,"time":"${new Date(ms).toISOString()}"` };
  return isoTimeOf.text;
}

export function createLogger(level: string, destination: DestinationStream = bufferedStdout()): Logger {
  return pino(
    {
      level,
      base: BASE,
      redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
      serializers: { err: (error: Error) => scrubStrings(withoutQueryValues(pino.stdSerializers.err(error))) },
      timestamp: isoTime,
    },
    destination,
  );
}

/**
 * Writes to `logger`'s destination, at its level, with its fields and time, but redacts nothing and
 * serializes nothing: only for lines built field by field from values that hold no secret (the
 * request line: id, method, route template, status, duration), whose keys no redacted path names.
 * Redaction would cost such a line a check of every field and find nothing.
 */
export function unredactedTwin(logger: Logger): Logger {
  const destination = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  return pino({ level: logger.level, base: logger.bindings(), timestamp: isoTime }, destination);
}
