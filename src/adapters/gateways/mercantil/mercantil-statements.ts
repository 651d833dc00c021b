import { GatewayUnavailable, StatementLine } from '../../../application/ports/payment-gateway';
import { Money } from '../../../domain/money';
import { MercantilCipher } from './mercantil-cipher';
import { MercantilClient } from './mercantil-client';
import { searchRows } from './mercantil-search';
import { GatewayLogger, isRefund } from './mercantil-gateway';
import { MercantilSettings } from './mercantil-settings';
import { identify } from './mercantil-wire';

/** What the statement shares with its C2P gateway. */
export interface MercantilStatementsContext {
  settings: MercantilSettings;
  cipher: MercantilCipher;
  client: MercantilClient;
  logger?: GatewayLogger;
}

/** The Pago Móvil search: movements of the merchant's phone on one day. */
export const C2P_SEARCH_PATH = '/mobile-payment/search';


/** Venezuela keeps UTC-4 all year. */
const VENEZUELA_OFFSET = '-04:00';

/** The Pago Móvil search of one day's movements of the merchant's phone (its `trx_date` is YYYY-MM-DD in Venezuela). */
export function c2pSearchBody(settings: MercantilSettings, cipher: MercantilCipher, day: string): object {
  return {
    ...identify(settings),
    search_by: {
      amount: '',
      currency: 'ves',
      destination_mobile_number: '',
      origin_mobile_number: cipher.encrypt(settings.merchantPhone),
      payment_reference: '',
      trx_date: day,
    },
  };
}

/**
 * Banco Mercantil's statement of one day for the C2P gateway: the movements its Pago Móvil search lists
 * (`POST /mobile-payment/search`) that our C2P gateway made: approved charges (`compra`), voids
 * (`anulacion`) and payouts (`vuelto`), each with its `invoice_number` as our reference. Transfers
 * customers sent to the merchant (`p2p` `compra`) are left out: they are no movement of this gateway.
 */
export class MercantilC2pStatements {
  constructor(private readonly context: MercantilStatementsContext) {}

  async statementOf(day: string): Promise<StatementLine[]> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`a statement day is YYYY-MM-DD, got ${JSON.stringify(day)}`);
    const rows = await this.search(day);
    const lines = new Map<string, StatementLine>();
    for (const row of rows) {
      const line = lineOf(row, day);
      // A row listed twice is one movement: the bank's reference and type name it.
      if (line) lines.set(`${text(row.trx_type).toLowerCase()}:${line.gatewayReference}`, line);
    }
    return [...lines.values()].sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime());
  }

  private async search(day: string): Promise<Record<string, unknown>[]> {
    const { settings, cipher, client, logger } = this.context;
    const search = { path: C2P_SEARCH_PATH, body: c2pSearchBody(settings, cipher, day), timeoutMs: settings.lookupTimeoutMs };
    return searchRows(client, search, { logger, context: { statement_of: day } });
  }
}

/** The row as a line of `day`, or null when it is not a movement our C2P gateway made that day. */
function lineOf(row: Record<string, unknown>, day: string): StatementLine | null {
  const trxType = text(row.trx_type).toLowerCase();
  const method = text(row.payment_method).toLowerCase();
  const status = text(row.trx_status).toLowerCase();
  // Rows carry no status in the samples; one that says anything but approved moved no money.
  if (status !== '' && status !== 'approved') return null;
  const ours = isRefund(trxType) || ((trxType === 'compra' || trxType === '') && method !== 'p2p');
  const gatewayReference = text(row.payment_reference);
  if (!ours || gatewayReference === '') return null;
  const bookedAt = bookedAtOf(row, day);
  if (!bookedAt) return null;
  const invoiceNumber = text(row.invoice_number);
  return { gatewayReference, reference: invoiceNumber === '' ? null : invoiceNumber, amount: amountOf(row, gatewayReference), bookedAt };
}

/**
 * The row's booking time in Venezuela: `trx_date` with its time when it has one (or `trx_time`), else the
 * start of its day. Null for a row of another day, in case the bank ever ignores the date asked for.
 */
function bookedAtOf(row: Record<string, unknown>, day: string): Date | null {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?/.exec(text(row.trx_date));
  if (match && `${match[1]}-${match[2]}-${match[3]}` !== day) return null;
  const time = match?.[4] ?? /^\d{2}:\d{2}(?::\d{2})?$/.exec(text(row.trx_time))?.[0] ?? '00:00';
  const bookedAt = new Date(`${day}T${time.length === 5 ? `${time}:00` : time}${VENEZUELA_OFFSET}`);
  return Number.isNaN(bookedAt.getTime()) ? new Date(`${day}T00:00:00${VENEZUELA_OFFSET}`) : bookedAt;
}

/** What moved, as a positive amount: whether money came in or went out is told by our reference. */
function amountOf(row: Record<string, unknown>, gatewayReference: string): Money {
  try {
    return Money.fromDecimal('VES', text(row.amount).replace(/^-/, ''));
  } catch {
    throw new GatewayUnavailable(`Banco Mercantil listed the movement ${gatewayReference} with an amount we cannot read`);
  }
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}
