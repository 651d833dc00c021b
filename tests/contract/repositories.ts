import { InMemoryCustomerRepository } from '../../src/adapters/persistence/in-memory/in-memory-customer-repository';
import { InMemoryMerchantRepository } from '../../src/adapters/persistence/in-memory/in-memory-merchant-repository';
import { InMemoryPaymentRequestRepository } from '../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { Database } from '../../src/adapters/persistence/typeorm/database';
import { TypeOrmCustomerRepository } from '../../src/adapters/persistence/typeorm/typeorm-customer-repository';
import { TypeOrmMerchantRepository } from '../../src/adapters/persistence/typeorm/typeorm-merchant-repository';
import { TypeOrmPaymentRequestRepository } from '../../src/adapters/persistence/typeorm/typeorm-payment-request-repository';
import { CustomerRepository } from '../../src/application/ports/customer-repository';
import { MerchantRepository } from '../../src/application/ports/merchant-repository';
import { PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';

/**
 * One adapter family, empty. The suites store merchants and customers through their own ports
 * before payment requests, because a database enforces those references.
 */
export interface Repositories {
  merchants: MerchantRepository;
  customers: CustomerRepository;
  paymentRequests: PaymentRequestRepository;
}

/** Called before every test: must return empty repositories. */
export type OpenRepositories = () => Promise<Repositories>;

export const openInMemoryRepositories: OpenRepositories = async () => ({
  merchants: new InMemoryMerchantRepository(),
  customers: new InMemoryCustomerRepository(),
  paymentRequests: new InMemoryPaymentRequestRepository(),
});

export function typeOrmRepositories(database: Database): Repositories {
  return {
    merchants: new TypeOrmMerchantRepository(database),
    customers: new TypeOrmCustomerRepository(database),
    paymentRequests: new TypeOrmPaymentRequestRepository(database),
  };
}
