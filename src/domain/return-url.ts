/**
 * Where the hosted page sends the customer back to the merchant: an absolute `https` URL, at most
 * RETURN_URL_MAX_LENGTH characters, without credentials or control characters. Kept as the URL
 * parser writes it (scheme and host lowercased, a bare host given its `/`), so what is stored,
 * shown and linked is the very URL that was checked.
 */
export type ReturnUrl = string & { readonly __returnUrl: unique symbol };

export const RETURN_URL_MAX_LENGTH = 2048;

/**
 * The shape checked before the URL parser: `https://` itself (not a lenient form such as `https:host`
 * a parser still accepts), a host part without `@` (no credentials, not even empty ones), and only
 * visible ASCII (no spaces or control characters; an internationalized host is sent as punycode).
 * Also the OpenAPI document's pattern for the field.
 */
export const RETURN_URL_PATTERN = String.raw`^[Hh][Tt][Tt][Pp][Ss]://[!-"$-.0->A-\[\]-~]+([/?#\\][!-~]*)?$`;
const RETURN_URL_SHAPE = new RegExp(RETURN_URL_PATTERN, 'u');

/** The URL as a ReturnUrl, or null when it is not one (see ReturnUrl). */
export function parseReturnUrl(raw: unknown): ReturnUrl | null {
  if (typeof raw !== 'string' || raw.length > RETURN_URL_MAX_LENGTH) return null;
  if (!RETURN_URL_SHAPE.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href.length > RETURN_URL_MAX_LENGTH ? null : (url.href as ReturnUrl);
}

/** A URL read back from storage, where only parseReturnUrl's output is ever written. */
export function storedReturnUrl(stored: string | null): ReturnUrl | null {
  return stored as ReturnUrl | null;
}
