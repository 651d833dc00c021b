import { closeSync, mkdtempSync, openSync, readFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchOutput, LineBatch } from '../../../../src/adapters/observability/line-batch';

/** Stands for pino's destination: what it was handed, and what its own flushSync wrote. */
class RecordingOutput implements BatchOutput {
  readonly writes: string[] = [];
  constructor(private readonly onFlushSync: (held: string) => void = () => undefined) {}
  private held = '';
  write(text: string): boolean {
    this.writes.push(text);
    this.held += text;
    return true;
  }
  flush(): void {}
  flushSync(): void {
    this.onFlushSync(this.held);
    this.held = '';
  }
}

const line = (i: number) => `{"n":${i}}\n`;

describe('LineBatch: the log lines handed to pino\'s destination', () => {
  it('hands over one write per batch, once the batch holds enough characters, in the order written', () => {
    const output = new RecordingOutput();
    const batch = new LineBatch(output, -1, 20);
    for (let i = 0; i < 7; i++) batch.write(line(i));
    // Each line is 8 characters: a batch goes out at the third line.
    expect(output.writes).toEqual([line(0) + line(1) + line(2), line(3) + line(4) + line(5)]);
    batch.flush();
    expect(output.writes.join('')).toBe([0, 1, 2, 3, 4, 5, 6].map(line).join(''));
  });

  it('at exit, writes what the destination held first and the lines still gathered after them', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'line-batch-')), 'out.log');
    const fd = openSync(file, 'w');
    const output = new RecordingOutput((held) => writeSync(fd, held));
    const batch = new LineBatch(output, fd, 20);
    for (let i = 0; i < 5; i++) batch.write(`${'é'.repeat(3)}${i}\n`);
    batch.flushSync();
    closeSync(fd);
    expect(readFileSync(file, 'utf8')).toBe([0, 1, 2, 3, 4].map((i) => `ééé${i}\n`).join(''));
  });

  it('writes nothing at exit when nothing is gathered', () => {
    const output = new RecordingOutput();
    const batch = new LineBatch(output, -1, 20);
    expect(() => batch.flushSync()).not.toThrow();
    expect(output.writes).toEqual([]);
  });
});
