import { C2pCharge, C2pGateway } from '../../../application/ports/c2p-gateway';
import { ChargedIntent, GatewayAnswer, GatewayCredentialsRefused, GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { Money } from '../../../domain/money';
import { OncePerReference } from '../once-per-reference';
import { BdvC2pKeys } from './bdv-c2p-keys';
import { BdvClient, GatewayLogger } from './bdv-client';
import { APPROVED, UNKNOWN_OUTCOME, declineCodeFor } from './bdv-decline-codes';
import { BdvLedger } from './bdv-ledger';
import { BdvMovement, BdvMovements } from './bdv-movements';
import { BdvRefunds } from './bdv-refunds';
import { BdvSettings } from './bdv-settings';
import { BdvStatements } from './bdv-statements';
import { bankIdDocument, c2pAmount, caracasDay, nextDay, text } from './bdv-wire';

/** What `process` is told the charge is for: plain words, no accents or symbols (some sources say it refuses them). */
const CONCEPT = 'Pago';

/**
 * Pago Móvil C2P through BDV's multiple-accounts service: `process` with the payer's id, phone, bank and the key
 * the bank sent them (`c2pKeys`), the amount as the bank takes it, `VES`, `CELE`, and the merchant's phone
 * (`commerceNumberInstrument`), which picks the credited account. Code 1000: approved, the bank's `referencia` as
 * the reference, its `endToEndId` kept for an annulment. 1002, 1041, 1050 or no answer: unknown.
 *
 * Looking a charge up: `process` carries no reference of ours and the bank has no query by one. A charge is found
 * by what it was, from the attempt the core passes (amount, the payer's id, the day it began): an incoming movement
 * (`consulta/movimientos`) of exactly that amount whose description names the payer's id, that day or the next.
 * One such movement not known here as another charge: approved with its reference; none: null; two or more: we do
 * not guess, GatewayUnavailable (the attempt stays pending and is asked again). A charge is never sent again to
 * find out.
 */
export class BdvC2pGateway implements C2pGateway {
  readonly c2pKeys: BdvC2pKeys;
  readonly refunds: BdvRefunds;
  readonly statements: BdvStatements;
  private readonly ledger = new BdvLedger();
  private readonly movements: BdvMovements;
  private readonly answers = new OncePerReference<GatewayAnswer>();

  constructor(
    private readonly settings: BdvSettings,
    private readonly client: BdvClient,
    private readonly logger?: GatewayLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.movements = new BdvMovements(settings, client);
    this.c2pKeys = new BdvC2pKeys(client, logger);
    this.refunds = new BdvRefunds({ settings, client, movements: this.movements, ledger: this.ledger, logger, now });
    this.statements = new BdvStatements(this.movements, this.ledger);
  }

  async charge(charge: C2pCharge & { reference: string; amount: Money }): Promise<GatewayAnswer> {
    return this.answers.once(charge.reference, () => this.send(charge));
  }

  async lookup(reference: string, attempt?: ChargedIntent): Promise<GatewayAnswer | null> {
    const known = this.answers.known(reference);
    if (known) return known;
    const wanted = this.wanted(reference, attempt);
    if (!wanted) return null;
    const matches = new Map<string, BdvMovement>();
    for (const day of wanted.days) {
      for (const movement of await this.movements.ofDay(day)) {
        if (this.isTheCharge(movement, wanted, reference)) matches.set(movement.reference, movement);
      }
    }
    if (matches.size === 0) return null;
    if (matches.size > 1) {
      this.logger?.error(
        { gateway: 'bdv', payment_intent_id: reference, days: wanted.days, gateway_references: [...matches.keys()] },
        'BDV lookup ambiguous: several incoming movements of this amount from this payer; left pending',
      );
      throw new GatewayUnavailable(`BDV lists ${matches.size} movements that could be the charge ${reference}`);
    }
    const [gatewayReference] = matches.keys();
    this.ledger.claim(gatewayReference, reference);
    return this.answers.remember(reference, { status: 'approved', gatewayReference });
  }

  private wanted(reference: string, attempt?: ChargedIntent): { amount: Money; payerId: string; days: string[] } | null {
    const today = caracasDay(this.now());
    const daysFrom = (day: string) => [day, nextDay(day)].filter((candidate) => candidate <= today);
    if (attempt?.instrument.kind === 'c2p') {
      const { payerId } = attempt.instrument;
      return { amount: attempt.amount, payerId: bankIdDocument(payerId), days: daysFrom(caracasDay(attempt.startedAt)) };
    }
    const sent = this.ledger.sent.get(reference);
    return sent ? { amount: sent.amount, payerId: sent.payerId, days: daysFrom(sent.day) } : null;
  }

  private isTheCharge(movement: BdvMovement, wanted: { amount: Money; payerId: string }, reference: string): boolean {
    return movement.incoming && movement.reference !== '' && movement.amount.equals(wanted.amount)
      && movement.observation.toUpperCase().includes(wanted.payerId)
      && !this.ledger.claimedByAnother(movement.reference, reference);
  }

  private async send(charge: C2pCharge & { reference: string; amount: Money }): Promise<GatewayAnswer> {
    const payerId = bankIdDocument(charge.payerId);
    const day = caracasDay(this.now());
    this.ledger.remember(this.ledger.sent, charge.reference, { amount: charge.amount, payerId, day });
    const answer = await this.client.call('process', {
      customerDocumentId: payerId,
      customerNumberInstrument: charge.phoneNumber,
      amount: c2pAmount(charge.amount),
      customerBankCode: charge.bankCode,
      concept: CONCEPT,
      otp: charge.otp,
      coinType: 'VES',
      operationType: 'CELE',
      commerceNumberInstrument: this.settings.merchantPhone,
    });
    if (answer.kind === 'key_refused') throw new GatewayCredentialsRefused('BDV refused the C2P key of this account');
    const log = { gateway: 'bdv', payment_intent_id: charge.reference, bank_code: answer.code, bank_message: answer.message };
    if (UNKNOWN_OUTCOME.includes(answer.code)) {
      this.logger?.info(log, 'BDV left the charge\'s outcome unknown: settled by a lookup or the statement, never sent again');
      throw new GatewayUnavailable(`BDV answered process with ${answer.code}: the outcome is unknown`);
    }
    if (answer.code !== APPROVED) {
      const declineCode = declineCodeFor(answer.code);
      this.logger?.info({ ...log, decline_code: declineCode }, 'BDV declined the charge');
      const gatewayMessage = answer.message === '' ? {} : { gatewayMessage: answer.message };
      return this.answers.remember(charge.reference, { status: 'declined', declineCode, ...gatewayMessage });
    }
    const data = answer.body.data as { referencia?: unknown; endToEndId?: unknown } | null | undefined;
    const gatewayReference = text(data?.referencia);
    if (gatewayReference === '') throw new GatewayUnavailable('BDV approved the charge without a reference we can read');
    this.ledger.remember(this.ledger.approved, gatewayReference, { reference: charge.reference, endToEndId: text(data?.endToEndId), day });
    this.ledger.claim(gatewayReference, charge.reference);
    return this.answers.remember(charge.reference, { status: 'approved', gatewayReference });
  }
}
