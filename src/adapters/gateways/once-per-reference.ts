/** How many answers a gateway keeps by reference; the oldest goes first. */
export const REMEMBERED_ANSWERS = 10_000;

/**
 * A gateway's answers by our reference (a payment intent or refund id), and the calls still in
 * flight: the same reference asked for again while its first call runs, or after it answered, asks
 * the bank nothing and gets the same answer. Lost on a restart; the bank's own searches cover that.
 */
export class OncePerReference<Answer> {
  private readonly answers = new Map<string, Answer>();
  private readonly inFlight = new Map<string, Promise<Answer>>();

  /** The answer `send` gives, sent at most once at a time per reference, and never again once answered. */
  once(reference: string, send: () => Promise<Answer>): Promise<Answer> {
    const known = this.answers.get(reference) ?? this.inFlight.get(reference);
    if (known) return Promise.resolve(known);
    const sending = send().finally(() => this.inFlight.delete(reference));
    this.inFlight.set(reference, sending);
    return sending;
  }

  known(reference: string): Answer | undefined {
    return this.answers.get(reference);
  }

  remember(reference: string, answer: Answer): Answer {
    this.answers.set(reference, answer);
    if (this.answers.size > REMEMBERED_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
    return answer;
  }
}
