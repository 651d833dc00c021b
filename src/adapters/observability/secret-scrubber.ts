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
  [
    new RegExp(
      String.raw`("(?:card_number|card_cvv|otp_token|secret_key|secret|previous_secret|authorization|cookie)"\s*:\s*)` +
      String.raw`("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*)`,
      'gi',
    ),
    '$1"[REDACTED]"',
  ],
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

/** Members of a database error (TypeORM's, pg's, PGlite's) that hold the statement's values. */
const VALUE_MEMBERS = new Set(['parameters', 'params', 'queryOptions']);
const STRING_LITERAL = /'(?:[^']|'')*'/g;
/** PostgreSQL quotes the row or key it refused in `detail`: "Failing row contains (…)", "Key (email)=(…)". */
const QUOTED_ROW = /(Failing row contains |\)=)\(.*\)/gs;

/**
 * A serialized error (and its causes, driver errors…) without the values a failed statement
 * carried: customers' e-mails, national ids, payment tokens. The statement's text stays, its
 * string literals replaced; PostgreSQL's `detail` keeps its words but not the row it quotes.
 */
export function withoutQueryValues<T>(value: T, depth = 6): T {
  if (depth === 0 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => withoutQueryValues(item, depth - 1)) as T;
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (VALUE_MEMBERS.has(key)) continue;
    if (key === 'query' && typeof inner === 'string') kept[key] = inner.replace(STRING_LITERAL, "'[REDACTED]'");
    else if (key === 'detail' && typeof inner === 'string') kept[key] = inner.replace(QUOTED_ROW, '$1([REDACTED])');
    else kept[key] = withoutQueryValues(inner, depth - 1);
  }
  return kept as T;
}
