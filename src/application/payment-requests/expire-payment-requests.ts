import { ConcurrentModification } from '../../domain/errors';
import { OnUnsaved } from '../outcomes';
import { Clock } from '../ports/clock';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { StorageUnavailable } from '../ports/storage-unavailable';
import { RequestSaver } from '../request-saver';

const BATCH = 100;

export interface ExpiryReport {
  expired: number;
  /** Changed by someone else between our read and our save: another instance expired it, or a cancel won. */
  skipped: number;
  /** Requests whose save failed for another reason: left as they are, told to `onUnsaved`, and the sweep goes on. */
  unsaved: string[];
}


/**
 * Stores as canceled (`expired`) every request still waiting for payment whose expiry has passed.
 * Run it periodically; several instances may run it at once. A request with a payment intent in flight is
 * not waiting for payment: the payment intent settles first, and a declined one expires it then.
 */
export class ExpirePaymentRequests {
  constructor(
    private readonly clock: Clock,
    private readonly requests: PaymentRequestRepository,
    private readonly saver: RequestSaver,
    private readonly onUnsaved: OnUnsaved = () => {},
  ) {}

  async execute(): Promise<ExpiryReport> {
    const report: ExpiryReport = { expired: 0, skipped: 0, unsaved: [] };
    for (;;) {
      const now = this.clock.now();
      const due = await this.requests.findExpired(now, BATCH);
      let expired = 0;
      for (const request of due) {
        if (request.expire(now)) continue;
        try {
          await this.saver.save(request);
          expired++;
        } catch (error) {
          if (error instanceof StorageUnavailable) throw error;
          if (error instanceof ConcurrentModification) report.skipped++;
          else {
            report.unsaved.push(request.id);
            this.onUnsaved(request.id, error);
          }
        }
      }
      report.expired += expired;
      // A full batch may have more behind it; a batch where nothing could be stored is left for the next round.
      if (due.length < BATCH || expired === 0) return report;
    }
  }
}
