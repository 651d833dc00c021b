import { CardCharge, CardGateway } from '../../../application/ports/card-gateway';
import { RefundRail } from '../../../application/ports/payment-gateway';
import { SandboxGateway } from './sandbox-gateway';

export const SANDBOX_CARDS = {
  visaApproved: '4242424242424242',
  mastercardApproved: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Approved; its refunds stay pending, then fail (refund_declined) after SANDBOX_SLOW_REFUND_MS. */
  slowRefund: '4000000000005126',
} as const;

const DECLINES: Record<string, string> = {
  [SANDBOX_CARDS.declined]: 'card_declined',
  [SANDBOX_CARDS.insufficientFunds]: 'insufficient_funds',
};

/** 4000000000000002 is card_declined, 4000000000009995 insufficient_funds; any other valid card approves. */
export class SandboxCardGateway extends SandboxGateway<CardCharge> implements CardGateway {
  protected referencePrefix = 'CARD';

  protected declineCodeFor(charge: CardCharge): string | null {
    return DECLINES[charge.cardNumber] ?? null;
  }

  protected refundsFailSlowly(charge: CardCharge): boolean {
    return charge.cardNumber === SANDBOX_CARDS.slowRefund;
  }

  protected refundRails(): readonly RefundRail[] {
    return ['card'];
  }
}
