import { HostedPageRequest, HostedPageReader } from '../../../application/ports/hosted-page-reader';
import { Database } from './database';
import { PaymentRequestWithIntents, WITH_INTENTS, fromRowWithIntents } from './payment-request-with-intents';

/** One SELECT of the request, its merchant's name, its attempts and its refunds: one statement, one snapshot. */
export class TypeOrmHostedPageReader implements HostedPageReader {
  constructor(private readonly database: Database) {}

  findByToken(token: string): Promise<HostedPageRequest | null> {
    return this.database.query(async (session) => {
      const [row] = await session.rows<PaymentRequestWithIntents & { merchantName: string }>(
        `SELECT ${WITH_INTENTS}, m.name AS "merchantName" ` +
        'FROM payment_requests pr JOIN merchants m ON m.id = pr.merchant_id WHERE pr.token = $1',
        [token],
      );
      return row ? { request: fromRowWithIntents(row), merchantName: row.merchantName } : null;
    });
  }
}
