import { Customer } from '../../domain/customer';
import { Owner } from '../../domain/mode';
import { token } from './token';

export interface CustomerRepository {
  findByDni(owner: Owner, dni: string): Promise<Customer | null>;
  /**
   * As findByDni, but it may answer with what this process read or stored a little earlier, which
   * another instance may have changed since: a request made with it is saved with
   * `UnitOfWork.customerAsRead`, and the save refuses it (CustomerChanged) if the customer has changed.
   */
  findRecentByDni(owner: Owner, dni: string): Promise<Customer | null>;
  /**
   * Stores the customer, keyed by (merchantId, livemode, dni). If another registration of the same dni won a
   * race, that customer's id is kept and the given details are applied to it; returns what is stored.
   */
  save(customer: Customer): Promise<Customer>;
}
/**
 * Thrown by a save whose `customerAsRead` is no longer the customer stored: nothing was stored. The
 * use case reads the customer again from storage and saves once more; it never reaches a caller.
 */
export class CustomerChanged extends Error {
  constructor(readonly customerId: string) {
    super(`Customer ${customerId} changed since it was read.`);
  }
}

export const CUSTOMER_REPOSITORY = token<CustomerRepository>('CustomerRepository');
