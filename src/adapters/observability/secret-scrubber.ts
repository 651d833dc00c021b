/**
 * A last line of defence for free text that reaches the logs (error messages and stacks): whatever
 * a bug puts there, a secret key, a bearer token, a card number, or a CVV/OTP/card field quoted from
 * a JSON body never leaves the process. Structured fields are covered by pino's redaction instead.
 */
const PATTERNS: [RegExp, string][] = [
  [/\b(sk_(?:test|live)_)[A-Za-z0-9]+/g, '$1[REDACTED]'],
  [/\b(Bearer\s+)\S+/gi, '$1[REDACTED]'],
  // A webhook signing secret (Standard Webhooks: base64 after the prefix).
  [/\b(whsec_)[A-Za-z0-9+/=]+/g, '$1[REDACTED]'],
  // A JSON member holding a secret, as body-parser quotes it in its messages.
  [/("(?:card_number|card_cvv|otp_token|secret_key|secret|previous_secret|authorization|cookie)"\s*:\s*)("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*)/gi, '$1"[REDACTED]"'],
  // 12 to 19 digits, spaced or dashed in groups: the shape of a card number.
  [/\b\d(?:[ -]?\d){11,18}\b/g, '[REDACTED]'],
];

export function scrubSecrets(text: string): string {
  return PATTERNS.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

/** Every string in a serialized value (an error as pino serializes it), scrubbed; a few levels deep. */
export function scrubStrings<T>(value: T, depth = 4): T {
  if (typeof value === 'string') return scrubSecrets(value) as T;
  if (depth === 0 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrubStrings(item, depth - 1)) as T;
  const scrubbed: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) scrubbed[key] = scrubStrings(inner, depth - 1);
  return scrubbed as T;
}
