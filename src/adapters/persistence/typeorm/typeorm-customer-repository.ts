import { CustomerRepository } from '../../../application/ports/customer-repository';
import { Customer } from '../../../domain/customer';
import { Owner } from '../../../domain/mode';
import { Database } from './database';
import { CustomerRow, CustomerSchema } from './schemas';

export class TypeOrmCustomerRepository implements CustomerRepository {
  constructor(private readonly database: Database) {}

  findByDni({ merchantId, livemode }: Owner, dni: string): Promise<Customer | null> {
    return this.database.query(async ({ manager }) => {
      const row = await manager.findOneBy(CustomerSchema, { merchantId, livemode, dni });
      return row ? toCustomer(row) : null;
    });
  }

  /** One statement, so two registrations of one dni racing each other end with a single id. */
  save(customer: Customer): Promise<Customer> {
    return this.database.query(async (session) => {
      const [row] = await session.rows<CustomerRow>(
        `INSERT INTO customers (id, merchant_id, livemode, dni, email, first_name, last_name, created_at, updated_at)
         VALUES ($1, $2, $7, $3, $4, $5, $6, now(), now())
         ON CONFLICT (merchant_id, livemode, dni) DO UPDATE
            SET email = EXCLUDED.email, first_name = EXCLUDED.first_name,
                last_name = EXCLUDED.last_name, updated_at = EXCLUDED.updated_at
         RETURNING id, merchant_id AS "merchantId", livemode, dni, email,
                   first_name AS "firstName", last_name AS "lastName"`,
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
