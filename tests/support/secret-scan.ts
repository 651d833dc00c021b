/**
 * Times, request ids and fractional numbers (durations in the logs) are masked first: their digits
 * could spell a short secret by chance. A CVV or OTP is never written as a fraction.
 */
function masked(text: string): string {
  return text
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}(?::?\d{2})?)?/g, '<time>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\d+\.\d+/g, '<number>');
}

/** True when `secret` appears in `text` as a value of its own, not as a piece of a longer token. */
export function reveals(text: string, secret: string): boolean {
  if (secret.length >= 12) return text.includes(secret);
  return new RegExp(`(?<![0-9A-Za-z])${secret}(?![0-9A-Za-z])`).test(masked(text));
}
