import { Logger } from 'pino';
import { BankConnections, ConnectableBank, InvalidCredentials, ReadCredentials } from '../../application/ports/bank-connections';
import { GatewayAdapters } from '../../application/ports/payment-gateways';
import { CredentialsCheck } from '../../domain/bank-account';
import { FieldProblem } from '../../domain/errors';
import { PaymentMethod } from '../../domain/payment-intent';
import { ConfigError, Env } from '../../setting-parsers';
import { AccountSupport, BankTiming, ListedBankConnector, isRefused } from './bank-connector';
import { BANK_CONNECTORS } from './bank-connectors';

/** What a merchant's account is reached with: the deployment's settings of each bank (base URL, timeouts), never its credentials. */
export interface DeploymentBankSections {
  sections: Readonly<Record<string, Env>>;
  timing: BankTiming;
}

type Account = AccountSupport<unknown, unknown>;
type Read = { account: Account; credentials: unknown; connection: unknown };

/**
 * A merchant's credentials read by the bank's own credentials reader (the rules and messages of the deployment's
 * settings of that bank, the merchant's field named where the setting would be), reached with the deployment's
 * base URL and timeouts; the account's adapters built from them by the bank's own factory.
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
    const read = this.parse(bank, methods, credentials);
    if ('kind' in read) return read;
    return { kind: 'read', receivingAccount: read.account.receivingAccount(read.credentials) };
  }

  async check(bank: string, methods: readonly PaymentMethod[], credentials: Readonly<Record<string, string>>): Promise<CredentialsCheck> {
    const read = this.parse(bank, methods, credentials);
    if ('kind' in read) throw new Error(`check ${bank} credentials only once they read: ${read.errors.map((e) => e.field).join(', ')}`);
    return read.account.check(read.credentials, read.connection);
  }

  /** The adapters of an account with these credentials (read as `read` reads them); null when they no longer read. */
  adaptersOf(
    bank: string, methods: readonly PaymentMethod[], credentials: Readonly<Record<string, string>>, logger: Pick<Logger, 'info' | 'error'>,
  ): GatewayAdapters | null {
    if (!this.banks().some(({ listed }) => listed.id === bank)) return null;
    const read = this.parse(bank, methods, credentials);
    return 'kind' in read ? null : read.account.adapters(read.credentials, read.connection, { logger });
  }

  private banks(): { listed: ListedBankConnector; account: Account }[] {
    return BANK_CONNECTORS.flatMap((listed) => {
      const baseUrl = `${listed.settingsPrefix}BASE_URL`;
      const reachable = this.deployment.sections[listed.id]?.[baseUrl]?.trim();
      return listed.account && reachable ? [{ listed, account: listed.account }] : [];
    });
  }

  private parse(bank: string, methods: readonly PaymentMethod[], credentials: Readonly<Record<string, string>>): Read | InvalidCredentials {
    const found = this.banks().find(({ listed }) => listed.id === bank);
    if (!found) throw new Error(`${bank} is no bank an account can be connected at here`);
    const { listed, account } = found;
    const errors = fieldErrors(account, methods, credentials);
    if (errors.length > 0) return { kind: 'invalid_credentials', errors };
    const read = account.credentials(credentials);
    if (isRefused(read)) {
      return { kind: 'invalid_credentials', errors: [{ field: read.refused, reason: 'invalid', message: read.message }] };
    }
    try {
      const connection = account.connection(this.deployment.sections[listed.id] ?? {}, this.deployment.timing);
      return { account, credentials: read, connection };
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return { kind: 'invalid_credentials', errors: [{ field: '', reason: 'invalid', message: error.message }] };
    }
  }
}

/** Unknown fields, and required ones missing or empty, each named. */
function fieldErrors(account: Account, methods: readonly PaymentMethod[], credentials: Readonly<Record<string, string>>) {
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
