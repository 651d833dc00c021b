import { randomBytes } from 'node:crypto';
import { ContainerModule, ServiceIdentifier } from 'inversify';
import { PAYMENT_LINK_PRESENTER, PaymentLinkPresenter } from '../adapters/http/api/payment-links/payment-link.presenter';
import { PAYMENT_REQUEST_PRESENTER, PaymentRequestPresenter } from '../adapters/http/api/payment-requests/payment-request.presenter';
import { DashboardDependencies } from '../adapters/http/dashboard/dashboard.router';
import { LIMIT_STORES } from '../adapters/limits/limit-stores';
import { SqlDashboardSessionStore } from '../adapters/persistence/typeorm/sql-dashboard-session-store';
import { DashboardSessions } from '../application/dashboard/dashboard-sessions';
import { AuthenticateMerchant } from '../application/merchants/authenticate-merchant';
import { GetMerchantProfile } from '../application/merchants/get-merchant-profile';
import { UpdateMerchantProfile } from '../application/merchants/update-merchant-profile';
import { ListPaymentRequestEvents } from '../application/events/list-payment-request-events';
import { CreatePaymentLink } from '../application/payment-links/create-payment-link';
import { GetPaymentLink, ListPaymentLinks } from '../application/payment-links/read-payment-links';
import { UpdatePaymentLink } from '../application/payment-links/update-payment-link';
import { CancelPaymentRequest } from '../application/payment-requests/cancel-payment-request';
import { CreatePaymentRequest } from '../application/payment-requests/create-payment-request';
import { GetPaymentRequest } from '../application/payment-requests/get-payment-request';
import { ListPaymentRequests } from '../application/payment-requests/list-payment-requests';
import { ListApiKeys } from '../application/api-keys/list-api-keys';
import { RevokeApiKey } from '../application/api-keys/revoke-api-key';
import { RollApiKey } from '../application/api-keys/roll-api-key';
import { ListWebhookDeliveries } from '../application/webhooks/list-webhook-deliveries';
import { GetWebhookEndpoint, ListWebhookEndpoints } from '../application/webhooks/read-webhook-endpoints';
import { CreateWebhookEndpoint } from '../application/webhooks/create-webhook-endpoint';
import { UpdateWebhookEndpoint } from '../application/webhooks/update-webhook-endpoint';
import { DeleteWebhookEndpoint } from '../application/webhooks/delete-webhook-endpoint';
import { API_KEY_REPOSITORY } from '../application/ports/api-key-repository';
import { CLOCK } from '../application/ports/clock';
import { DASHBOARD_SESSION_STORE } from '../application/ports/dashboard-session-store';
import { MERCHANT_REPOSITORY } from '../application/ports/merchant-repository';
import { SECRET_KEY_HASHER } from '../application/ports/secret-key-hasher';
import { CreateRefund } from '../application/refunds/create-refund';
import { ChangeBankAccount } from '../application/bank-accounts/change-bank-account';
import { ConnectBankAccount } from '../application/bank-accounts/connect-bank-account';
import { ReadBankAccounts } from '../application/bank-accounts/read-bank-accounts';
import { BANK_CONNECTIONS, BankConnections } from '../application/ports/bank-connections';
import { LOGGER, WiringContext, bindBuilt, bindClass, bindPort } from './wiring';
import { SqlSalesSummary } from '../adapters/persistence/typeorm/sql-sales-summary';
import { SALES_SUMMARY_QUERY } from '../application/ports/sales-summary';
import { SummarizeSales } from '../application/dashboard/summarize-sales';
import { BusinessCalendar } from '../application/business-calendar';

/** What the http module mounts at /dashboard. */
export const DASHBOARD: ServiceIdentifier<DashboardDependencies> = Symbol.for('Dashboard');

/** 256 random bits, base64url: session ids and CSRF secrets. */
const newSecret = () => randomBytes(32).toString('base64url');

/** The merchant dashboard: its sessions, and the API's use cases its pages act through. */
export const dashboardModule = ({ config, database }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    bindPort(bind, DASHBOARD_SESSION_STORE, new SqlDashboardSessionStore(database));
    bindPort(bind, SALES_SUMMARY_QUERY, new SqlSalesSummary(database));
    bindClass(bind, SummarizeSales, [SALES_SUMMARY_QUERY, BusinessCalendar, CLOCK]);
    bindBuilt(
      bind, DashboardSessions,
      [AuthenticateMerchant, SECRET_KEY_HASHER, DASHBOARD_SESSION_STORE, API_KEY_REPOSITORY, MERCHANT_REPOSITORY, CLOCK],
      (...args) => new DashboardSessions(...args, newSecret),
    );
    bind(DASHBOARD).toDynamicValue(({ get }): DashboardDependencies => {
      const presenter = get<PaymentRequestPresenter>(PAYMENT_REQUEST_PRESENTER);
      const bankConnections = get<BankConnections>(BANK_CONNECTIONS);
      const linkPresenter = get<PaymentLinkPresenter>(PAYMENT_LINK_PRESENTER);
      return {
        sessions: get(DashboardSessions),
        list: get(ListPaymentRequests),
        get: get(GetPaymentRequest),
        requestEvents: get(ListPaymentRequestEvents),
        create: get(CreatePaymentRequest),
        cancel: get(CancelPaymentRequest),
        refund: get(CreateRefund),
        listKeys: get(ListApiKeys),
        rollKey: get(RollApiKey),
        revokeKey: get(RevokeApiKey),
        summarize: get(SummarizeSales),
        listEndpoints: get(ListWebhookEndpoints),
        listDeliveries: get(ListWebhookDeliveries),
        getEndpoint: get(GetWebhookEndpoint),
        createEndpoint: get(CreateWebhookEndpoint),
        updateEndpoint: get(UpdateWebhookEndpoint),
        deleteEndpoint: get(DeleteWebhookEndpoint),
        readBankAccounts: get(ReadBankAccounts),
        connectBankAccount: get(ConnectBankAccount),
        changeBankAccount: get(ChangeBankAccount),
        connectableBanks: () => bankConnections.connectable(),
        getProfile: get(GetMerchantProfile),
        updateProfile: get(UpdateMerchantProfile),
        createLink: get(CreatePaymentLink),
        listLinks: get(ListPaymentLinks),
        getLink: get(GetPaymentLink),
        updateLink: get(UpdatePaymentLink),
        linkUrl: (link) => linkPresenter.url(link),
        clock: get(CLOCK),
        paymentUrl: (request) => presenter.paymentUrl(request),
        managementView: (request) => presenter.management(request),
        timeZone: config.businessTimeZone,
        // The session cookie never travels over plain http where the service is served over https.
        cookies: { secure: config.hostedPageUrl.startsWith('https:') },
        signInStore: get(LIMIT_STORES).dashboardSignIn,
        logger: get(LOGGER),
      };
    });
  });
