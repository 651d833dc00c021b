import { GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { Money } from '../../../domain/money';
import { BncClient, GatewayLogger } from './bnc-client';
import { BncSettings } from './bnc-settings';
import { movementDay, text } from './bnc-wire';

/** One movement of the merchant's account as `Position/History` and `Position/HistoryByDate` list it. */
export interface BncMovement {
  /** YYYY-MM-DD in Caracas (the bank writes dd/MM/yyyy). */
  day: string;
  amount: Money;
  incoming: boolean;
  /** `Type` in lower case (what kind of movement it is), and `Concept` (the description sent with it). */
  type: string;
  concept: string;
  /** The bank's reference of the movement (`ReferenceA`), then the other references it lists. */
  referenceA: string;
  referenceB: string;
  referenceC: string;
  referenceD: string;
  bankCode: string;
}

/**
 * Reads the merchant's movements: `Position/HistoryByDate` for a given day (asked from that day to the next,
 * and kept to rows of that day, whether the bank reads the end date as inclusive or not), or `Position/History`
 * (the last three days). A refusal or an unreadable list is GatewayUnavailable: an absent movement is never
 * concluded from an answer we could not read.
 */
export class BncMovements {
  constructor(
    private readonly settings: Pick<BncSettings, 'accountNumber' | 'merchantIdDocument' | 'lookupTimeoutMs'>,
    private readonly client: BncClient,
    private readonly logger?: GatewayLogger,
  ) {}

  async ofDay(day: string): Promise<BncMovement[]> {
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const rows = await this.list('/Position/HistoryByDate', { StartDate: `${day}T00:00:00`, EndDate: `${next}T00:00:00` });
    return rows.filter((movement) => movement.day === day);
  }

  async lastDays(): Promise<BncMovement[]> {
    return this.list('/Position/History', {});
  }

  private async list(path: string, range: object): Promise<BncMovement[]> {
    const { accountNumber, merchantIdDocument } = this.settings;
    const answer = await this.client.call(
      path,
      { ClientID: merchantIdDocument, AccountNumber: accountNumber, ...range, ChildClientID: '', BranchID: '' },
      this.settings.lookupTimeoutMs,
    );
    if (answer.kind === 'refused') {
      this.logger?.error(
        { gateway: 'bnc', path, bank_code: answer.code, bank_description: answer.description },
        'BNC refused the movements',
      );
      throw new GatewayUnavailable(`BNC refused ${path} (${answer.code})`);
    }
    const rows = rowsOf(answer.value, accountNumber);
    if (rows === undefined) throw new GatewayUnavailable(`BNC answered ${path} with movements we cannot read`);
    const objects = rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);
    return objects.map((row) => movementOf(path, row));
  }
}

/**
 * The movements in either shape the bank documents: a bare list, or a dictionary keyed by the account
 * number (its v4.1 documentation). A dictionary without our account, unless empty, is not read as "none".
 */
function rowsOf(value: unknown, accountNumber: string): unknown[] | undefined {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object') return undefined;
  const byAccount = value as Record<string, unknown>;
  if (Object.keys(byAccount).length === 0) return [];
  const ours = byAccount[accountNumber];
  return Array.isArray(ours) ? ours : ours === null ? [] : undefined;
}

function movementOf(path: string, row: Record<string, unknown>): BncMovement {
  const day = movementDay(row.Date);
  const referenceA = text(row.ReferenceA);
  let amount: Money;
  try {
    amount = Money.fromDecimal('VES', text(row.Amount).replace(/^-/, ''));
  } catch {
    throw new GatewayUnavailable(`BNC listed the movement ${referenceA} in ${path} with an amount we cannot read`);
  }
  if (!day) throw new GatewayUnavailable(`BNC listed the movement ${referenceA} in ${path} with a date we cannot read`);
  return {
    day,
    amount,
    incoming: text(row.BalanceDelta).toLowerCase() === 'ingreso',
    type: text(row.Type).toLowerCase(),
    concept: text(row.Concept),
    referenceA,
    referenceB: text(row.ReferenceB),
    referenceC: text(row.ReferenceC),
    referenceD: text(row.ReferenceD),
    bankCode: text(row.BankCode),
  };
}
