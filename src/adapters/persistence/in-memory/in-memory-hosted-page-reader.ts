import { HostedPageRequest, HostedPageReader } from '../../../application/ports/hosted-page-reader';
import { InMemoryMerchantRepository } from './in-memory-merchant-repository';
import { InMemoryPaymentRequestRepository } from './in-memory-payment-request-repository';

/** Reads what the in-memory repositories hold, as the database's join does. */
export class InMemoryHostedPageReader implements HostedPageReader {
  constructor(
    private readonly requests: InMemoryPaymentRequestRepository,
    private readonly merchants: InMemoryMerchantRepository,
  ) {}

  async findByToken(token: string): Promise<HostedPageRequest | null> {
    const request = await this.requests.findByToken(token);
    const merchant = request ? this.merchants.profileOf(request.merchantId) : null;
    return request && merchant ? { request, merchant } : null;
  }
}
