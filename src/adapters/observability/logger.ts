import pino, { DestinationStream, Logger } from 'pino';
import { LineBatch } from './line-batch';
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
 * Standard output, written in batches of about 4 KiB rather than one system call per line; what
 * is buffered goes out within FLUSH_EVERY_MS, and at exit, even on a crash: pino flushes its
 * destination on exit, and the lines still gathered follow it (LineBatch).
 */
const BATCH_CHARS = 4096;
const FLUSH_EVERY_MS = 250;
const STDOUT = 1;

function bufferedStdout(): DestinationStream {
  const stdout = pino.destination({ dest: STDOUT, sync: false });
  const lines = new LineBatch(stdout, STDOUT, BATCH_CHARS);
  setInterval(() => lines.flush(), FLUSH_EVERY_MS).unref();
  // Registered after pino's own exit handler (made with the destination), so it runs after it.
  process.on('exit', () => lines.flushSync());
  return lines;
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

/** A value a flat line may hold. */
type FlatValue = string | number | boolean | null | undefined;

/** Writes one line of flat fields at `level` (nothing below the log's level). */
export type FlatLineLog = <F extends { [K in keyof F]: FlatValue }>(level: 'info' | 'error', fields: F, message: string) => void;

/**
 * Lines of flat fields that hold no secret (ids, codes, counts, times: every request's line, every
 * domain event's), written to `logger`'s destination with the bytes pino would write for
 * `logger[level](fields, message)` (level, time, bindings, the fields in order, msg), but in one
 * template: no redaction (no such field holds a secret, and pino's redaction parses each of its
 * paths again on every call), no serializer, no walk over the object's keys. Every request and
 * every change writes one, so those were costs each of them paid.
 */
export function flatLineLog(logger: Logger): FlatLineLog {
  const destination = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  const bindings = JSON.stringify(logger.bindings()).slice(1, -1);
  const prefix = (level: 'info' | 'error') =>
    logger.isLevelEnabled(level) ? `{"level":${logger.levels.values[level]}` : null;
  const prefixes = { info: prefix('info'), error: prefix('error') };
  return (level, fields, message) => {
    const start = prefixes[level];
    if (start === null) return;
    const body = JSON.stringify(fields).slice(1, -1);
    destination.write(`${start}${isoTime()}${bindings ? `,${bindings}` : ''}${body ? `,${body}` : ''},"msg":${JSON.stringify(message)}}\n`);
  };
}
