import { Logger } from 'pino';
import { GatewayAnswer, GatewayUnavailable, PaymentGateway } from '../../../application/ports/payment-gateway';
import { Money } from '../../../domain/money';
import { OncePerReference } from '../once-per-reference';
import { MercantilAnswer, MercantilClient } from './mercantil-client';
import { SearchRow, searchRows } from './mercantil-search';
import { declineCodeFor } from './mercantil-decline-codes';
import { MercantilCipher } from './mercantil-cipher';
import { MercantilSettings } from './mercantil-settings';

export type GatewayLogger = Pick<Logger, 'info' | 'error'>;

/** What a method's adapter tells the shared flow: where to charge, how to read the answer, how to search. */
export interface MercantilMethod<TCharge> {
  chargePath: string;
  chargeBody(charge: TCharge & { reference: string; amount: Money }): object;
  /** The member of a 2xx answer that holds `trx_status` and `payment_reference`. */
  responseMember: string;
  /** One or more searches whose `transaction_list` may hold the charge with our invoice number. */
  searches(reference: string): { path: string; body: object }[];
}

/**
 * The flow both Mercantil adapters share: charge with our payment intent id as `invoice_number`,
 * map the bank's answer onto an outcome, and find an earlier charge through the bank's search.
 */
export abstract class MercantilGateway<TCharge> implements PaymentGateway<TCharge> {
  protected readonly cipher: MercantilCipher;
  protected readonly client: MercantilClient;
  /**
   * The bank's searches list the charges it made; a decline is known only here, and after a restart the
   * reconciler judges such a payment intent not processed, which the customer sees the same way (declined).
   */
  private readonly answers = new OncePerReference<GatewayAnswer>();

  constructor(
    protected readonly settings: MercantilSettings,
    private readonly logger?: GatewayLogger,
  ) {
    this.cipher = new MercantilCipher(settings.secretKey);
    this.client = new MercantilClient(settings, ({ path, status, message }) =>
      this.logger?.error(
        { gateway: 'mercantil', path, status, bank_message: message },
        'Banco Mercantil refused our credentials: check MERCANTIL_CLIENT_ID',
      ),
    );
  }

  protected abstract readonly method: MercantilMethod<TCharge>;

  async charge(charge: TCharge & { reference: string; amount: Money }): Promise<GatewayAnswer> {
    return this.answers.once(charge.reference, () => this.send(charge));
  }

  async lookup(reference: string): Promise<GatewayAnswer | null> {
    const known = this.answers.known(reference);
    if (known) return known;
    const found = await this.search(reference, (trxType) => !isRefund(trxType));
    return found === null ? null : this.answers.remember(reference, { status: 'approved', gatewayReference: found });
  }

  /** The bank's payment reference of the transaction with our invoice number whose `trx_type` passes `accept`, or null. */
  protected async search(invoiceNumber: string, accept: (trxType: string | null) => boolean): Promise<string | null> {
    for (const search of this.method.searches(invoiceNumber)) {
      const rows = await searchRows(this.client, { ...search, timeoutMs: this.settings.lookupTimeoutMs }, {
        logger: this.logger, context: { invoice_number: invoiceNumber },
      });
      const found = findTransaction(rows, invoiceNumber, accept);
      if (found) return found;
    }
    return null;
  }

  private async send(charge: TCharge & { reference: string; amount: Money }): Promise<GatewayAnswer> {
    const answer = await this.client.post(this.method.chargePath, this.method.chargeBody(charge), this.settings.timeoutMs);
    return this.answers.remember(charge.reference, this.outcomeOf(charge.reference, answer));
  }

  private outcomeOf(reference: string, answer: MercantilAnswer): GatewayAnswer {
    if (answer.kind === 'refused') {
      const declineCode = declineCodeFor(answer.errors);
      this.logger?.info(
        {
          gateway: 'mercantil', payment_intent_id: reference, decline_code: declineCode,
          bank_code: answer.errors[0]?.code, bank_description: answer.errors[0]?.description,
        },
        'Banco Mercantil declined the charge',
      );
      const gatewayMessage = answer.errors[0]?.description?.trim();
      return { status: 'declined', declineCode, ...(gatewayMessage ? { gatewayMessage } : {}) };
    }
    const response = answer.body[this.method.responseMember] as Record<string, unknown> | undefined;
    const status = typeof response?.trx_status === 'string' ? response.trx_status.toLowerCase() : null;
    const paymentReference = response?.payment_reference === undefined ? '' : String(response.payment_reference).trim();
    if (status === 'approved' && paymentReference !== '') return { status: 'approved', gatewayReference: paymentReference };
    throw new GatewayUnavailable(`Banco Mercantil answered the charge with a status we cannot read (${status ?? 'none'})`);
  }
}

/** A void (`anulacion`) or a payout (`vuelto`): the bank's searches list them beside the charges. */
export function isRefund(trxType: string | null): boolean {
  return trxType === 'anulacion' || trxType === 'vuelto';
}

function findTransaction(rows: SearchRow[], invoiceNumber: string, accept: (trxType: string | null) => boolean): string | null {
  for (const row of rows) {
    const reference = row.payment_reference === undefined ? '' : String(row.payment_reference).trim();
    const trxType = typeof row.trx_type === 'string' ? row.trx_type.trim().toLowerCase() : null;
    if (String(row.invoice_number) === invoiceNumber && reference !== '' && accept(trxType)) return reference;
  }
  return null;
}
