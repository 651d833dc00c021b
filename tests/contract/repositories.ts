import { InMemoryEventLog } from '../../src/adapters/persistence/in-memory/in-memory-event-log';
import { InMemoryCustomerRepository } from '../../src/adapters/persistence/in-memory/in-memory-customer-repository';
import { InMemoryApiKeyRepository } from '../../src/adapters/persistence/in-memory/in-memory-api-key-repository';
import { InMemoryMerchantRepository } from '../../src/adapters/persistence/in-memory/in-memory-merchant-repository';
import { InMemoryHostedPageReader } from '../../src/adapters/persistence/in-memory/in-memory-hosted-page-reader';
import { InMemoryPaymentRequestRepository } from '../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { InMemoryPaymentLinkRepository } from '../../src/adapters/persistence/in-memory/in-memory-payment-link-repository';
import { TypeOrmPaymentLinkRepository } from '../../src/adapters/persistence/typeorm/typeorm-payment-link-repository';
import { PaymentLinkRepository } from '../../src/application/ports/payment-link-repository';
import { InMemoryBankStatementLedger } from '../../src/adapters/persistence/in-memory/in-memory-bank-statement-ledger';
import { Database } from '../../src/adapters/persistence/typeorm/database';
import { TypeOrmBankStatementLedger } from '../../src/adapters/persistence/typeorm/typeorm-bank-statement-ledger';
import { BankStatementLedger } from '../../src/application/ports/bank-statement-ledger';
import { TypeOrmEventFeed } from '../../src/adapters/persistence/typeorm/typeorm-event-feed';
import { TypeOrmCustomerRepository } from '../../src/adapters/persistence/typeorm/typeorm-customer-repository';
import { TypeOrmApiKeyRepository } from '../../src/adapters/persistence/typeorm/typeorm-api-key-repository';
import { TypeOrmMerchantRepository } from '../../src/adapters/persistence/typeorm/typeorm-merchant-repository';
import { TypeOrmHostedPageReader } from '../../src/adapters/persistence/typeorm/typeorm-hosted-page-reader';
import { TypeOrmPaymentRequestRepository } from '../../src/adapters/persistence/typeorm/typeorm-payment-request-repository';
import { CustomerRepository } from '../../src/application/ports/customer-repository';
import { EventFeed } from '../../src/application/ports/event-feed';
import { ApiKeyRepository } from '../../src/application/ports/api-key-repository';
import { MerchantRepository } from '../../src/application/ports/merchant-repository';
import { HostedPageReader } from '../../src/application/ports/hosted-page-reader';
import { PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';
import { SalesSummaryQuery } from '../../src/application/ports/sales-summary';
import { InMemorySalesSummary } from '../../src/adapters/persistence/in-memory/in-memory-sales-summary';
import { TypeOrmSalesSummary } from '../../src/adapters/persistence/typeorm/typeorm-sales-summary';

/**
 * One adapter family, empty. The suites store merchants and customers through their own ports
 * before payment requests, because a database enforces those references.
 */
export interface Repositories {
  merchants: MerchantRepository;
  /** The keys of the merchants stored through `merchants`. */
  apiKeys: ApiKeyRepository;
  customers: CustomerRepository;
  paymentRequests: PaymentRequestRepository;
  /** Reads what the other three store. */
  hostedPages: HostedPageReader;
  /** Reads the events paymentRequests stores. */
  events: EventFeed;
  /** Matches statement lines to what paymentRequests stores. */
  statementLedger: BankStatementLedger;
  /** Sums what paymentRequests stores. */
  salesSummary: SalesSummaryQuery;
  /** Stored before the requests made through them. */
  paymentLinks: PaymentLinkRepository;
}

/** Called before every test: must return empty repositories. */
export type OpenRepositories = () => Promise<Repositories>;

export const openInMemoryRepositories: OpenRepositories = async () => {
  const apiKeys = new InMemoryApiKeyRepository();
  const merchants = new InMemoryMerchantRepository(apiKeys);
  const events = new InMemoryEventLog();
  const customers = new InMemoryCustomerRepository();
  const paymentRequests = new InMemoryPaymentRequestRepository(events, null, customers);
  return {
    merchants,
    apiKeys,
    customers,
    paymentRequests,
    hostedPages: new InMemoryHostedPageReader(paymentRequests, merchants),
    events,
    statementLedger: new InMemoryBankStatementLedger(paymentRequests),
    salesSummary: new InMemorySalesSummary(paymentRequests),
    paymentLinks: new InMemoryPaymentLinkRepository(),
  };
};

export function typeOrmRepositories(database: Database): Repositories {
  return {
    merchants: new TypeOrmMerchantRepository(database),
    apiKeys: new TypeOrmApiKeyRepository(database),
    customers: new TypeOrmCustomerRepository(database),
    paymentRequests: new TypeOrmPaymentRequestRepository(database),
    hostedPages: new TypeOrmHostedPageReader(database),
    events: new TypeOrmEventFeed(database),
    statementLedger: new TypeOrmBankStatementLedger(database),
    salesSummary: new TypeOrmSalesSummary(database),
    paymentLinks: new TypeOrmPaymentLinkRepository(database),
  };
}
