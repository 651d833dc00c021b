import { Request, Response } from 'express';
import { ownerOf } from '../../../application/merchants/authenticate-merchant';
import { ListWebhookDeliveries } from '../../../application/webhooks/list-webhook-deliveries';
import { ListWebhookEndpoints } from '../../../application/webhooks/read-webhook-endpoints';
import { cspNonce } from '../kit/html/page-security-headers';
import { callerOf, signedInOf } from './require-session';
import { EndpointWithDeliveries, webhookEndpointsPage } from './views/webhook-endpoints-page';

/** How many of each endpoint's latest deliveries the page shows. */
export const DASHBOARD_DELIVERIES_SHOWN = 5;

export interface WebhookEndpointsHandlerDependencies {
  listEndpoints: ListWebhookEndpoints;
  listDeliveries: ListWebhookDeliveries;
  timeZone: string;
}

/** The endpoints and their deliveries, read by the use cases of `GET /api/v1/webhook_endpoints` and `…/:id/deliveries`. */
export function showWebhookEndpoints(deps: WebhookEndpointsHandlerDependencies) {
  return async (_req: Request, res: Response): Promise<void> => {
    const owner = ownerOf(callerOf(res));
    // At most 16 endpoints per mode, so at most 16 small reads of an indexed table.
    const endpoints = await deps.listEndpoints.execute(owner);
    const withDeliveries: EndpointWithDeliveries[] = [];
    for (const endpoint of endpoints) {
      const listed = await deps.listDeliveries.execute(owner, endpoint.id, DASHBOARD_DELIVERIES_SHOWN);
      // Deleted meanwhile: it is simply left out.
      if (listed.kind === 'listed') withDeliveries.push({ endpoint, deliveries: listed.deliveries });
    }
    const page = webhookEndpointsPage({
      endpoints: withDeliveries, deliveriesShown: DASHBOARD_DELIVERIES_SHOWN,
      nonce: cspNonce(res), signedIn: signedInOf(res), timeZone: deps.timeZone,
    });
    res.status(200).type('html').send(page);
  };
}
