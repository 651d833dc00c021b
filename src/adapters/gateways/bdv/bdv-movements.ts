import { GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { Money } from '../../../domain/money';
import { BdvClient } from './bdv-client';
import { BdvSettings } from './bdv-settings';
import { bankDate, readBankAmount, text } from './bdv-wire';

/** One movement of the merchant's account, as `consulta/movimientos` lists it. */
export interface BdvMovement {
  reference: string;
  /** YYYY-MM-DD. */
  day: string;
  /** HHMM, as the bank writes it. */
  time: string;
  incoming: boolean;
  /** Always positive: `incoming` says its sign. */
  amount: Money;
  description: string;
  observation: string;
  /** The bank's running number of the movement: the next page starts after it. */
  number: string;
}

/** The bank answers 100 movements a page; a page of fewer is the last. */
export const PAGE_SIZE = 100;
/** A day has never had this many pages for one merchant: past them the answer is not the bank's. */
const MAX_PAGES = 200;

/**
 * Reads the account's movements of one day (`consulta/movimientos`, dates DD/MM/YYYY, 100 a page, each next
 * page asked with the `nroMovimiento` of the last movement read). The bank answers a range that leaves out the
 * day of the query, so each day is asked alone (today's by a same-day query).
 */
export class BdvMovements {
  constructor(
    private readonly settings: BdvSettings,
    private readonly client: BdvClient,
  ) {}

  async ofDay(day: string): Promise<BdvMovement[]> {
    const movements = new Map<string, BdvMovement>();
    let after = '';
    for (let page = 0; page < MAX_PAGES; page++) {
      const read = await this.page(day, after);
      for (const movement of read) movements.set(`${movement.number}:${movement.reference}`, movement);
      if (read.length < PAGE_SIZE || read[read.length - 1].number === after) return [...movements.values()];
      after = read[read.length - 1].number;
    }
    throw new GatewayUnavailable(`BDV listed more than ${MAX_PAGES} pages of movements for ${day}`);
  }

  private async page(day: string, after: string): Promise<BdvMovement[]> {
    const answer = await this.client.call('movements', {
      cuenta: this.settings.accountNumber,
      fechaIni: bankDate(day),
      fechaFin: bankDate(day),
      tipoMoneda: 'VES',
      nroMovimiento: after,
    }, this.settings.lookupTimeoutMs);
    if (answer.kind === 'key_refused') throw new GatewayUnavailable('BDV refused the suite key for its movements');
    if (answer.code !== '1000') throw new GatewayUnavailable(`BDV answered its movements with code ${answer.code}`);
    const data = answer.body.data as { movs?: unknown } | null | undefined;
    if (data === null || data === undefined) return [];
    if (!Array.isArray(data.movs)) throw new GatewayUnavailable('BDV answered its movements in a shape we cannot read');
    return data.movs.flatMap((raw) => {
      const movement = readMovement(raw);
      return movement && movement.day === day ? [movement] : [];
    });
  }
}

function readMovement(raw: unknown): BdvMovement | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const row = raw as Record<string, unknown>;
  const signed = readBankAmount(row.importe);
  const day = text(row.fecha);
  if (!signed || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const kind = text(row.mov).toUpperCase();
  const incoming = kind === 'CREDITO' || (kind !== 'DEBITO' && signed.cents > 0);
  return {
    reference: text(row.referencia),
    day,
    time: text(row.hora),
    incoming,
    amount: Money.ofCents('VES', Math.abs(signed.cents)),
    description: typeof row.descripcion === 'string' ? row.descripcion : '',
    observation: typeof row.observacion === 'string' ? row.observacion : '',
    number: text(row.nroMov),
  };
}
