import { C2pCharge, C2pGateway } from '../../../application/ports/c2p-gateway';
import { GatewayAnswer, GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { Money } from '../../../domain/money';
import { BncClient, GatewayLogger } from './bnc-client';
import { declineCodeFor } from './bnc-decline-codes';
import { BncLedger } from './bnc-ledger';
import { BncMovement, BncMovements } from './bnc-movements';
import { BncC2pRefunds } from './bnc-refunds';
import { BncSettings } from './bnc-settings';
import { BncStatements } from './bnc-statements';
import { bankAmount, bankId, bankIdDocument, bankPhone, caracasDay, text } from './bnc-wire';

/**
 * Pago Móvil C2P through BNC (`MobPayment/SendC2P`, the payer's token as `Token`).
 *
 * Looking a charge up: SendC2P carries no reference of ours (none of the bank's documentation or public
 * clients shows one, and the envelope's `Reference` is not shown in the movements), and the bank has no
 * query by it. So the gateway remembers what it sent for each reference (amount, payer's phone, day in
 * Caracas), and a lookup after a lost answer reads that day's movements, and today's (`Position/HistoryByDate`), for an
 * incoming C2P movement of exactly that amount from that phone (`ReferenceB`) that no other charge of ours
 * already claimed, and answers approved with its `ReferenceA` (the reference SendC2P answers). A charge is
 * never sent again to find out. A reference this process never sent (e.g. after a restart) answers null:
 * the reconciler then judges it not processed, and the daily statement shows any movement it missed
 * (without our reference).
 */
export class BncC2pGateway implements C2pGateway {
  readonly refunds: BncC2pRefunds;
  readonly statements: BncStatements;
  private readonly ledger = new BncLedger();
  private readonly movements: BncMovements;
  private readonly recent = new Map<string, GatewayAnswer>();
  private readonly inFlight = new Map<string, Promise<GatewayAnswer>>();

  constructor(
    private readonly settings: BncSettings,
    private readonly client: BncClient,
    private readonly logger?: GatewayLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.movements = new BncMovements(settings, client, logger);
    this.refunds = new BncC2pRefunds({ settings, client, movements: this.movements, ledger: this.ledger, logger });
    this.statements = new BncStatements(this.movements, this.ledger);
  }

  async charge(charge: C2pCharge & { reference: string; amount: Money }): Promise<GatewayAnswer> {
    const known = this.recent.get(charge.reference) ?? this.inFlight.get(charge.reference);
    if (known) return known;
    const charging = this.send(charge).finally(() => this.inFlight.delete(charge.reference));
    this.inFlight.set(charge.reference, charging);
    return charging;
  }

  async lookup(reference: string): Promise<GatewayAnswer | null> {
    const known = this.recent.get(reference);
    if (known) return known;
    const sent = this.ledger.sent.get(reference);
    if (!sent) return null;
    // A charge sent just before midnight may be booked the next day.
    const days = [...new Set([sent.day, caracasDay(this.now())])];
    let found: BncMovement | undefined;
    for (const day of days) {
      found ??= (await this.movements.ofDay(day)).find((movement) => this.isTheCharge(movement, reference));
    }
    if (!found) return null;
    this.ledger.claim(found.referenceA, reference);
    return this.remember(reference, { status: 'approved', gatewayReference: found.referenceA });
  }

  private isTheCharge(movement: BncMovement, reference: string): boolean {
    const sent = this.ledger.sent.get(reference);
    if (!sent || !movement.incoming || !movement.type.includes('c2p') || movement.type.includes('revers')) return false;
    const fromPayer = movement.referenceB === sent.debtorPhone || movement.referenceC === sent.debtorPhone;
    return fromPayer && movement.amount.equals(sent.amount) && movement.referenceA !== '' && !this.ledger.claimedByAnother(movement.referenceA, reference);
  }

  private async send(charge: C2pCharge & { reference: string; amount: Money }): Promise<GatewayAnswer> {
    const debtorPhone = bankPhone(charge.phoneNumber);
    this.ledger.remember(this.ledger.sent, charge.reference, { amount: charge.amount, debtorPhone, day: caracasDay(this.now()) });
    const answer = await this.client.call('/MobPayment/SendC2P', {
      Amount: bankAmount(charge.amount),
      DebtorBankCode: bankId(charge.bankCode),
      DebtorCellPhone: debtorPhone,
      DebtorID: bankIdDocument(charge.payerId),
      Token: charge.otp,
      Terminal: this.settings.terminal,
    });
    if (answer.kind === 'refused') {
      const declineCode = declineCodeFor(answer.code);
      this.logger?.info(
        { gateway: 'bnc', payment_intent_id: charge.reference, decline_code: declineCode, bank_code: answer.code, bank_description: answer.description },
        'BNC declined the charge',
      );
      return this.remember(charge.reference, { status: 'declined', declineCode, ...(answer.description ? { gatewayMessage: answer.description } : {}) });
    }
    const value = answer.value as { IdTransaction?: unknown; Reference?: unknown } | null;
    const gatewayReference = text(value?.Reference);
    if (gatewayReference === '') throw new GatewayUnavailable('BNC approved the charge without a reference we can read');
    const idTransaction = Number.isSafeInteger(Number(text(value?.IdTransaction))) && text(value?.IdTransaction) !== '' ? Number(text(value?.IdTransaction)) : null;
    this.ledger.remember(this.ledger.approved, gatewayReference, { reference: charge.reference, idTransaction });
    this.ledger.claim(gatewayReference, charge.reference);
    return this.remember(charge.reference, { status: 'approved', gatewayReference });
  }

  private remember(reference: string, outcome: GatewayAnswer): GatewayAnswer {
    this.ledger.remember(this.recent, reference, outcome);
    return outcome;
  }
}
