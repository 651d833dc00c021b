import { BankStatementLedger } from '../../../application/ports/bank-statement-ledger';
import { StatementLine } from '../../../application/ports/payment-gateway';
import { Database } from './database';

/** Matches statement lines in one statement per sweep; unmatched_bank_transactions remembers the ones reported. */
export class SqlBankStatementLedger implements BankStatementLedger {
  constructor(private readonly database: Database) {}

  async unmatched(gatewayId: string, lines: readonly StatementLine[]): Promise<StatementLine[]> {
    if (lines.length === 0) return [];
    const ours = lines.map((line) => line.reference ?? '');
    const banks = lines.map((line) => line.gatewayReference);
    const rows = await this.database.query((session) =>
      session.rows<{ position: number }>(
        `SELECT line.position::int AS position
           FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS line(ours, bank, position)
          WHERE NOT EXISTS (SELECT 1 FROM payment_intents WHERE id = line.ours)
            AND NOT EXISTS (SELECT 1 FROM refunds WHERE id = line.ours)
            AND NOT EXISTS (SELECT 1 FROM payment_intents WHERE coalesce(bank_account_id, gateway_id) = $1 AND reference_id = line.bank)
            AND NOT EXISTS (SELECT 1 FROM refunds WHERE coalesce(bank_account_id, gateway_id) = $1 AND reference_id = line.bank)
          ORDER BY line.position`,
        [gatewayId, ours, banks],
      ),
    );
    return rows.map((row) => lines[row.position - 1]);
  }

  async reportOnce(gatewayId: string, day: string, line: StatementLine, now: Date): Promise<boolean> {
    const inserted = await this.database.query((session) =>
      session.rows(
        `INSERT INTO unmatched_bank_transactions (gateway_id, booked_on, gateway_reference, amount_cents, currency, booked_at, reported_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT DO NOTHING
         RETURNING gateway_reference`,
        [gatewayId, day, line.gatewayReference, line.amount.cents, line.amount.currency, line.bookedAt, now],
      ),
    );
    return inserted.length === 1;
  }
}
