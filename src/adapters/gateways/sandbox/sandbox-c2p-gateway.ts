import { C2pCharge, C2pGateway } from '../../../application/ports/c2p-gateway';
import { C2pKeyAnswer, GatewayC2pKeys, RefundRail } from '../../../application/ports/payment-gateway';
import { SandboxGateway } from './sandbox-gateway';

export const SANDBOX_C2P = { approvedOtp: '123456', slowRefundOtp: '654321', insufficientFundsOtp: '111111' } as const;

/** The sandbox's C2P key (no SMS is sent): always sent, good for 300 s, except to this payer id, refused as not affiliated. */
export const SANDBOX_C2P_KEY = { expiresInSeconds: 300, refusedPayerId: 'V11111111', refusedAs: 'payer_not_affiliated' } as const;

/**
 * OTP 123456 approves, 111111 is insufficient_funds, anything else invalid_otp. 654321 approves too,
 * and its refunds stay pending, then fail (refund_declined) after SANDBOX_SLOW_REFUND_MS.
 */
export class SandboxC2pGateway extends SandboxGateway<C2pCharge> implements C2pGateway {
  protected referencePrefix = 'C2P';

  /** As a bank that sends the key itself (BDV) would; for tests and for trying the hosted page's SMS step. */
  readonly c2pKeys: GatewayC2pKeys = {
    sendKey: async ({ payerId }): Promise<C2pKeyAnswer> =>
      payerId.replace('-', '') === SANDBOX_C2P_KEY.refusedPayerId
        ? { status: 'refused', declineCode: SANDBOX_C2P_KEY.refusedAs }
        : { status: 'sent', expiresInSeconds: SANDBOX_C2P_KEY.expiresInSeconds },
  };

  protected declineCodeFor(charge: C2pCharge): string | null {
    if (charge.otp === SANDBOX_C2P.approvedOtp || charge.otp === SANDBOX_C2P.slowRefundOtp) return null;
    if (charge.otp === SANDBOX_C2P.insufficientFundsOtp) return 'insufficient_funds';
    return 'invalid_otp';
  }

  protected refundsFailSlowly(charge: C2pCharge): boolean {
    return charge.otp === SANDBOX_C2P.slowRefundOtp;
  }

  protected refundRails(): readonly RefundRail[] {
    return ['reversal', 'p2p'];
  }
}
