import { BankStatementLedger } from '../../../application/ports/bank-statement-ledger';
import { StatementLine } from '../../../application/ports/payment-gateway';
import { InMemoryPaymentRequestRepository } from './in-memory-payment-request-repository';

export class InMemoryBankStatementLedger implements BankStatementLedger {
  private readonly reported = new Set<string>();

  constructor(private readonly requests: InMemoryPaymentRequestRepository) {}

  async unmatched(gatewayId: string, lines: readonly StatementLine[]): Promise<StatementLine[]> {
    return lines.filter((line) => !this.requests.knowsReference(gatewayId, { ours: line.reference, bank: line.gatewayReference }));
  }

  async reportOnce(gatewayId: string, day: string, line: StatementLine): Promise<boolean> {
    const key = `${gatewayId} ${day} ${line.gatewayReference}`;
    if (this.reported.has(key)) return false;
    this.reported.add(key);
    return true;
  }
}
