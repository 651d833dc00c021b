import { WEBHOOK_DELIVERY_WORKER } from '../../src/container';
import { TestApp, TestMerchant, startTestApp } from './test-app';
import { WebhookReceiver, startWebhookReceiver } from './webhook-receiver';

/** Delivery settings for tests: a receiver on localhost, polled every 50 ms, half a second to answer. */
export const DELIVERING_SETTINGS = { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_INTERVAL_MS: '50', WEBHOOK_TIMEOUT_MS: '500' };

export interface DeliveringApp {
  t: TestApp;
  merchant: TestMerchant;
  receiver: WebhookReceiver;
  close(): Promise<void>;
}

/** A test app whose webhook delivery worker runs, a merchant of it, and a receiver to deliver to. */
export async function startDeliveringApp(): Promise<DeliveringApp> {
  const t = await startTestApp({ env: DELIVERING_SETTINGS });
  t.container.get(WEBHOOK_DELIVERY_WORKER).start();
  const merchant = await t.merchant();
  const receiver = await startWebhookReceiver();
  return {
    t, merchant, receiver,
    close: async () => {
      await t.container.get(WEBHOOK_DELIVERY_WORKER).stop();
      await Promise.all([t.close(), receiver.close()]);
    },
  };
}
