/**
 * The responses the server has not finished, for a graceful stop: it must reach each one still open
 * (to answer it with `Connection: close`) and say how many there are.
 *
 * A linked list, not a Set or a Map: those replace their hash table as entries come and go, and a
 * replaced table that has reached the old generation still points at every response it held. A
 * minor GC cannot tell that table is garbage, so it kept those finished responses (with their
 * requests and bodies) alive and promoted them: under 50 concurrent reads a sixth of what each
 * request allocated outlived it, and a full GC ran every third of a second (docs/benchmarks.md,
 * "Finished responses kept alive"). A removed entry drops all its links, so an entry that dies old
 * holds nothing young.
 */
export class InFlightResponses<Response extends object> {
  private first: Entry<Response> | null = null;
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Adds `response`; the function returned removes it (calling it again does nothing). */
  add(response: Response): () => void {
    const entry: Entry<Response> = { response, previous: null, next: this.first };
    if (this.first) this.first.previous = entry;
    this.first = entry;
    this.count += 1;
    return () => this.remove(entry);
  }

  forEach(visit: (response: Response) => void): void {
    for (let entry = this.first; entry !== null; ) {
      const { next, response } = entry;
      if (response !== null) visit(response);
      entry = next;
    }
  }

  private remove(entry: Entry<Response>): void {
    if (entry.response === null) return;
    if (entry.previous) entry.previous.next = entry.next;
    else this.first = entry.next;
    if (entry.next) entry.next.previous = entry.previous;
    entry.response = null;
    entry.previous = null;
    entry.next = null;
    this.count -= 1;
  }
}

interface Entry<Response> {
  response: Response | null;
  previous: Entry<Response> | null;
  next: Entry<Response> | null;
}
