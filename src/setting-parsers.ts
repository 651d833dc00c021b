/** A setting with a bad value: the message names the setting first, on one line, and never repeats a secret. */
export class ConfigError extends Error {}

/** The environment, or the section of it a module owns. */
export type Env = Readonly<Record<string, string | undefined>>;

export function nonEmpty(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function integerSetting(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  }
  return Number(raw);
}

export function booleanSetting(env: Env, name: string, fallback: boolean): boolean {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`${name} must be true or false, got ${JSON.stringify(raw)}`);
  return raw === 'true';
}

/** An http(s) URL without its trailing slashes. */
export function httpUrl(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    throw new ConfigError(`${name} must be an http:// or https:// URL`);
  }
  return raw.replace(/\/+$/, '');
}

/** A URL of one of `schemes` (unset or blank: null). Never echoed in an error: it may hold a password. */
export function secretUrl(name: string, raw: string | undefined, schemes: readonly string[]): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const expected = `${name} must be a ${schemes.map((scheme) => `${scheme}://`).join(' or ')} URL`;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(expected);
  }
  if (!schemes.includes(url.protocol.slice(0, -1))) throw new ConfigError(`${expected}, got the scheme ${url.protocol}`);
  return raw.trim();
}
