import { PaymentMethod } from '../../../../domain/payment-intent';
import { WIRE_METHODS, WireMethod } from '../../kit/wire-methods';


const isWireMethod = (name: unknown): name is WireMethod => typeof name === 'string' && Object.hasOwn(WIRE_METHODS, name);

/** A non-empty list of distinct wire names, as the domain's methods; null for anything else. */
export function parseMethods(raw: unknown): PaymentMethod[] | null {
  if (!Array.isArray(raw) || raw.length === 0 || !raw.every(isWireMethod) || new Set(raw).size !== raw.length) return null;
  return raw.map((name) => WIRE_METHODS[name]);
}
