/** Runs one piece of work at a time, in the order they arrive; a failure does not block the next. */
export class AsyncMutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(() => work());
    this.tail = result.catch(() => undefined);
    return result;
  }
}
