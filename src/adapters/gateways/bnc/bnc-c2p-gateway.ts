import { C2pCharge, C2pGateway } from '../../../application/ports/c2p-gateway';
import { ChargedIntent, GatewayAnswer, GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { Money } from '../../../domain/money';
import { parseMobilePhone } from '../../../domain/payer';
import { OncePerReference } from '../once-per-reference';
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
 * query by it. So a charge is found by what it was: the payment intent the core passes to `lookup` (amount, the
 * payer's phone of the C2P instrument, when it began), the same in every instance and after a restart.
 * The lookup reads the movements (`Position/HistoryByDate`) of the payment intent's day in Caracas and of the next
 * day (a charge sent just before midnight may be booked then; days still to come are not asked) for an
 * incoming C2P movement of exactly that amount from that phone (`ReferenceB`), and answers approved with
 * its `ReferenceA` (the reference SendC2P answers). Without the payment intent, the facts this process remembers
 * of a charge it sent are used instead; without either, null. A charge is never sent again to find out.
 *
 * The ambiguity BNC leaves: two charges of the same amount from the same phone on the same days cannot be
 * told apart by their movements, as the bank keeps no reference of ours. A movement this process already
 * joined to another reference of ours (it charged it, or a lookup found it) is left out; but another
 * instance, or this one after a restart, may not know it. Our rule: one movement left, it is the charge;
 * two or more, we do not guess (either could be the other charge's) and throw GatewayUnavailable, logged
 * with their bank references, so the payment intent stays pending (asked again later, never judged not processed)
 * until the instance that knows the others answers. What this gateway cannot see: a charge the bank never
 * booked, looked up where the only matching movement is another of our charges this process does not know
 * (same amount, same phone, same days); it answers that movement, and the core, which knows every bank
 * reference it already recorded, refuses it for this payment intent (docs/banks-bnc.md, "Going live with BNC").
 *
 * Reversals name the charge by its `IdTransaction`, which only the SendC2P answer gives: the public
 * documentation lists the movements' `ReferenceA`–`ReferenceD` only as "additional references", so the
 * IdTransaction is not read from them, and a charge this process did not send cannot be reversed here (a
 * `p2p` refund can, from any instance).
 */
export class BncC2pGateway implements C2pGateway {
  readonly refunds: BncC2pRefunds;
  readonly statements: BncStatements;
  private readonly ledger = new BncLedger();
  private readonly movements: BncMovements;
  private readonly answers = new OncePerReference<GatewayAnswer>();

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
    return this.answers.once(charge.reference, () => this.send(charge));
  }

  async lookup(reference: string, intent?: ChargedIntent): Promise<GatewayAnswer | null> {
    const known = this.answers.known(reference);
    if (known) return known;
    const wanted = this.wanted(reference, intent);
    if (!wanted) return null;
    const matches = new Map<string, BncMovement>();
    for (const day of wanted.days) {
      for (const movement of await this.movements.ofDay(day)) {
        // A movement listed twice is one movement: its bank reference names it.
        if (this.isTheCharge(movement, wanted, reference)) matches.set(movement.referenceA, movement);
      }
    }
    if (matches.size === 0) return null;
    if (matches.size > 1) {
      this.logger?.error(
        { gateway: 'bnc', payment_intent_id: reference, days: wanted.days, gateway_references: [...matches.keys()] },
        'BNC lookup ambiguous: several C2P movements of this amount from this phone, none known as another charge here; left pending',
      );
      throw new GatewayUnavailable(
        `BNC lists ${matches.size} C2P movements that could be the charge ${reference}; its outcome stays unknown`,
      );
    }
    const [gatewayReference] = matches.keys();
    this.ledger.claim(gatewayReference, reference);
    return this.answers.remember(reference, { status: 'approved', gatewayReference });
  }

  /** What the charge was: from the payment intent when the core gives it (the same in every instance), else from this process's memory. */
  private wanted(reference: string, intent?: ChargedIntent): WantedCharge | null {
    const today = caracasDay(this.now());
    const daysFrom = (day: string) => [day, nextDay(day)].filter((candidate) => candidate <= today);
    if (intent?.instrument.kind === 'c2p') {
      const phone = parseMobilePhone(intent.instrument.phoneNumber);
      if (!phone) {
        // Never so for a charge we sent; and null would let the payer pay again.
        this.logger?.error(
          { gateway: 'bnc', payment_intent_id: reference },
          'BNC lookup impossible: the attempt\'s phone is not a mobile number',
        );
        throw new GatewayUnavailable(`the attempt ${reference} has no phone BNC could have charged`);
      }
      return { amount: intent.amount, debtorPhone: bankPhone(phone), days: daysFrom(caracasDay(intent.startedAt)) };
    }
    const sent = this.ledger.sent.get(reference);
    return sent ? { amount: sent.amount, debtorPhone: sent.debtorPhone, days: daysFrom(sent.day) } : null;
  }

  private isTheCharge(movement: BncMovement, wanted: WantedCharge, reference: string): boolean {
    if (!movement.incoming || !movement.type.includes('c2p') || movement.type.includes('revers')) return false;
    const fromPayer = movement.referenceB === wanted.debtorPhone || movement.referenceC === wanted.debtorPhone;
    return fromPayer && movement.amount.equals(wanted.amount) && movement.referenceA !== ''
      && !this.ledger.claimedByAnother(movement.referenceA, reference);
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
        {
          gateway: 'bnc', payment_intent_id: charge.reference, decline_code: declineCode,
          bank_code: answer.code, bank_description: answer.description,
        },
        'BNC declined the charge',
      );
      return this.answers.remember(charge.reference, {
        status: 'declined',
        declineCode,
        ...(answer.description ? { gatewayMessage: answer.description } : {}),
      });
    }
    const value = answer.value as { IdTransaction?: unknown; Reference?: unknown } | null;
    const gatewayReference = text(value?.Reference);
    if (gatewayReference === '') throw new GatewayUnavailable('BNC approved the charge without a reference we can read');
    const idTransaction =
      Number.isSafeInteger(Number(text(value?.IdTransaction))) && text(value?.IdTransaction) !== ''
        ? Number(text(value?.IdTransaction))
        : null;
    this.ledger.remember(this.ledger.approved, gatewayReference, { reference: charge.reference, idTransaction });
    this.ledger.claim(gatewayReference, charge.reference);
    return this.answers.remember(charge.reference, { status: 'approved', gatewayReference });
  }
}

/** A charge as a lookup looks for it: an incoming C2P of this amount from this phone (58…), booked on one of these days. */
interface WantedCharge {
  amount: Money;
  debtorPhone: string;
  days: string[];
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
