import { GatewayAnswer, GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { P2P_DECLINES, P2pCharge, P2pGateway, ReceivingAccount } from '../../../application/ports/p2p-gateway';
import { Money } from '../../../domain/money';
import { MobilePhone, parseMobilePhone } from '../../../domain/payer';
import { PaymentOutcome } from '../../../domain/payment-outcome';
import { MercantilCipher } from './mercantil-cipher';
import { MercantilClient } from './mercantil-client';
import { searchRows } from './mercantil-search';
import { GatewayLogger } from './mercantil-gateway';
import { MercantilSettings } from './mercantil-settings';
import { bankId, bankPhone, identify } from './mercantil-wire';

/** The settings a P2P verifier needs: the bank's, with the merchant's RIF payers send to. */
export type MercantilP2pSettings = MercantilSettings & { merchantIdDocument: string };


/** Mercantil's own bank code: where payers send the merchant's Pago Móvil. */
const MERCANTIL_BANK_CODE = '0105';

/** A transfer the bank's search lists as received, as far as this adapter reads it. */
interface ReceivedTransfer {
  reference: string;
  amount: Money;
}

/**
 * Verifies reported Pago Móvil transfers (P2P) to the merchant's phone at Banco Mercantil. A charge moves no
 * money: it searches the transfers received on the day the payer reports (`POST /mobile-payment/search`, the
 * merchant's phone as destination, the payer's as origin, as a public client verifying transfers does) and
 * picks a received P2P transfer (`payment_method` `p2p`, not our `vuelto`) whose reference ends with the
 * reported digits, from the payer's phone and bank when the row carries them. Exactly the amount: approved
 * with the bank's full reference; another amount: `amount_mismatch`; none yet: GatewayUnavailable.
 */
export class MercantilP2pGateway implements P2pGateway {
  readonly receivingAccount: ReceivingAccount;
  private readonly cipher: MercantilCipher;
  private readonly client: MercantilClient;

  constructor(
    private readonly settings: MercantilP2pSettings,
    private readonly logger?: GatewayLogger,
  ) {
    this.cipher = new MercantilCipher(settings.secretKey);
    this.client = new MercantilClient(settings, ({ path, status, message }) =>
      logger?.error(
        { gateway: 'mercantil', path, status, bank_message: message },
        'Banco Mercantil refused our credentials: check MERCANTIL_CLIENT_ID',
      ),
    );
    const phoneNumber = `0${settings.merchantPhone.slice(2)}`;
    this.receivingAccount = { phoneNumber, bankCode: MERCANTIL_BANK_CODE, nationalId: settings.merchantIdDocument };
  }

  async charge({ transfer, reference, amount }: P2pCharge & { reference: string; amount: Money }): Promise<GatewayAnswer> {
    if (!/^\d{4,20}$/.test(transfer.reference)) throw new GatewayUnavailable('only a reported reference of 4 to 20 digits is searched for');
    const payer = parseMobilePhone(transfer.phoneNumber);
    const rows = await this.search(transfer.paidOn, payer, reference);
    const found = rows.flatMap((row) => (this.isTheTransfer(row, transfer, payer) ? [readTransfer(row)] : []));
    const exact = found.find((received) => received.amount.equals(amount));
    if (exact) return { status: 'approved', gatewayReference: exact.reference };
    if (found.length === 0) throw new GatewayUnavailable('Banco Mercantil does not show the reported transfer (yet)');
    const declineCode = P2P_DECLINES.amountMismatch;
    this.logger?.info(
      { gateway: 'mercantil', payment_intent_id: reference, decline_code: declineCode,
        amount_found: found[0].amount.toDecimalString(), amount_expected: amount.toDecimalString() },
      'Banco Mercantil shows the reported transfer for another amount',
    );
    return { status: 'declined', declineCode };
  }

  /** The bank keeps no charge of ours for a reported transfer: every question is a new search. */
  async lookup(): Promise<PaymentOutcome | null> {
    return null;
  }

  private async search(day: string, payer: MobilePhone | null, reference: string): Promise<Record<string, unknown>[]> {
    const body = {
      ...identify(this.settings),
      search_by: {
        amount: '',
        currency: 'ves',
        destination_mobile_number: this.cipher.encrypt(this.settings.merchantPhone),
        origin_mobile_number: payer ? this.cipher.encrypt(bankPhone(payer)) : '',
        payment_reference: '',
        trx_date: day,
      },
    };
    const search = { path: '/mobile-payment/search', body, timeoutMs: this.settings.lookupTimeoutMs };
    return searchRows(this.client, search, { logger: this.logger, context: { payment_intent_id: reference } });
  }

  /** A received P2P transfer whose reference ends with the reported digits, from the payer's phone and bank when the row says. */
  private isTheTransfer(row: Record<string, unknown>, transfer: P2pCharge['transfer'], payer: MobilePhone | null): boolean {
    const trxType = text(row.trx_type).toLowerCase();
    if (text(row.payment_method).toLowerCase() !== 'p2p' || trxType === 'vuelto' || trxType === 'anulacion') return false;
    // References written as JSON numbers lose their leading zeros: give them back before comparing the last digits.
    const bankReference = text(row.payment_reference);
    if (!/^\d+$/.test(bankReference) || !bankReference.padStart(transfer.reference.length, '0').endsWith(transfer.reference)) return false;
    const sender = this.phoneOf(row.origin_mobile_number);
    if (payer && sender && sender !== payer) return false;
    const senderBank = text(row.origin_bank_id);
    return !/^\d+$/.test(senderBank) || Number(senderBank) === bankId(transfer.bankCode);
  }

  /** A phone as the bank writes it in a row (encrypted with our key, or in clear), or null when unreadable. */
  private phoneOf(value: unknown): MobilePhone | null {
    const raw = text(value);
    if (raw === '') return null;
    try {
      const phone = parseMobilePhone(this.cipher.decrypt(raw));
      if (phone) return phone;
    } catch {
      // Not encrypted with our key: perhaps written in clear.
    }
    return parseMobilePhone(raw);
  }
}

function readTransfer(row: Record<string, unknown>): ReceivedTransfer {
  const reference = text(row.payment_reference);
  try {
    return { reference, amount: Money.fromDecimal('VES', text(row.amount)) };
  } catch {
    throw new GatewayUnavailable(`Banco Mercantil listed the transfer ${reference} with an amount we cannot read`);
  }
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}
