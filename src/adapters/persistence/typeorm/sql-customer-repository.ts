import { CustomerRepository } from '../../../application/ports/customer-repository';
import { Customer } from '../../../domain/customer';
import { Owner } from '../../../domain/mode';
import { Database } from './database';
import { CustomerRow } from './schemas';

/** A customers row's columns, named as CustomerRow. */
const CUSTOMER_COLUMNS = `id, merchant_id AS "merchantId", livemode, dni, email, first_name AS "firstName", last_name AS "lastName"`;

export class SqlCustomerRepository implements CustomerRepository {
  constructor(private readonly database: Database) {}

  /** Every create asks this: raw SQL (TypeORM's query builder cost more CPU than the query), prepared. */
  findByDni({ merchantId, livemode }: Owner, dni: string): Promise<Customer | null> {
    return this.database.query(async (session) => {
      const [row] = await session.prepared<CustomerRow>(
        `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE merchant_id = $1 AND livemode = $2 AND dni = $3`,
        [merchantId, livemode, dni],
      );
      return row ? toCustomer(row) : null;
    });
  }

  /** Always from the database; a process that keeps recent customers wraps this (RecentCustomers). */
  findRecentByDni(owner: Owner, dni: string): Promise<Customer | null> {
    return this.findByDni(owner, dni);
  }

  /** One statement, so two registrations of one dni racing each other end with a single id. */
  save(customer: Customer): Promise<Customer> {
    return this.database.query(async (session) => {
      const [row] = await session.prepared<CustomerRow>(
        `INSERT INTO customers (id, merchant_id, livemode, dni, email, first_name, last_name, created_at, updated_at)
         VALUES ($1, $2, $7, $3, $4, $5, $6, now(), now())
         ON CONFLICT (merchant_id, livemode, dni) DO UPDATE
            SET email = EXCLUDED.email, first_name = EXCLUDED.first_name,
                last_name = EXCLUDED.last_name, updated_at = EXCLUDED.updated_at
         RETURNING ${CUSTOMER_COLUMNS}`,
        [customer.id, customer.merchantId, customer.dni, customer.email, customer.firstName, customer.lastName, customer.livemode],
      );
      return toCustomer(row);
    });
  }
}

function toCustomer(row: Pick<CustomerRow, 'id' | 'merchantId' | 'livemode' | 'dni' | 'email' | 'firstName' | 'lastName'>): Customer {
  return {
    id: row.id,
    merchantId: row.merchantId,
    livemode: row.livemode,
    dni: row.dni,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}
