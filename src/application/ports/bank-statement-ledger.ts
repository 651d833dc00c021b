import { StatementLine } from './payment-gateway';
import { token } from './token';

/** What the statement sweep remembers of the bank's statements, shared by every instance. */
export interface BankStatementLedger {
  /**
   * The lines of gateway `gatewayId`'s statement that name nothing of ours: neither our id of an
   * payment intent or a refund, nor the bank's reference of one that gateway settled.
   */
  unmatched(gatewayId: string, lines: readonly StatementLine[]): Promise<StatementLine[]>;
  /** Records an unmatched line of `day` as reported; true only the first time, whichever instance asks. */
  reportOnce(gatewayId: string, day: string, line: StatementLine, now: Date): Promise<boolean>;
}

export const BANK_STATEMENT_LEDGER = token<BankStatementLedger>('BankStatementLedger');
