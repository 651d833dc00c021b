import pino, { DestinationStream, Logger } from 'pino';
import { scrubStrings } from './secret-scrubber';

/**
 * Paths that may carry secrets in anything we log; pino replaces their values. The request log
 * never writes headers, bodies, query strings or raw URLs (see middleware/request-log.ts); these
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
  // TypeORM's QueryFailedError carries the statement's parameters.
  'err.parameters',
  'err.cause.parameters',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 've-payments' },
      redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
      serializers: { err: (error: Error) => scrubStrings(pino.stdSerializers.err(error)) },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
