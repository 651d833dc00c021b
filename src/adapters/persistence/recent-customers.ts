import { CustomerRepository } from '../../application/ports/customer-repository';
import { Clock } from '../../application/ports/clock';
import { Customer } from '../../domain/customer';
import { Owner } from '../../domain/mode';

/** Enough for the customers a busy instance sees in `ttlMs`; when full, the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

/**
 * Remembers, for `ttlMs`, the customers this process read or stored, so that a create naming only a
 * known dni (most of them) spends no round trip on the customer: its save checks, in the same
 * statement, that the customer is still stored with the id and e-mail it copies
 * (UnitOfWork.customerAsRead), and the use case reads it again if not. Only findRecentByDni answers
 * from memory; findByDni always asks the database and refreshes what is remembered. Unknown dnis are
 * never remembered: a new customer is registered at once on every instance.
 */
export class RecentCustomers implements CustomerRepository {
  private readonly recent = new Map<string, { customer: Customer; until: number }>();

  constructor(
    private readonly inner: CustomerRepository,
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  async findRecentByDni(owner: Owner, dni: string): Promise<Customer | null> {
    const remembered = this.recent.get(keyOf(owner, dni));
    if (remembered && remembered.until > this.clock.now().getTime()) return { ...remembered.customer };
    return this.findByDni(owner, dni);
  }

  async findByDni(owner: Owner, dni: string): Promise<Customer | null> {
    const found = await this.inner.findByDni(owner, dni);
    if (found) this.remember(found);
    else this.recent.delete(keyOf(owner, dni));
    return found;
  }

  async save(customer: Customer): Promise<Customer> {
    const stored = await this.inner.save(customer);
    this.remember(stored);
    return stored;
  }

  private remember(customer: Customer): void {
    const key = keyOf(customer, customer.dni);
    this.recent.delete(key);
    if (this.recent.size >= MAX_ENTRIES) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(key, { customer: { ...customer }, until: this.clock.now().getTime() + this.ttlMs });
  }
}

const keyOf = ({ merchantId, livemode }: Owner, dni: string): string => `${merchantId} ${livemode} ${dni}`;
