import { ContainerModule } from 'inversify';
import { PAYMENT_LINK_PRESENTER, PaymentLinkPresenter } from '../adapters/http/api/payment-links/payment-link.presenter';
import { SqlPaymentLinkRepository } from '../adapters/persistence/typeorm/sql-payment-link-repository';
import { CreatePaymentLink } from '../application/payment-links/create-payment-link';
import { CreateRequestThroughLink } from '../application/payment-links/create-request-through-link';
import { OpenPaymentLink } from '../application/payment-links/open-payment-link';
import { GetPaymentLink, ListPaymentLinks } from '../application/payment-links/read-payment-links';
import { UpdatePaymentLink } from '../application/payment-links/update-payment-link';
import { CreatePaymentRequest } from '../application/payment-requests/create-payment-request';
import { CLOCK } from '../application/ports/clock';
import { EXCHANGE_RATE_PROVIDER } from '../application/ports/exchange-rate-provider';
import { ID_GENERATOR } from '../application/ports/id-generator';
import { MERCHANT_REPOSITORY } from '../application/ports/merchant-repository';
import { PAYMENT_LINK_REPOSITORY } from '../application/ports/payment-link-repository';
import { WiringContext, bindClass, bindPort } from './wiring';

/** Reusable payment links: the API's and the dashboard's use cases, and the link page's. */
export const paymentLinksModule = ({ config, database }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    bindPort(bind, PAYMENT_LINK_REPOSITORY, new SqlPaymentLinkRepository(database));
    bindPort(bind, PAYMENT_LINK_PRESENTER, new PaymentLinkPresenter(config.hostedPageUrl));
    bindClass(bind, CreatePaymentLink, [ID_GENERATOR, CLOCK, PAYMENT_LINK_REPOSITORY]);
    bindClass(bind, GetPaymentLink, [PAYMENT_LINK_REPOSITORY]);
    bindClass(bind, ListPaymentLinks, [PAYMENT_LINK_REPOSITORY]);
    bindClass(bind, UpdatePaymentLink, [CLOCK, PAYMENT_LINK_REPOSITORY]);
    bindClass(bind, OpenPaymentLink, [PAYMENT_LINK_REPOSITORY, MERCHANT_REPOSITORY, EXCHANGE_RATE_PROVIDER, CLOCK]);
    bindClass(bind, CreateRequestThroughLink, [OpenPaymentLink, CreatePaymentRequest]);
  });
