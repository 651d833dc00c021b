import { FieldReason } from '../../../domain/errors';
import { Money, parseUsdAmount } from '../../../domain/money';
import { TextLength, isFreeText } from '../kit/validation/rules';
import { ApiRefusal, FieldMessageEs, formRefusal } from './api-refusal';
import { fieldMessageEs } from './messages-es';
import { parseTypedAmount } from './typed-amount';

/** Values read by a FormReader, once none was refused (a refused one reads as undefined). */
type Read<Values> = { [Name in keyof Values]: Exclude<Values[Name], undefined> };

/** A form read into a command, or refused: every refused field at once, in the order the form reads them. */
export type FormReading<Command> = { command: Command } | { refusal: ApiRefusal };

/** What was typed, trimmed; empty is undefined (nothing typed). */
export const typedText = (typed: string): string | undefined => (typed.trim() === '' ? undefined : typed.trim());
/** What was typed, kept as typed (spaces around free text included); only empty is undefined. */
export const typedAsIs = (typed: string): string | undefined => (typed.trim() === '' ? undefined : typed);

/**
 * Reads a form's text fields into typed values by the API's own rules, keeping every field it
 * refuses, by the API's name for the field and the API's reason, so that the page says exactly
 * what it says for the API's refusal of the same value (messages-es.ts).
 */
export class FormReader {
  private readonly refused: FieldMessageEs[] = [];

  /** Refused by its rule: said as the API's refusal of it (by field and reason). */
  refuse(field: string, reason: FieldReason = 'invalid'): undefined {
    return this.refuseSaying(field, fieldMessageEs(field, reason));
  }

  /** Refused in the form's own words (an amount it cannot read). */
  refuseSaying(field: string, message: string): undefined {
    this.refused.push({ field, message });
    return undefined;
  }

  /** A field that must be typed: its value as `read` gives it, or undefined when it is refused (missing or not read). */
  required<T>(field: string, typed: string | undefined, read: (text: string) => T | null): T | undefined {
    if (typed === undefined) return this.refuse(field, 'required');
    return read(typed) ?? this.refuse(field);
  }

  /** A field that may be left empty (null: nothing typed): its value, or undefined when it is refused. */
  optional<T>(field: string, typed: string | undefined, read: (text: string) => T | null): T | null | undefined {
    if (typed === undefined) return null;
    return read(typed) ?? this.refuse(field);
  }

  /** An amount in USD as a person types it (1.234,50), as Money by the API's rule (parseUsdAmount); null when left empty. */
  amount(field: string, typed: string): Money | null | undefined {
    if (typed.trim() === '') return null;
    const amount = parseTypedAmount(typed);
    return 'error' in amount ? this.refuseSaying(field, amount.error) : (parseUsdAmount(amount.amount) ?? this.refuse(field));
  }

  /** An amount that must be typed. */
  requiredAmount(field: string, typed: string): Money | undefined {
    const amount = this.amount(field, typed);
    return amount === null ? this.refuse(field, 'required') : amount;
  }

  /** The command built from the values read (none of them refused), or the refusal of every field refused. */
  finish<Values extends object, Command>(values: Values, build: (read: Read<Values>) => Command): FormReading<Command> {
    return this.refused.length > 0 ? { refusal: formRefusal(this.refused) } : { command: build(values as Read<Values>) };
  }
}

/** Text the rule takes as it is, or null: for reading a field by a yes-or-no rule. */
export const takenIf = (rule: (text: string) => boolean) => (text: string): string | null => (rule(text) ? text : null);

/** Free text within `length`, as the API's bodies take it. */
export const freeText = (length: TextLength) => takenIf((text) => isFreeText(text, length));
