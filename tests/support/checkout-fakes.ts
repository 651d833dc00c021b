import { Owner } from '../../src/domain/mode';
import { owner } from './builders';
import { UnitOfWork } from '../../src/application/ports/unit-of-work';
import { SandboxC2pGateway, SANDBOX_C2P } from '../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SandboxCardGateway, SANDBOX_CARDS } from '../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { InMemoryPaymentRequestRepository } from '../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { BusinessCalendar } from '../../src/application/business-calendar';
import { Checkout } from '../../src/application/checkout/checkout';
import { Settlement } from '../../src/application/checkout/settlement';
import { RequestSaver } from '../../src/application/request-saver';
import { ConfiguredRoutes } from '../../src/adapters/gateways/configured-routing';
import { GatewayAdapters } from '../../src/application/ports/payment-gateways';
import { Refusal } from '../../src/application/outcomes';
import { PayByC2p, PayByC2pCommand } from '../../src/application/checkout/pay-by-c2p';
import { PayByCard, PayByCardCommand } from '../../src/application/checkout/pay-by-card';
import { C2pCharge } from '../../src/application/ports/c2p-gateway';
import { CardCharge } from '../../src/application/ports/card-gateway';
import { GatewayUnavailable, PaymentGateway } from '../../src/application/ports/payment-gateway';
import { PaymentOutcome } from '../../src/domain/payment-outcome';
import {
  PageRequest,
  PaymentRequestFilter,
  PaymentRequestPage,
  PaymentRequestRepository,
} from '../../src/application/ports/payment-request-repository';
import { Money } from '../../src/domain/money';
import { IssuePaymentRequest, PaymentRequest } from '../../src/domain/payment-requests';
import { MERCHANT_ID, aPaymentIntentFor, aPaymentRequest } from './builders';
import { FixedClock, RecordingEventPublisher, SequentialIdGenerator, parsed } from './fakes';
import { parseCardNumber } from '../../src/domain/card';
import { parseMobilePhone, parseNationalId } from '../../src/domain/payer';
import { parseBankCode } from '../../src/domain/ve-banks';
import { TEST_EVENT_IDS, saveWithItsEvents } from './saving';

