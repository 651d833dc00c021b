/** A form body as express hands it: anything, read as a record of its fields. */
function fieldsOf(body: unknown): Record<string, unknown> {
  return (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
}

/** The named fields as typed; a field missing, or sent as something other than text, reads as empty. */
export function postedText<Name extends string>(body: unknown, names: readonly Name[]): Record<Name, string> {
  const posted = fieldsOf(body);
  return Object.fromEntries(names.map((name) => [name, typeof posted[name] === 'string' ? posted[name] : ''])) as Record<Name, string>;
}

/** Only the named fields posted as text: a field left out stays out (a change that leaves it as it is). */
export function postedTextPresent<Name extends string>(body: unknown, names: readonly Name[]): Partial<Record<Name, string>> {
  const posted = fieldsOf(body);
  const present = names.flatMap((name) => (typeof posted[name] === 'string' ? [[name, posted[name]]] : []));
  return Object.fromEntries(present) as Partial<Record<Name, string>>;
}
