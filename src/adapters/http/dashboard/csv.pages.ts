import { ListPaymentRequests } from '../../../application/payment-requests/list-payment-requests';
import { PAYMENT_REQUEST_PRESENTER } from '../api/payment-requests/payment-request.presenter';
import { page, text } from '../kit/openapi/responses';
import { csvHandler } from './csv.handlers';
import { declarePage } from './dashboard-page';
import { PAGE_ANSWERS } from './page-answers';

export const CSV_PAGES = [
  declarePage({
    operationId: 'exportDashboardCsv', method: 'get', path: '/payment_requests.csv', summary: 'The filtered list as CSV, streamed',
    parameters: [{
      name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['excel'] },
      description: 'Left out: commas, decimal points, the API\'s names and Unix times. `excel`: semicolons, decimal commas, ' +
        'Spanish headers, dates `YYYY-MM-DD HH:MM` in BUSINESS_TIME_ZONE. Both start with a UTF-8 byte order mark.',
    }],
    responses: {
      '200': text('Every row of the filtered list, the management view\'s fields flattened.', ['text/csv']),
      '400': page('A filter the API refuses: said in Spanish.'),
      ...PAGE_ANSWERS,
    },
    access: 'session', uses: { list: ListPaymentRequests, presenter: PAYMENT_REQUEST_PRESENTER }, handler: csvHandler,
  }),
];
