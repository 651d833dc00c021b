import { CustomerRepository } from '../../../application/ports/customer-repository';
import { Customer } from '../../../domain/customer';
import { Owner } from '../../../domain/mode';

export class InMemoryCustomerRepository implements CustomerRepository {
  private readonly byKey = new Map<string, Customer>();

  async findByDni(owner: Owner, dni: string): Promise<Customer | null> {
    const found = this.byKey.get(key(owner, dni));
    return found ? { ...found } : null;
  }

  findRecentByDni(owner: Owner, dni: string): Promise<Customer | null> {
    return this.findByDni(owner, dni);
  }

  /** Whether the customer `id` is stored with `email` (UnitOfWork.customerAsRead). */
  holds(id: string, email: string): boolean {
    return [...this.byKey.values()].some((customer) => customer.id === id && customer.email === email);
  }

  async save(customer: Customer): Promise<Customer> {
    const existing = this.byKey.get(key(customer, customer.dni));
    const stored = { ...customer, id: existing?.id ?? customer.id };
    this.byKey.set(key(customer, customer.dni), stored);
    return { ...stored };
  }
}

function key({ merchantId, livemode }: Owner, dni: string): string {
  return JSON.stringify([merchantId, livemode, dni]);
}
