/**
 * A piece of a statement written from parts (a save's): its parameters' values, and its text given
 * how many parameters come before it. The text depends only on `shape` and that number, never on
 * the values, so a statement's text can be written once for each combination of shapes.
 */
export interface StatementPart {
  shape: string;
  values: unknown[];
  text: (paramsBefore: number) => string;
}

/** `$n` for each of `count` parameters after the first `before`. */
export function numbered(before: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `$${before + i + 1}`);
}
