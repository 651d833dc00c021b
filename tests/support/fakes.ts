import { DomainEventPublisher } from '../../src/application/ports/domain-event-publisher';
import { DomainEvent } from '../../src/domain/events';
import { Clock } from '../../src/application/ports/clock';
import { ExchangeRateProvider } from '../../src/application/ports/exchange-rate-provider';
import { IdGenerator } from '../../src/application/ports/id-generator';
import { ID_PREFIX, IdKind, TOKEN_PREFIX, LINK_TOKEN_PREFIX } from '../../src/domain/ids';
import { SECRET_KEY_PREFIX } from '../../src/domain/api-key';
import { Mode } from '../../src/domain/mode';
import { ExchangeRate } from '../../src/domain/money';

/** A clock that only moves when the test says so. */
export class FixedClock implements Clock {
  private current: Date;

  constructor(start: Date | string = '2026-11-22T13:30:00.000Z') {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: Date | string): void {
    this.current = new Date(instant);
  }

  advance(ms: number): Date {
    this.current = new Date(this.current.getTime() + ms);
    return this.now();
  }

  advanceSeconds(seconds: number): Date {
    return this.advance(seconds * 1000);
  }
}

/** Ids that read in order: `preq_000001`, `cus_000001`, `PR000001`, `sk_test_000001` (`sk_live_000002`), one counter per kind. */
export class SequentialIdGenerator implements IdGenerator {
  private readonly counters = new Map<string, number>();

  next(kind: IdKind): string {
    return ID_PREFIX[kind] + this.count(kind);
  }

  nextToken(): string {
    return TOKEN_PREFIX + this.count('token');
  }

  nextLinkToken(): string {
    return LINK_TOKEN_PREFIX + this.count('linkToken');
  }

  nextSecretKey(mode: Mode = 'test'): string {
    return SECRET_KEY_PREFIX[mode] + this.count('secretKey');
  }

  private count(kind: string): string {
    const n = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, n);
    return String(n).padStart(6, '0');
  }
}

/** A USD->VES rate the test can change between calls. */
export class StubExchangeRateProvider implements ExchangeRateProvider {
  private rate: ExchangeRate;

  constructor(vesPerUsd = '36.5') {
    this.rate = ExchangeRate.of('USD', 'VES', vesPerUsd);
  }

  setRate(vesPerUsd: string): void {
    this.rate = ExchangeRate.of('USD', 'VES', vesPerUsd);
  }

  async usdToVes(): Promise<ExchangeRate> {
    return this.rate;
  }
}

/** A publisher that keeps what it was given, in order. */
export class RecordingEventPublisher implements DomainEventPublisher {
  readonly published: DomainEvent[] = [];

  async publish(events: readonly DomainEvent[]): Promise<void> {
    this.published.push(...events);
  }

  get types(): string[] {
    return this.published.map((event) => event.type);
  }
}

/** The value a parser gives for input a test knows is valid. */
export function parsed<T>(value: T | null): T {
  if (value === null) throw new Error('the test gave a value its parser refuses');
  return value;
}

/** The request a use case answered with; fails the test, naming the outcome, when it answered a refusal. */
export async function requestOf<R>(outcome: Promise<{ kind: string; request: R } | { kind: string }>): Promise<R> {
  const answer = await outcome;
  if (!('request' in answer)) throw new Error(`expected a request, got ${JSON.stringify(answer)}`);
  return answer.request;
}
