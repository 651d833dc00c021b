import { length } from 'class-validator';
import { ConnectBankAccountCommand } from '../../../application/bank-accounts/connect-bank-account';
import { ConnectableBank } from '../../../application/ports/bank-connections';
import { Owner } from '../../../domain/mode';
import { WIRE_METHOD_NAMES } from '../kit/wire-methods';
import { BANK_ID_LENGTH, credentialProblem } from '../api/bank-accounts/bank-account.dto';
import { parseMethods } from '../api/bank-accounts/bank-account-methods';
import { FormReader, FormReading, takenIf } from './form-reader';

/** A credential typed into a password input and never written back into a page: client GUIDs, secret and master keys. */
export const isSecretField = (field: string): boolean => /key|secret|guid/i.test(field);

/** A method's checkbox (`method_c2p`): one field per method, since a form field is read as one value. */
export const methodField = (wireName: string): string => `method_${wireName}`;
/** A credential's input, named as the API names it in its errors (`credentials.client_id`). */
export const credentialField = (field: string): string => `credentials.${field}`;

/** What the connect form posted, read as text; `values` holds only what may be shown again (never a secret). */
export interface PostedConnectForm {
  bank: string;
  methods: string[];
  credentials: Record<string, string>;
  values: Record<string, string>;
}

export function postedConnectForm(body: unknown, banks: readonly ConnectableBank[]): PostedConnectForm {
  const posted = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof posted[name] === 'string' ? (posted[name] as string) : '');
  const bank = text('bank');
  const fields = banks.find((candidate) => candidate.id === bank)?.credentialFields ?? [];
  const methods = WIRE_METHOD_NAMES.filter((name) => text(methodField(name)) !== '');
  // An empty input is left out, as a client of the API would leave out a field it has no value for.
  const typed = fields.map((field) => [field, text(credentialField(field)).trim()]);
  const credentials = Object.fromEntries(typed.filter(([, value]) => value !== ''));
  const values: Record<string, string> = Object.fromEntries(methods.map((name) => [methodField(name), 'on']));
  for (const field of fields) if (!isSecretField(field)) values[credentialField(field)] = text(credentialField(field));
  return { bank, methods, credentials, values };
}

/**
 * The connect command read from the posted form by the rules of the API's connect body, or the
 * refusal of every field refused. As the API does, the credentials' values are read once the bank
 * and methods are; whether the bank is one this server connects, and which credentials it needs, is the use case's to say.
 */
export function readConnectForm(posted: PostedConnectForm, owner: Owner): FormReading<ConnectBankAccountCommand> {
  const form = new FormReader();
  const bank = takenIf((text) => length(text, BANK_ID_LENGTH.min, BANK_ID_LENGTH.max))(posted.bank) ?? form.refuse('bank');
  const methods = parseMethods(posted.methods) ?? form.refuse('methods');
  if (bank !== undefined && methods !== undefined) {
    for (const [field, value] of Object.entries(posted.credentials)) {
      const problem = credentialProblem(value);
      if (problem) form.refuse(credentialField(field), problem.reason);
    }
  }
  return form.finish({ bank, methods }, (read) => ({ owner, ...read, credentials: posted.credentials }));
}
