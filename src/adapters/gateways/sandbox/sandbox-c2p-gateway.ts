import { C2pCharge, C2pGateway } from '../../../application/ports/c2p-gateway';
import { SandboxGateway } from './sandbox-gateway';

export const SANDBOX_C2P = { approvedOtp: '123456', insufficientFundsOtp: '111111' } as const;

/** OTP 123456 approves, 111111 is insufficient_funds, anything else invalid_otp. */
export class SandboxC2pGateway extends SandboxGateway<C2pCharge> implements C2pGateway {
  protected referencePrefix = 'C2P';

  protected declineCodeFor(charge: C2pCharge): string | null {
    if (charge.otp === SANDBOX_C2P.approvedOtp) return null;
    if (charge.otp === SANDBOX_C2P.insufficientFundsOtp) return 'insufficient_funds';
    return 'invalid_otp';
  }
}
