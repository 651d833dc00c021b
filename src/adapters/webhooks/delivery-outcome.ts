import { DeliveryOutcome } from './delivery-queue';
import { SendResult } from './webhook-sender';

/**
 * A 2xx answer succeeds; anything else (another status, a redirect, no answer, a refused address)
 * fails the attempt, retried after `retryScheduleSeconds[attempt - 1]`, or fails the delivery after
 * the last retry.
 */
export function outcomeOf(result: SendResult, attempt: number, retryScheduleSeconds: readonly number[]): DeliveryOutcome {
  const responseStatus = result.answered ? result.status : null;
  if (result.answered && result.status >= 200 && result.status < 300) return { status: 'succeeded', responseStatus: result.status };
  if (attempt > retryScheduleSeconds.length) return { status: 'failed', responseStatus };
  return { status: 'pending', responseStatus, retryInSeconds: retryScheduleSeconds[attempt - 1] };
}
