import { Logger } from 'pino';
import { BankConnections, ConnectableBank, InvalidCredentials, ReadCredentials } from '../../application/ports/bank-connections';
import { GatewayAdapters } from '../../application/ports/payment-gateways';
import { CredentialsCheck } from '../../domain/bank-account';
import { FieldProblem } from '../../domain/errors';
import { PaymentMethod } from '../../domain/payment-intent';
import { ConfigError, Env } from '../../setting-parsers';
import { AccountSupport, BankSettingsContext, ListedBankConnector } from './bank-connector';
import { BANK_CONNECTORS } from './bank-connectors';

/** What a merchant's credentials are read with: the deployment's other settings of each bank (base URL, timeouts). */
export interface DeploymentBankSections {
  sections: Readonly<Record<string, Env>>;
  timing: Omit<BankSettingsContext, 'chosen' | 'methods'>;
}

/**
 * A merchant's credentials read by the bank's own settings parser, as if they were the deployment's
 * `<PREFIX>_<FIELD>` settings, beside the deployment's base URL and timeouts (never the merchant's):
 * one set of rules and messages for both, the settings' names replaced by the fields' in the messages.
 */
export class RegistryBankConnections implements BankConnections {
  constructor(private readonly deployment: DeploymentBankSections) {}

  connectable(): readonly ConnectableBank[] {
    return this.banks().map(({ listed, account }) => ({
      id: listed.id,
      methods: listed.methods,
      credentialFields: account.credentialFields,
    }));
  }

  read(
    bank: string,
    methods: readonly PaymentMethod[],
    credentials: Readonly<Record<string, string>>,
  ): ReadCredentials | InvalidCredentials {
    const parsed = this.parse(bank, methods, credentials);
    if ('kind' in parsed) return parsed;
    return { kind: 'read', receivingAccount: parsed.account.receivingAccount(parsed.settings) };
  }

  async check(bank: string, methods: readonly PaymentMethod[], credentials: Readonly<Record<string, string>>): Promise<CredentialsCheck> {
    const parsed = this.parse(bank, methods, credentials);
    if ('kind' in parsed) throw new Error(`check ${bank} credentials only once they read: ${parsed.errors.map((e) => e.field).join(', ')}`);
    return parsed.account.check(parsed.settings);
  }

  /** The adapters of an account with these credentials (read as `read` reads them); null when they no longer read. */
  adaptersOf(
    bank: string, methods: readonly PaymentMethod[], credentials: Readonly<Record<string, string>>, logger: Pick<Logger, 'info' | 'error'>,
  ): GatewayAdapters | null {
    const found = this.banks().find(({ listed }) => listed.id === bank);
    const parsed = found ? this.parse(bank, methods, credentials) : null;
    if (!found || !parsed || 'kind' in parsed) return null;
    return found.listed.adapters(parsed.settings, { logger });
  }

  private banks(): { listed: ListedBankConnector; account: AccountSupport<unknown> }[] {
    return BANK_CONNECTORS.flatMap((listed) => {
      const baseUrl = `${listed.settingsPrefix}BASE_URL`;
      const reachable = this.deployment.sections[listed.id]?.[baseUrl] !== undefined;
      return listed.account && reachable ? [{ listed, account: listed.account }] : [];
    });
  }

  private parse(
    bank: string, methods: readonly PaymentMethod[], credentials: Readonly<Record<string, string>>,
  ): { settings: unknown; account: AccountSupport<unknown> } | InvalidCredentials {
    const found = this.banks().find(({ listed }) => listed.id === bank);
    if (!found) throw new Error(`${bank} is no bank an account can be connected at here`);
    const { listed, account } = found;
    const errors = fieldErrors(account, methods, credentials);
    if (errors.length > 0) return { kind: 'invalid_credentials', errors };
    const envName = (field: string) => `${listed.settingsPrefix}${field.toUpperCase()}`;
    const section: Record<string, string | undefined> = { ...this.deployment.sections[listed.id] };
    for (const [field, value] of Object.entries(credentials)) section[envName(field)] = value;
    try {
      const settings = listed.parseSettings(section, { chosen: true, methods, ...this.deployment.timing });
      if (settings === null) throw new Error(`${bank} read no settings from complete credentials`);
      return { settings, account };
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      const field = account.credentialFields.find((candidate) => error.message.includes(envName(candidate))) ?? '';
      const message = account.credentialFields.reduce((text, candidate) => text.split(envName(candidate)).join(candidate), error.message);
      return { kind: 'invalid_credentials', errors: [{ field, reason: 'invalid', message }] };
    }
  }
}

/** Unknown fields, and required ones missing or empty, each named. */
function fieldErrors(account: AccountSupport<unknown>, methods: readonly PaymentMethod[], credentials: Readonly<Record<string, string>>) {
  const errors: FieldProblem[] = [];
  for (const field of Object.keys(credentials)) {
    if (!account.credentialFields.includes(field)) {
      errors.push({ field, reason: 'not_allowed', message: `is not a credential of this bank (${account.credentialFields.join(', ')})` });
    }
  }
  for (const field of account.credentialFields) {
    const onlyFor = account.requiredOnlyFor?.[field];
    const required = onlyFor === undefined || methods.includes(onlyFor);
    if (required && !credentials[field]?.trim()) {
      errors.push({ field, reason: 'required', message: `is required${onlyFor ? ` when methods include ${onlyFor}` : ''}` });
    }
  }
  return errors;
}
