import { SummarizeSales } from '../../../application/dashboard/summarize-sales';
import { page } from '../kit/openapi/responses';
import { declarePage } from './dashboard-page';
import { PAGE_ANSWERS } from './page-answers';
import { summaryHandler } from './summary.handlers';

export const SUMMARY_PAGES = [
  declarePage({
    operationId: 'showDashboardSummary', method: 'get', path: '/summary',
    summary: 'Today\'s and this week\'s paid, refunded and pending totals (USD and VES) and counts of the session\'s mode',
    description: 'Days and weeks (from Monday) in BUSINESS_TIME_ZONE. The page a sign-in lands on.',
    responses: { '200': page('The summary.'), ...PAGE_ANSWERS },
    access: 'session', uses: { summarize: SummarizeSales }, handler: summaryHandler,
  }),
];
