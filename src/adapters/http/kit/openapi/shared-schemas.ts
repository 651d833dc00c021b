import { ID_PREFIX } from '../../../../domain/ids';
import { Currency } from '../../../../domain/money';
import { Annotations, Wire, boolean, closedObject, component, constant, integer, number, schemasOf, string } from './wire-schema';

/** The wire's pieces that several features' answers share. */

/** An id of this kind: its prefix, then letters and digits. */
export const idSchema = (kind: keyof typeof ID_PREFIX, more: Annotations = {}) =>
  string({ pattern: `^${ID_PREFIX[kind]}[A-Za-z0-9]+$`, ...more });

/** The management view's times. */
export const UNIX_TIME = integer({ description: 'Unix time in seconds.', examples: [1767225600] });

/** Every payment request, event and webhook endpoint says which mode it belongs to. */
export const LIVEMODE_COMPONENT = component('Livemode', boolean({
  description: 'true: made with a live key (`sk_live_…`), paid through the configured banks; ' +
    'false: made with a test key, paid through the sandbox only.',
}));

export const LIVEMODE = LIVEMODE_COMPONENT.ref;

const decimalAmount = number({ description: 'The same amount as a decimal number.' });

/** An amount as the management view writes it: cents, and the same as a decimal number. */
export const moneyWithCents = <const C extends Currency>(currency: C, description: string) =>
  closedObject(
    {
      amount_cents: integer({ description: 'The amount in cents (100 per unit).' }),
      amount: decimalAmount,
      currency_iso: constant(currency),
    },
    description,
  );

/** An amount as the checkout view writes it: no cents. */
export const moneyWithoutCents = <const C extends Currency>(currency: C, description: string) =>
  closedObject({ amount: decimalAmount, currency_iso: constant(currency) }, description);

export const MONEY_USD = component('MoneyUsd', moneyWithCents('USD', 'An amount in USD, with cents.'));
export const MONEY_VES = component('MoneyVes', moneyWithCents('VES', 'An amount in VES, with cents.'));

/** Listed first among the answers' schemas, where the document has always listed them. */
export const sharedSchemas = () => schemasOf(LIVEMODE_COMPONENT, MONEY_USD, MONEY_VES);

export type MoneyWithCents<C extends Currency> = Wire<ReturnType<typeof moneyWithCents<C>>>;
export type MoneyWithoutCents<C extends Currency> = Wire<ReturnType<typeof moneyWithoutCents<C>>>;