/** The Luhn check digit for `prefix`, computed here independently of src/domain/card.ts. */
export function luhnCheckDigit(prefix: string): string {
  let sum = 0;
  for (let i = 0; i < prefix.length; i++) {
    let digit = Number(prefix[prefix.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export const withLuhnCheckDigit = (prefix: string): string => prefix + luhnCheckDigit(prefix);

type Charge<T> = T & { reference: string; amount: Money };

/**
 * Wraps a sandbox gateway, records what it was sent and what it answered, and can be told to fail:
 * 'unavailable' throws GatewayUnavailable; 'after charging' throws it once the sandbox has charged
 * (a timeout on the way back); an Error instance is thrown as it is.
 */
export class ScriptedGateway<T> implements PaymentGateway<T> {
  readonly received: Charge<T>[] = [];
  readonly answered: PaymentOutcome[] = [];
  lookups = 0;
  chargeFailure: 'unavailable' | 'after charging' | Error | null = null;
  lookupFailure: 'unavailable' | Error | null = null;

  constructor(readonly sandbox: SandboxC2pGateway | SandboxCardGateway) {}

  /** Charges that reached the sandbox. */
  get chargeCount(): number {
    return this.sandbox.chargeCount;
  }

  async charge(charge: Charge<T>): Promise<PaymentOutcome> {
    this.received.push(charge);
    if (this.chargeFailure === 'unavailable') throw new GatewayUnavailable();
    if (this.chargeFailure instanceof Error) throw this.chargeFailure;
    const outcome = await (this.sandbox as unknown as PaymentGateway<T>).charge(charge);
    if (this.chargeFailure === 'after charging') throw new GatewayUnavailable('timed out after the charge was sent');
    this.answered.push(outcome);
    return outcome;
  }

  async lookup(reference: string): Promise<PaymentOutcome | null> {
    this.lookups++;
    if (this.lookupFailure === 'unavailable') throw new GatewayUnavailable();
    if (this.lookupFailure instanceof Error) throw this.lookupFailure;
    return this.sandbox.lookup(reference);
  }
}

/** A repository where another writer gets in once, just before one of our saves. */
export class InterferingRepository implements PaymentRequestRepository {
  reads = 0;
  private interference: { skip: number; act: (inner: PaymentRequestRepository) => Promise<void> } | null = null;

  constructor(readonly inner = new InMemoryPaymentRequestRepository()) {}

  /** Runs `act` against the real store before our save number `skip + 1` from now, once. */
  interfereBeforeSave(act: (inner: PaymentRequestRepository) => Promise<void>, skip = 0): void {
    this.interference = { skip, act };
  }

  findById(owner: Owner, id: string): Promise<PaymentRequest | null> {
    this.reads++;
    return this.inner.findById(owner, id);
  }

  async save(request: PaymentRequest, work: UnitOfWork): Promise<void> {
    const pending = this.interference;
    if (pending && pending.skip-- === 0) {
      this.interference = null;
      await pending.act(this.inner);
    }
    return this.inner.save(request, work);
  }

  list(owner: Owner, filter: PaymentRequestFilter, page: PageRequest): Promise<PaymentRequestPage> {
    return this.inner.list(owner, filter, page);
  }

  findWithPendingIntents(...args: Parameters<PaymentRequestRepository['findWithPendingIntents']>): Promise<PaymentRequest[]> {
    return this.inner.findWithPendingIntents(...args);
  }

  findExpired(at: Date, limit: number): Promise<PaymentRequest[]> {
    return this.inner.findExpired(at, limit);
  }

  findLateChargesToSettle(intentIds: readonly string[]): Promise<PaymentRequest[]> {
    return this.inner.findLateChargesToSettle(intentIds);
  }

  holdsBankReference(...args: Parameters<PaymentRequestRepository['holdsBankReference']>): Promise<boolean> {
    return this.inner.holdsBankReference(...args);
  }

  firstReportOf(...args: Parameters<PaymentRequestRepository['firstReportOf']>): Promise<string | null> {
    return this.inner.firstReportOf(...args);
  }

  findByRefundId(owner: Owner, refundId: string): Promise<PaymentRequest | null> {
    this.reads++;
    return this.inner.findByRefundId(owner, refundId);
  }

  findBookedRefundsToSettle(...args: Parameters<PaymentRequestRepository['findBookedRefundsToSettle']>) {
    return this.inner.findBookedRefundsToSettle(...args);
  }

  findWithPendingRefunds(...args: Parameters<PaymentRequestRepository['findWithPendingRefunds']>): Promise<PaymentRequest[]> {
    return this.inner.findWithPendingRefunds(...args);
  }
}

/** The reconciler's default RECONCILE_AFTER_SECONDS, in ms: a payment intent this old may be judged not processed. */
export const SETTLE_AFTER_MS = 120_000;

/** Gateways by id, `sandbox` taking both methods unless `chosen` says otherwise. */
export function gatewaysOf(adapters: Record<string, GatewayAdapters>, chosen = { c2p: 'sandbox', credit_or_debit_card: 'sandbox' }): ConfiguredRoutes {
  // The service always configures the sandbox; a world without it lets the bank chosen for C2P stand in for test mode.
  const testGatewayId = 'sandbox' in adapters ? 'sandbox' : chosen.c2p;
  return new ConfiguredRoutes(chosen, new Map(Object.entries(adapters)), testGatewayId);
}

/** The checkout wired as the container wires it, with fakes around the sandbox gateways. */
export function aCheckoutWorld(init: { now?: string; timeZone?: string } = {}) {
  const requests = new InterferingRepository();
  const clock = new FixedClock(init.now ?? '2026-11-22T13:30:00.000Z');
  const ids = new SequentialIdGenerator();
  const c2pGateway = new ScriptedGateway<C2pCharge>(new SandboxC2pGateway());
  const cardGateway = new ScriptedGateway<CardCharge>(new SandboxCardGateway());
  const gateways = gatewaysOf({ sandbox: { c2p: c2pGateway, credit_or_debit_card: cardGateway } });
  const events = new RecordingEventPublisher();
  const eventIds = TEST_EVENT_IDS;
  const saver = new RequestSaver(requests, events, eventIds);
  const settlement = new Settlement(clock, requests, saver, gateways, SETTLE_AFTER_MS);
  const checkout = new Checkout(ids, clock, requests, saver, settlement);
  const calendar = new BusinessCalendar(init.timeZone ?? 'America/Caracas');
  return {
    requests,
    clock,
    ids,
    events,
    eventIds,
    saver,
    checkout,
    settlement,
    gateways,
    c2pGateway,
    cardGateway,
    payByC2p: new PayByC2p(checkout, gateways),
    payByCard: new PayByCard(checkout, gateways, clock, calendar),
    /** A request of MERCHANT_ID (10.00 USD at 36.5 = 365.00 VES), saved. */
    async aStoredRequest(overrides: Partial<IssuePaymentRequest> = {}): Promise<PaymentRequest> {
      const request = aPaymentRequest(overrides);
      await saveWithItsEvents(requests.inner, request);
      return request;
    },
    /** The request as stored now. */
    async stored(request: Pick<PaymentRequest, 'id' | 'owner'>): Promise<PaymentRequest> {
      const found = await requests.inner.findById(request.owner, request.id);
      if (!found) throw new Error(`request ${request.id} is not stored`);
      return found;
    },
    /** A request paid at `gatewayId` by `pi_paid` (365.00 VES), refunded in full at `at` by `re_first`, which its gateway never answered. */
    async aRefundUnanswered(gatewayId: string, at: Date): Promise<PaymentRequest> {
      const issued = aPaymentRequest();
      await saveWithItsEvents(requests.inner, issued);
      const stored = (await requests.inner.findById(issued.owner, issued.id)) as PaymentRequest;
      stored.beginPayment(aPaymentIntentFor(stored, { id: 'pi_paid', gatewayId, now: at }), at);
      stored.settlePayment('pi_paid', { status: 'approved', gatewayReference: 'B-PAID' }, at);
      stored.refund({ id: 're_first', amount: null, reason: null, description: null, paidToday: true, cardGatewayRefunds: false, now: at });
      await saveWithItsEvents(requests.inner, stored);
      return stored;
    },
  };
}

/** A C2P command; phone, payer id and bank given as the customer types them, parsed as the edge parses them. */
export function aC2pCommand(
  paymentRequestId: string,
  overrides: Partial<Omit<PayByC2pCommand, 'phoneNumber' | 'payerId' | 'bank'>> & { phoneNumber?: string; payerId?: string; bankCode?: string } = {},
): PayByC2pCommand {
  const { phoneNumber = '04249876543', payerId = 'V20987654', bankCode = '0105', ...rest } = overrides;
  return {
    owner: owner(MERCHANT_ID),
    paymentRequestId,
    phoneNumber: parsed(parseMobilePhone(phoneNumber)),
    payerId: parsed(parseNationalId(payerId)),
    bank: parsed(parseBankCode(bankCode)),
    otp: SANDBOX_C2P.approvedOtp,
    ...rest,
  };
}

export const CARD_CVV = '739';

/** A card command; number and holder id given as text, parsed as the edge parses them. */
export function aCardCommand(
  paymentRequestId: string,
  overrides: Partial<Omit<PayByCardCommand, 'cardNumber' | 'holderId'>> & { cardNumber?: string; holderId?: string } = {},
): PayByCardCommand {
  const { cardNumber = SANDBOX_CARDS.visaApproved, holderId = 'V12345678', ...rest } = overrides;
  return {
    owner: owner(MERCHANT_ID),
    paymentRequestId,
    cardNumber: parsed(parseCardNumber(cardNumber)),
    expiry: { month: 12, year: 2030 },
    cvv: CARD_CVV,
    holderId: parsed(parseNationalId(holderId)),
    ...rest,
  };
}

/** Everything stored for a request as text, gateway references masked (they are random digits). */
export function storedText(request: PaymentRequest): string {
  return JSON.stringify({
    ...request.snapshot(),
    intents: request.intents.map((intent) => ({
      ...intent.snapshot(),
      referenceId: intent.referenceId && '<gateway reference>',
    })),
  });
}

/** The refusal a use case answered with; fails the test when it answered with a request. */
export async function refusalOf(outcome: Promise<{ kind: string }>): Promise<Refusal> {
  const answer = await outcome;
  if ('request' in answer) throw new Error(`expected a refusal, but the use case answered ${answer.kind}`);
  return answer as Refusal;
}

/** The rejection a promise ends with (a bug or an infrastructure failure); fails the test when it fulfils. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, but the promise fulfilled');
}
