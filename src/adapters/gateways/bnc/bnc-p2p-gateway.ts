import { GatewayAnswer, GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { P2P_DECLINES, P2pCharge, P2pGateway, ReceivingAccount } from '../../../application/ports/p2p-gateway';
import { Money } from '../../../domain/money';
import { parseMobilePhone } from '../../../domain/payer';
import { PaymentOutcome } from '../../../domain/payment-outcome';
import { BncClient, GatewayLogger } from './bnc-client';
import { BncMovement, BncMovements } from './bnc-movements';
import { BncSettings } from './bnc-settings';
import { BNC_BANK_CODE, bankAmount, bankId, bankPhone, text } from './bnc-wire';

/**
 * Verifies reported Pago Móvil transfers (P2P) to the merchant's account at BNC. A charge moves no money: it
 * asks `Position/ValidateP2P` whether the transfer was received (the payer's phone and bank, the reported
 * reference, the day, exactly the amount). Received: approved with the bank's full reference (`ReferenceA`).
 * Not received for that amount: the day's movements (`Position/HistoryByDate`) are read for an incoming P2P
 * transfer from that phone whose reference ends with the reported digits; found for another amount:
 * `amount_mismatch`; none: GatewayUnavailable (not shown yet), so asking again later is the way to settle it.
 */
export class BncP2pGateway implements P2pGateway {
  readonly receivingAccount: ReceivingAccount;
  private readonly movements: BncMovements;

  constructor(
    private readonly settings: BncSettings,
    private readonly client: BncClient,
    private readonly logger?: GatewayLogger,
  ) {
    this.movements = new BncMovements(settings, client, logger);
    const id = settings.merchantIdDocument;
    this.receivingAccount = {
      phoneNumber: `0${settings.merchantPhone.slice(2)}`,
      bankCode: BNC_BANK_CODE,
      nationalId: `${id[0]}-${id.slice(1)}`,
    };
  }

  async charge({ transfer, reference, amount }: P2pCharge & { reference: string; amount: Money }): Promise<GatewayAnswer> {
    if (!/^\d{4,20}$/.test(transfer.reference)) throw new GatewayUnavailable('only a reported reference of 4 to 20 digits is asked for');
    const payer = parseMobilePhone(transfer.phoneNumber);
    if (!payer) throw new GatewayUnavailable('only a transfer from a Venezuelan mobile number can be asked for');
    const received = await this.validate(transfer, bankPhone(payer), amount, reference);
    if (received) return { status: 'approved', gatewayReference: received };
    const other = (await this.movements.ofDay(transfer.paidOn)).find((movement) => isTheTransfer(movement, transfer, bankPhone(payer)));
    if (!other) throw new GatewayUnavailable('BNC does not show the reported transfer (yet)');
    const declineCode = P2P_DECLINES.amountMismatch;
    this.logger?.info(
      { gateway: 'bnc', payment_intent_id: reference, decline_code: declineCode,
        amount_found: other.amount.toDecimalString(), amount_expected: amount.toDecimalString() },
      'BNC shows the reported transfer for another amount',
    );
    return { status: 'declined', declineCode };
  }

  /** The bank keeps no charge of ours for a reported transfer: every question is asked again. */
  async lookup(): Promise<PaymentOutcome | null> {
    return null;
  }

  /** The bank's full reference of the received transfer of exactly `amount`, or null when it has none. */
  private async validate(transfer: P2pCharge['transfer'], phone: string, amount: Money, reference: string): Promise<string | null> {
    const answer = await this.client.call('/Position/ValidateP2P', {
      AccountNumber: this.settings.accountNumber,
      Amount: bankAmount(amount),
      BankCode: bankId(transfer.bankCode),
      ClientID: this.settings.merchantIdDocument,
      PhoneNumber: phone,
      Reference: transfer.reference,
      RequestDate: `${transfer.paidOn}T00:00:00`,
    }, this.settings.lookupTimeoutMs);
    if (answer.kind === 'refused') {
      this.logger?.error(
        {
          gateway: 'bnc', path: '/Position/ValidateP2P', payment_intent_id: reference,
          bank_code: answer.code, bank_description: answer.description,
        },
        'BNC refused to validate a reported transfer',
      );
      throw new GatewayUnavailable(`BNC refused Position/ValidateP2P (${answer.code})`);
    }
    const value = answer.value as { MovementExists?: unknown; ReferenceA?: unknown } | null;
    if (value?.MovementExists !== true && value?.MovementExists !== 'true') return null;
    const full = text(value.ReferenceA);
    // References written as JSON numbers lose their leading zeros: the reported digits then stand.
    return /^\d+$/.test(full) && full.padStart(transfer.reference.length, '0').endsWith(transfer.reference) ? full : transfer.reference;
  }
}

/** An incoming P2P transfer whose reference ends with the reported digits, from the payer's phone and bank when the movement says. */
function isTheTransfer(movement: BncMovement, transfer: P2pCharge['transfer'], phone: string): boolean {
  if (!movement.incoming || !movement.type.includes('p2p') || movement.type.includes('c2p')) return false;
  const reference = movement.referenceA;
  if (!/^\d+$/.test(reference) || !reference.padStart(transfer.reference.length, '0').endsWith(transfer.reference)) return false;
  if (movement.referenceB !== '' && movement.referenceB !== phone) return false;
  return !/^\d+$/.test(movement.bankCode) || Number(movement.bankCode) === bankId(transfer.bankCode);
}
