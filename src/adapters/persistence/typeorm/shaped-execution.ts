import type { Connection, FieldDef, Submittable } from 'pg';
import { prepareValue } from 'pg/lib/utils';

/**
 * A prepared statement's rows, as pg builds them from the statement's row description: each
 * column's name and text parser, and an empty row holding every name in the description's order.
 */
export interface RowShape {
  readonly names: readonly string[];
  readonly parsers: readonly ((text: string) => unknown)[];
  readonly empty: Readonly<Record<string, null>>;
}

/**
 * The shape of the rows described by `fields`, with each column parsed by `parserOf` (the
 * client's own type parsers). Undefined when a column comes in binary, which pg reads differently.
 */
export function rowShapeOf(fields: readonly FieldDef[], parserOf: (oid: number) => (text: string) => unknown): RowShape | undefined {
  if (fields.some((field) => field.format !== 'text')) return undefined;
  // As pg builds its empty row: a later column of the same name takes the place of an earlier one.
  const names = Object.create(null) as Record<string, null>;
  for (const field of fields) names[field.name] = null;
  return { names: fields.map((field) => field.name), parsers: fields.map((field) => parserOf(field.dataTypeID)), empty: { ...names } };
}

type Done = (error: Error | null, rows?: Record<string, unknown>[]) => void;

/**
 * One execution of a statement already prepared on the connection, whose row shape is known: Bind,
 * Execute, Sync. pg's own query also sends Describe on every execution, and builds the shape again
 * from the row description that answers it: about a tenth of a read's CPU (docs/benchmarks.md).
 * The rows are the ones pg would give: the same names in the same order, the same parsers.
 *
 * A pg Submittable: pg's client hands it the server's answers, and may wrap `callback` (its
 * query_timeout clears its timer there).
 */
export class ShapedExecution implements Submittable {
  private readonly rows: Record<string, unknown>[] = [];
  private unreadable: Error | null = null;

  constructor(
    private readonly statement: string,
    private readonly values: readonly unknown[],
    private readonly shape: RowShape,
    public callback: Done,
  ) {}

  /** Returns the error of a value pg cannot send (prepareValue throws before anything is written): pg fails the execution with it. */
  submit(connection: Connection): Error | null {
    const writer = connection as unknown as ProtocolWriter;
    writer.stream.cork();
    try {
      writer.bind({ statement: this.statement, values: this.values, valueMapper: prepareValue });
      writer.execute({});
      writer.sync();
      return null;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    } finally {
      writer.stream.uncork();
    }
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this.unreadable) return;
    const { names, parsers, empty } = this.shape;
    const row: Record<string, unknown> = { ...empty };
    try {
      for (let i = 0; i < message.fields.length; i++) {
        const text = message.fields[i];
        row[names[i]] = text === null ? null : parsers[i](text);
      }
    } catch (error) {
      this.unreadable = error as Error;
      return;
    }
    this.rows.push(row);
  }

  handleReadyForQuery(): void {
    if (this.unreadable) this.callback(this.unreadable);
    else this.callback(null, this.rows);
  }

  handleError(error: Error): void {
    this.callback(this.unreadable ?? error);
  }

  // Not sent in answer to this Bind, Execute (with no row limit, so never suspended) and Sync, or
  // nothing to do with; here so that pg finds them.
  handleRowDescription(): void {}
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handleCopyInResponse(connection: Connection): void {
    (connection as unknown as ProtocolWriter).sendCopyFail('No source stream defined');
  }
  handleCopyData(): void {}
}

/** The part of pg's Connection (pg 8) this file writes through. */
interface ProtocolWriter {
  stream: { cork(): void; uncork(): void };
  bind(config: { statement: string; values: readonly unknown[]; valueMapper: (value: unknown) => unknown }): void;
  execute(config: object): void;
  sync(): void;
  sendCopyFail(message: string): void;
}
