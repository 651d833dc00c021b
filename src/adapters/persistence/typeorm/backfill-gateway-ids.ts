import { DataSource } from 'typeorm';
import { PaymentMethod } from '../../../domain/payment-intent';

/**
 * Gives every payment intent made before gateways were recorded (gateway_id NULL) the gateway now
 * configured for its method: the one that took it, as long as the settings did not change across
 * the upgrade. Run at start, after the migrations and before the reconciler; a no-op once done.
 * Returns how many payment intents it filled in, by method.
 */
export async function backfillGatewayIds(
  dataSource: DataSource,
  configured: Record<Exclude<PaymentMethod, 'p2p'>, string>,
): Promise<Record<string, number>> {
  const filled: Record<string, number> = {};
  const runner = dataSource.createQueryRunner();
  try {
    for (const [method, gatewayId] of Object.entries(configured)) {
      // The structured result: its `records` are the RETURNING rows on both drivers.
      const result = await runner.query(
        'UPDATE payment_intents SET gateway_id = $1 WHERE gateway_id IS NULL AND method = $2 RETURNING id',
        [gatewayId, method],
        true,
      );
      if (result.records.length > 0) filled[method] = result.records.length;
    }
  } finally {
    await runner.release();
  }
  return filled;
}
