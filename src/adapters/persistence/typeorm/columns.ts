import { EntitySchema } from 'typeorm';

/** Column definitions as the schemas write them: bigint and numeric stay strings. */
export const text = (name: string, extra: { primary?: boolean; nullable?: boolean } = {}) =>
  ({ type: 'text', name, ...extra }) as const;
export const bigintCents = (name: string) => ({ type: 'bigint', name }) as const;
export const instant = (name: string, nullable = false) => ({ type: 'timestamptz', name, nullable }) as const;

type Column<Row> = { property: keyof Row & string; name: string };

/** Read once per schema: saves ask for them every time. */
const columnsBySchema = new WeakMap<EntitySchema<never>, readonly Column<never>[]>();

/** Each column of a schema: the row's property, and its name in the table. */
export function columnsOf<Row extends object>(schema: EntitySchema<Row>): readonly Column<Row>[] {
  const known = columnsBySchema.get(schema as EntitySchema<never>);
  if (known) return known as readonly Column<Row>[];
  const columns = Object.entries(schema.options.columns as Record<string, { name?: string }>).map(([property, column]) => ({
    property: property as keyof Row & string,
    name: column.name ?? property,
  }));
  columnsBySchema.set(schema as EntitySchema<never>, columns as readonly Column<never>[]);
  return columns;
}

/** A select list that reads a schema's columns as its row's properties (`legal_id AS "legalId"`). */
export function selectListOf<Row extends object>(schema: EntitySchema<Row>): string {
  return columnsOf(schema).map(({ property, name }) => (property === name ? name : `${name} AS "${property}"`)).join(', ');
}
