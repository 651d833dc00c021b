/**
 * A port's container token: a symbol (so Inversify takes it as a service identifier) that carries the
 * port's type, so wiring an adapter of another port to it fails to compile.
 */
export type Token<T> = symbol & { readonly __port?: T };

export function token<T>(name: string): Token<T> {
  return Symbol.for(name) as Token<T>;
}
