/** A key's mode: test keys pay through the sandbox only; live keys through the configured banks only. */
export type Mode = 'test' | 'live';

/**
 * Whose an object is: one merchant's, in one mode. Every payment request, event and webhook
 * endpoint belongs to exactly one owner, and a key sees only its own owner's objects.
 */
export interface Owner {
  merchantId: string;
  livemode: boolean;
}

export function modeOf(livemode: boolean): Mode {
  return livemode ? 'live' : 'test';
}

export function belongsTo(object: Owner, owner: Owner): boolean {
  return object.merchantId === owner.merchantId && object.livemode === owner.livemode;
}
