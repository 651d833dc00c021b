import { writeSync } from 'node:fs';
import { DestinationStream } from 'pino';

/** What a LineBatch hands its batches to: pino's destination (sonic-boom), which writes them and keeps their order. */
export interface BatchOutput {
  write(text: string): boolean;
  flush(): void;
  flushSync(): void;
}

/**
 * Gathers log lines and hands them to `output` a batch at a time, once `batchChars` characters
 * have gathered or when flushed. sonic-boom measures its whole pending buffer again on every
 * write it is given (docs/benchmarks-first-runs.md, "Fewer copies and batched log lines"), so it
 * is given one write a batch, not one a line. flushSync() is for the exit: it empties `output`
 * first, then writes the lines still gathered straight to `fd`, after them.
 */
export class LineBatch implements DestinationStream {
  private lines: string[] = [];
  private chars = 0;

  constructor(
    private readonly output: BatchOutput,
    private readonly fd: number,
    private readonly batchChars: number,
  ) {}

  write(line: string): boolean {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= this.batchChars) this.handOver();
    return true;
  }

  flush(): void {
    this.handOver();
    this.output.flush();
  }

  flushSync(): void {
    this.output.flushSync();
    const text = this.take();
    if (text === '') return;
    try {
      for (let rest = Buffer.from(text); rest.length > 0; ) rest = rest.subarray(writeSync(this.fd, rest));
    } catch {
      // Exiting, with standard output gone or full: the lines are lost, as pino's own would be.
    }
  }

  private handOver(): void {
    const text = this.take();
    if (text !== '') this.output.write(text);
  }

  private take(): string {
    const text = this.lines.length === 1 ? this.lines[0] : this.lines.join('');
    this.lines = [];
    this.chars = 0;
    return text;
  }
}
