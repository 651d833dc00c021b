import { C2pCharge, C2pGateway } from '../../../application/ports/c2p-gateway';
import { RefundRail } from '../../../application/ports/payment-gateway';
import { SandboxGateway } from './sandbox-gateway';

export const SANDBOX_C2P = { approvedOtp: '123456', slowRefundOtp: '654321', insufficientFundsOtp: '111111' } as const;

/**
 * OTP 123456 approves, 111111 is insufficient_funds, anything else invalid_otp. 654321 approves too,
 * and its refunds stay pending, then fail (refund_declined) after SANDBOX_SLOW_REFUND_MS.
 */
export class SandboxC2pGateway extends SandboxGateway<C2pCharge> implements C2pGateway {
  protected referencePrefix = 'C2P';

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
