import { Owner } from '../../domain/mode';
import { MobilePhone, NationalId } from '../../domain/payer';
import { PaymentRequest } from '../../domain/payment-requests';
import { Bank } from '../../domain/ve-banks';
import { findOwnPaymentRequest } from '../payment-requests/get-payment-request';
import { IntentsExhausted, NotFound, NotPayable, PaymentMethodUnavailable } from '../outcomes';
import { C2pKeyLimited, C2pKeyLimits } from '../ports/c2p-key-limits';
import { Clock } from '../ports/clock';
import { GatewayUnavailable } from '../ports/payment-gateway';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { Routes } from '../ports/routing';

export interface SendC2pKeyCommand {
  owner: Owner;
  paymentRequestId: string;
  /** The payer the key is for: the id, phone and bank the C2P charge will name. */
  payerId: NationalId;
  phoneNumber: MobilePhone;
  bank: Bank;
  /** The request as the caller has just read it (the hosted page's read): not read again. */
  asRead?: PaymentRequest;
}

/** The bank took the order and sends the payer the key by SMS; it is good for `expiresInSeconds`. */
export type C2pKeySent = { kind: 'c2p_key_sent'; expiresInSeconds: number };
/** The request's C2P route leaves the key to the payer, who asks its own bank for it (Mercantil, BNC). */
export type C2pKeyNotSupported = { kind: 'c2p_key_not_supported' };
/** The bank would not send it, for the reason its decline code names (an invalid id, a payer not affiliated…). */
export type C2pKeyRefused = { kind: 'c2p_key_refused'; declineCode: string };
/** The bank did not answer: the key may or may not have been sent. */
export type C2pKeyOutcomeUnknown = { kind: 'c2p_key_outcome_unknown' };

export type C2pKeyOutcome =
  | C2pKeySent
  | C2pKeyNotSupported
  | C2pKeyRefused
  | C2pKeyOutcomeUnknown
  | C2pKeyLimited
  | NotFound
  | NotPayable
  | IntentsExhausted
  | PaymentMethodUnavailable;

/**
 * Asks the bank of the request's C2P route to send the payer the one-time C2P key, where the merchant's
 * system asks for it (BDV). Only for a request a C2P payment could begin on now, and within the limits
 * (counted before the bank is asked). Nothing is stored, and nothing of the payer is logged: the key
 * itself never reaches us.
 */
export class SendC2pKey {
  constructor(
    private readonly requests: PaymentRequestRepository,
    private readonly routes: Routes,
    private readonly limits: C2pKeyLimits,
    private readonly clock: Clock,
  ) {}

  async execute(command: SendC2pKeyCommand): Promise<C2pKeyOutcome> {
    const request = command.asRead ?? (await findOwnPaymentRequest(this.requests, command.owner, command.paymentRequestId));
    if (!request) return { kind: 'not_found', id: command.paymentRequestId };
    const refusal = request.paymentRefusal(this.clock.now());
    if (refusal) return refusal;
    const route = await this.routes.forMethod(request.owner, 'c2p');
    if (!route) return { kind: 'payment_method_unavailable', method: 'c2p' };
    const keys = route.gateway.c2pKeys;
    if (!keys) return { kind: 'c2p_key_not_supported' };

    const limited = await this.limits.take({ paymentRequestId: request.id, phoneNumber: command.phoneNumber });
    if (limited) return limited;
    try {
      const answer = await keys.sendKey({ payerId: command.payerId, phoneNumber: command.phoneNumber, bankCode: command.bank.code });
      return answer.status === 'sent'
        ? { kind: 'c2p_key_sent', expiresInSeconds: answer.expiresInSeconds }
        : { kind: 'c2p_key_refused', declineCode: answer.declineCode };
    } catch (error) {
      if (error instanceof GatewayUnavailable) return { kind: 'c2p_key_outcome_unknown' };
      throw error;
    }
  }
}
