import { MerchantProfile } from '../../../domain/merchant-profile';
import { HostedPageRequest, HostedPageReader } from '../../../application/ports/hosted-page-reader';
import { Database } from './database';
import { PaymentRequestWithIntents, WITH_INTENTS, fromRowWithIntents } from './payment-request-with-intents';

/** One SELECT of the request, its merchant's profile, its payment intents and its refunds: one statement, one snapshot. */
/** The merchant's profile as one JSON value, in the domain's member names. */
const PROFILE = "json_build_object('name', m.name, 'legalId', m.legal_id, 'supportEmail', m.support_email, " +
  "'supportPhone', m.support_phone, 'brandColor', m.brand_color)";

export class SqlHostedPageReader implements HostedPageReader {
  constructor(private readonly database: Database) {}

  findByToken(token: string): Promise<HostedPageRequest | null> {
    return this.database.query(async (session) => {
      const [row] = await session.rows<PaymentRequestWithIntents & { merchant: MerchantProfile }>(
        `SELECT ${WITH_INTENTS}, ${PROFILE} AS merchant ` +
        'FROM payment_requests pr JOIN merchants m ON m.id = pr.merchant_id WHERE pr.token = $1',
        [token],
      );
      return row ? { request: fromRowWithIntents(row), merchant: row.merchant } : null;
    });
  }
}
