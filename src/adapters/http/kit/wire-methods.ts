import { PaymentMethod } from '../../../domain/payment-intent';

/** The API's names of the payment methods: `card` for the domain's credit_or_debit_card, as in `/checkouts/card`. */
export const WIRE_METHODS = { c2p: 'c2p', card: 'credit_or_debit_card', p2p: 'p2p' } as const satisfies Record<string, PaymentMethod>;
export type WireMethod = keyof typeof WIRE_METHODS;
export const WIRE_METHOD_NAMES = Object.keys(WIRE_METHODS) as WireMethod[];

export function wireMethod(method: PaymentMethod): WireMethod {
  return WIRE_METHOD_NAMES.find((name) => WIRE_METHODS[name] === method) as WireMethod;
}
