import { PaymentLink, PaymentLinkReader } from '../../../application/ports/payment-link-reader';
import { Database } from './database';
import { toPaymentRequest } from './payment-request-mapper';
import { MerchantSchema, PaymentIntentRow, PaymentIntentSchema, PaymentRequestRow, PaymentRequestSchema } from './schemas';

type RequestWithIntents = PaymentRequestRow & { intents: PaymentIntentRow[] };

/** One SELECT joining the request, its merchant and its attempts: one statement, one snapshot. */
export class TypeOrmPaymentLinkReader implements PaymentLinkReader {
  constructor(private readonly database: Database) {}

  findByToken(token: string): Promise<PaymentLink | null> {
    return this.database.query(async (session) => {
      const { entities, raw } = await session.manager
        .createQueryBuilder(PaymentRequestSchema, 'pr')
        .innerJoin(MerchantSchema.options.name, 'merchant', 'merchant.id = pr.merchantId')
        .addSelect('merchant.name', 'merchant_name')
        .leftJoinAndMapMany('pr.intents', PaymentIntentSchema.options.name, 'intent', 'intent.paymentRequestId = pr.id')
        .where('pr.token = :token', { token })
        .getRawAndEntities<{ merchant_name: string }>();
      const row = entities[0] as RequestWithIntents | undefined;
      if (!row) return null;
      return { request: toPaymentRequest(row, row.intents), merchantName: raw[0].merchant_name };
    });
  }
}
