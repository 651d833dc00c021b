import { Owner } from '../../domain/mode';
import { PaymentRequest, PaymentRequestStatus } from '../../domain/payment-requests';
import { BusinessCalendar, LocalDate } from '../business-calendar';
import { PaymentRequestFilter, PaymentRequestRepository } from '../ports/payment-request-repository';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const MAX_PAGE = 1_000_000;

export interface ListPaymentRequestsQuery {
  owner: Owner;
  page: number;
  limit: number;
  status?: PaymentRequestStatus;
  customerDni?: string;
  customerEmail?: string;
  externalId?: string;
  paymentLinkId?: string;
  /** Inclusive calendar days in the business time zone; either end may be open. */
  createdOn?: { start?: LocalDate; end?: LocalDate };
}

export interface PaymentRequestList {
  items: PaymentRequest[];
  page: number;
  limit: number;
  totalPages: number;
  totalObjects: number;
}

export class ListPaymentRequests {
  constructor(
    private readonly calendar: BusinessCalendar,
    private readonly requests: PaymentRequestRepository,
  ) {}

  async execute(query: ListPaymentRequestsQuery): Promise<PaymentRequestList> {
    const filter: PaymentRequestFilter = {
      status: query.status,
      customerDni: query.customerDni,
      customerEmail: query.customerEmail,
      externalId: query.externalId,
      paymentLinkId: query.paymentLinkId,
      createdFrom: query.createdOn?.start ? this.calendar.startOf(query.createdOn.start) : undefined,
      createdBefore: query.createdOn?.end ? this.calendar.startOfNext(query.createdOn.end) : undefined,
    };
    const { items, total } = await this.requests.list(query.owner, filter, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return {
      items,
      page: query.page,
      limit: query.limit,
      totalObjects: total,
      totalPages: Math.ceil(total / query.limit),
    };
  }
}
