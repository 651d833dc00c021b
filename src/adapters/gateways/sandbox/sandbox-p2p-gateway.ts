import { GatewayAnswer, GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { P2P_DECLINES, P2pCharge, P2pGateway, ReceivingAccount } from '../../../application/ports/p2p-gateway';
import { Money } from '../../../domain/money';
import { PaymentOutcome } from '../../../domain/payment-outcome';
import { SANDBOX_MEMORY, SandboxMemory, SandboxMemoryLimits } from './sandbox-memory';

/** The sandbox's test values: the reported reference's last two digits (docs/merchant-guide.md, "Reported Pago Móvil payments"). */
export const SANDBOX_P2P = { neverFound: '00', oneBolivarShort: '01', foundLater: '02' } as const;
export const SANDBOX_P2P_FOUND_AFTER_MS = 20_000;

/** The account test-mode payers are told to send to: a sample, no real account. */
export const SANDBOX_RECEIVING_ACCOUNT: ReceivingAccount = { phoneNumber: '04141234567', bankCode: '0105', nationalId: 'J-123456789' };

/**
 * Verifies reported transfers by their reference's last two digits: `00` is never found, `01` is
 * found for 1.00 VES less than the amount, `02` only from 20 s after it was first reported, any
 * other at once for the exact amount. The bank's reference of a transfer is the one reported.
 */
export class SandboxP2pGateway implements P2pGateway {
  readonly receivingAccount = SANDBOX_RECEIVING_ACCOUNT;
  /** Transfers ending in `02`, by reference: when each was first reported. */
  private readonly firstReported: SandboxMemory<{ at: number }>;
  /** How many times the bank was asked for a transfer. */
  verifications = 0;

  constructor(private readonly now: () => number = Date.now, memory: SandboxMemoryLimits = SANDBOX_MEMORY) {
    this.firstReported = new SandboxMemory(now, memory);
  }

  async charge({ transfer }: P2pCharge & { reference: string; amount: Money }): Promise<GatewayAnswer> {
    this.verifications++;
    const ending = transfer.reference.slice(-2);
    if (ending === SANDBOX_P2P.neverFound) throw new GatewayUnavailable('the transfer is not in the account yet');
    if (ending === SANDBOX_P2P.foundLater && this.now() - this.firstReportedAt(transfer.reference) < SANDBOX_P2P_FOUND_AFTER_MS) {
      throw new GatewayUnavailable('the transfer is not in the account yet');
    }
    // Found, for 1.00 VES less than the request's amount.
    if (ending === SANDBOX_P2P.oneBolivarShort) return { status: 'declined', declineCode: P2P_DECLINES.amountMismatch };
    return { status: 'approved', gatewayReference: transfer.reference };
  }

  async lookup(): Promise<PaymentOutcome | null> {
    return null;
  }

  /** When a transfer found only later was first reported: the only ones the sandbox needs to remember. */
  private firstReportedAt(reference: string): number {
    const first = this.firstReported.get(reference)?.at;
    if (first !== undefined) return first;
    const now = this.now();
    this.firstReported.add(reference, { at: now });
    return now;
  }
}
