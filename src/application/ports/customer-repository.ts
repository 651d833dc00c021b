import { Customer } from '../../domain/customer';
import { Owner } from '../../domain/mode';
import { token } from './token';

export interface CustomerRepository {
  findByDni(owner: Owner, dni: string): Promise<Customer | null>;
  /**
   * Stores the customer, keyed by (merchantId, livemode, dni). If another registration of the same dni won a
   * race, that customer's id is kept and the given details are applied to it; returns what is stored.
   */
  save(customer: Customer): Promise<Customer>;
}
export const CUSTOMER_REPOSITORY = token<CustomerRepository>('CustomerRepository');
