import { CustomerRepository } from '../../../application/ports/customer-repository';
import { Customer } from '../../../domain/customer';

export class InMemoryCustomerRepository implements CustomerRepository {
  private readonly byKey = new Map<string, Customer>();

  async findByDni(merchantId: string, dni: string): Promise<Customer | null> {
    const found = this.byKey.get(key(merchantId, dni));
    return found ? { ...found } : null;
  }

  async save(customer: Customer): Promise<Customer> {
    const existing = this.byKey.get(key(customer.merchantId, customer.dni));
    const stored = { ...customer, id: existing?.id ?? customer.id };
    this.byKey.set(key(customer.merchantId, customer.dni), stored);
    return { ...stored };
  }
}

function key(merchantId: string, dni: string): string {
  return `${merchantId}\u0000${dni}`;
}
