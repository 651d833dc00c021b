import { randomBytes } from 'node:crypto';
import { ContainerModule, ServiceIdentifier } from 'inversify';
import { DashboardContext } from '../adapters/http/dashboard/dashboard-page';
import { DASHBOARD_SIGN_IN_STORE } from '../adapters/http/dashboard/sign-in-limit';
import { LIMIT_STORES } from '../adapters/limits/limit-stores';
import { SqlDashboardSessionStore } from '../adapters/persistence/typeorm/sql-dashboard-session-store';
import { DashboardSessions } from '../application/dashboard/dashboard-sessions';
import { AuthenticateMerchant } from '../application/merchants/authenticate-merchant';
import { API_KEY_REPOSITORY } from '../application/ports/api-key-repository';
import { CLOCK } from '../application/ports/clock';
import { DASHBOARD_SESSION_STORE } from '../application/ports/dashboard-session-store';
import { MERCHANT_REPOSITORY } from '../application/ports/merchant-repository';
import { SECRET_KEY_HASHER } from '../application/ports/secret-key-hasher';
import { LOGGER, WiringContext, bindBuilt, bindClass, bindPort } from './wiring';
import { SqlSalesSummary } from '../adapters/persistence/typeorm/sql-sales-summary';
import { SALES_SUMMARY_QUERY } from '../application/ports/sales-summary';
import { SummarizeSales } from '../application/dashboard/summarize-sales';
import { BusinessCalendar } from '../application/business-calendar';

/** What every page the http module mounts at /dashboard shares; each page resolves the use cases it declares it uses. */
export const DASHBOARD_CONTEXT: ServiceIdentifier<DashboardContext> = Symbol.for('DashboardContext');

/** 256 random bits, base64url: session ids and CSRF secrets. */
const newSecret = () => randomBytes(32).toString('base64url');

/** The merchant dashboard: its sessions, its sales summary and what its pages share. */
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
    bind(DASHBOARD_SIGN_IN_STORE).toDynamicValue(({ get }) => get(LIMIT_STORES).dashboardSignIn);
    bind(DASHBOARD_CONTEXT).toDynamicValue(({ get }): DashboardContext => ({
      sessions: get(DashboardSessions),
      clock: get(CLOCK),
      timeZone: config.businessTimeZone,
      // The session cookie never travels over plain http where the service is served over https.
      cookies: { secure: config.hostedPageUrl.startsWith('https:') },
      logger: get(LOGGER),
    }));
  });
