import pino, { DestinationStream, Logger } from 'pino';

/** Paths that may carry secrets in anything we log; pino replaces their values. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.card_number',
  '*.card_cvv',
  '*.otp_token',
  '*.secret_key',
  '*.secretKey',
  '*.authorization',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 've-payments' },
      redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
