/** pg's own mapping of a JavaScript value to a statement parameter (pg/lib/utils.js, exported by pg's package). */
declare module 'pg/lib/utils' {
  export function prepareValue(value: unknown): unknown;
}
