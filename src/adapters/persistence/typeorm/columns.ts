/** Column definitions as the schemas write them: bigint and numeric stay strings. */
export const text = (name: string, extra: { primary?: boolean; nullable?: boolean } = {}) =>
  ({ type: 'text', name, ...extra }) as const;
export const bigintCents = (name: string) => ({ type: 'bigint', name }) as const;
export const instant = (name: string, nullable = false) => ({ type: 'timestamptz', name, nullable }) as const;
