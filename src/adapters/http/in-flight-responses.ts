/**
 * The responses the server has not finished, for a graceful stop: it must reach each one still open
 * (to answer it with `Connection: close`) and say how many there are.
 *
 * A linked list, not a Set or a Map: with either, under 50 concurrent reads, a sixth of what each
 * request allocated outlived a minor GC and a full GC ran every third of a second; with a list or a
 * counter, under 2% (docs/benchmarks-hot-path.md, "Finished responses kept alive"). The likely cause: they
 * replace their hash table as entries come and go, and a replaced table that has reached the old
 * generation still points at the responses it held, which a minor GC cannot tell is garbage. A
 * removed entry here drops all its links, so an entry that dies old holds nothing young.
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

  /** Visits every response in flight now, even if a visit ends one of them. */
  forEach(visit: (response: Response) => void): void {
    const responses: Response[] = [];
    for (let entry = this.first; entry !== null; entry = entry.next) responses.push(entry.response!);
    responses.forEach(visit);
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
