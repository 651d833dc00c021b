import { InMemoryEventLog } from '../../src/adapters/persistence/in-memory/in-memory-event-log';
import { InMemoryCustomerRepository } from '../../src/adapters/persistence/in-memory/in-memory-customer-repository';
import { InMemoryApiKeyRepository } from '../../src/adapters/persistence/in-memory/in-memory-api-key-repository';
import { InMemoryMerchantRepository } from '../../src/adapters/persistence/in-memory/in-memory-merchant-repository';
import { InMemoryHostedPageReader } from '../../src/adapters/persistence/in-memory/in-memory-hosted-page-reader';
import { InMemoryPaymentRequestRepository } from '../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { InMemoryPaymentLinkRepository } from '../../src/adapters/persistence/in-memory/in-memory-payment-link-repository';
import { SqlPaymentLinkRepository } from '../../src/adapters/persistence/typeorm/sql-payment-link-repository';
import { PaymentLinkRepository } from '../../src/application/ports/payment-link-repository';
import { InMemoryBankStatementLedger } from '../../src/adapters/persistence/in-memory/in-memory-bank-statement-ledger';
import { Database } from '../../src/adapters/persistence/typeorm/database';
import { SqlBankStatementLedger } from '../../src/adapters/persistence/typeorm/sql-bank-statement-ledger';
import { BankStatementLedger } from '../../src/application/ports/bank-statement-ledger';
import { SqlEventFeed } from '../../src/adapters/persistence/typeorm/sql-event-feed';
import { SqlCustomerRepository } from '../../src/adapters/persistence/typeorm/sql-customer-repository';
import { SqlApiKeyRepository } from '../../src/adapters/persistence/typeorm/sql-api-key-repository';
import { SqlMerchantRepository } from '../../src/adapters/persistence/typeorm/sql-merchant-repository';
import { SqlHostedPageReader } from '../../src/adapters/persistence/typeorm/sql-hosted-page-reader';
import { SqlPaymentRequestRepository } from '../../src/adapters/persistence/typeorm/sql-payment-request-repository';
import { CustomerRepository } from '../../src/application/ports/customer-repository';
import { EventFeed } from '../../src/application/ports/event-feed';
import { ApiKeyRepository } from '../../src/application/ports/api-key-repository';
import { MerchantRepository } from '../../src/application/ports/merchant-repository';
import { HostedPageReader } from '../../src/application/ports/hosted-page-reader';
import { PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';
import { SalesSummaryQuery } from '../../src/application/ports/sales-summary';
import { InMemorySalesSummary } from '../../src/adapters/persistence/in-memory/in-memory-sales-summary';
import { SqlSalesSummary } from '../../src/adapters/persistence/typeorm/sql-sales-summary';

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

export function sqlRepositories(database: Database): Repositories {
  return {
    merchants: new SqlMerchantRepository(database),
    apiKeys: new SqlApiKeyRepository(database),
    customers: new SqlCustomerRepository(database),
    paymentRequests: new SqlPaymentRequestRepository(database),
    hostedPages: new SqlHostedPageReader(database),
    events: new SqlEventFeed(database),
    statementLedger: new SqlBankStatementLedger(database),
    salesSummary: new SqlSalesSummary(database),
    paymentLinks: new SqlPaymentLinkRepository(database),
  };
}
