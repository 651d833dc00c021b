import { BankAccountRepository, StoredBankAccount } from '../../../application/ports/bank-account-repository';
import { SealedCredentials } from '../../../application/ports/credentials-cipher';
import { BankAccount, BankAccountFailure, BankAccountStatus, ReceivingAccountDetails } from '../../../domain/bank-account';
import { PaymentMethod } from '../../../domain/payment-intent';
import { Database } from './database';

interface AccountRow {
  id: string;
  merchant_id: string;
  bank: string;
  methods: PaymentMethod[];
  status: BankAccountStatus;
  failure_code: BankAccountFailure | null;
  receiving_account: ReceivingAccountDetails | null;
  credential_hints: Record<string, string>;
  c2p_key_checked: boolean;
  credentials_key_id: string;
  credentials_sealed: string;
  verified_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, merchant_id, bank, methods, status, failure_code, receiving_account, credential_hints, c2p_key_checked, '
  + 'credentials_key_id, credentials_sealed, verified_at, created_at, updated_at';

export class SqlBankAccountRepository implements BankAccountRepository {
  constructor(private readonly database: Database) {}

  async add({ account, sealed }: StoredBankAccount): Promise<void> {
    await this.database.query((session) => session.rows(
      `INSERT INTO bank_accounts (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [account.id, account.merchantId, account.bank, ...mutableValues(account), sealed.keyId, sealed.ciphertext,
        account.verifiedAt, account.createdAt, account.updatedAt],
    ));
  }

  findById(merchantId: string, id: string): Promise<StoredBankAccount | null> {
    return this.database.query(async (session) => {
      const [row] = await session.rows<AccountRow>(
        `SELECT ${COLUMNS} FROM bank_accounts WHERE id = $1 AND merchant_id = $2`,
        [id, merchantId],
      );
      return row ? toStored(row) : null;
    });
  }

  list(merchantId: string): Promise<BankAccount[]> {
    return this.database.query(async (session) => {
      const rows = await session.rows<AccountRow>(
        `SELECT ${COLUMNS} FROM bank_accounts WHERE merchant_id = $1 ORDER BY created_at, id`,
        [merchantId],
      );
      return rows.map((row) => toStored(row).account);
    });
  }

  listAll(): Promise<StoredBankAccount[]> {
    return this.database.query(async (session) => {
      const rows = await session.rows<AccountRow>(`SELECT ${COLUMNS} FROM bank_accounts ORDER BY created_at, id`);
      return rows.map(toStored);
    });
  }

  async replace(expected: BankAccount, next: BankAccount, sealed?: SealedCredentials): Promise<boolean> {
    const updated = await this.database.query((session) => session.rows(
      `UPDATE bank_accounts
          SET methods = $3, status = $4, failure_code = $5, receiving_account = $6, credential_hints = $7, c2p_key_checked = $8,
              credentials_key_id = coalesce($9, credentials_key_id), credentials_sealed = coalesce($10, credentials_sealed),
              verified_at = $11, updated_at = $12
        WHERE id = $1 AND updated_at = $2
      RETURNING id`,
      [
        expected.id, expected.updatedAt, ...mutableValues(next), sealed?.keyId ?? null, sealed?.ciphertext ?? null, next.verifiedAt,
        next.updatedAt,
      ],
    ));
    return updated.length === 1;
  }

  sealedUnderOtherKeys(keyId: string, limit: number): Promise<StoredBankAccount[]> {
    return this.database.query(async (session) => {
      const rows = await session.rows<AccountRow>(
        `SELECT ${COLUMNS} FROM bank_accounts WHERE credentials_key_id <> $1 ORDER BY id LIMIT $2`,
        [keyId, limit],
      );
      return rows.map(toStored);
    });
  }

  async reseal(id: string, from: SealedCredentials, to: SealedCredentials): Promise<boolean> {
    const updated = await this.database.query((session) => session.rows(
      `UPDATE bank_accounts SET credentials_key_id = $4, credentials_sealed = $5
        WHERE id = $1 AND credentials_key_id = $2 AND credentials_sealed = $3
      RETURNING id`,
      [id, from.keyId, from.ciphertext, to.keyId, to.ciphertext],
    ));
    return updated.length === 1;
  }
}

/** methods, status, failure_code, receiving_account, credential_hints, c2p_key_checked. */
function mutableValues(account: BankAccount): unknown[] {
  return [
    [...account.methods],
    account.status,
    account.failureCode,
    account.receivingAccount === null ? null : JSON.stringify(account.receivingAccount),
    JSON.stringify(account.credentialHints),
    account.c2pKeyChecked,
  ];
}

const instant = (value: Date | string): Date => new Date(value);
const json = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) : value);

function toStored(row: AccountRow): StoredBankAccount {
  return {
    account: {
      id: row.id,
      merchantId: row.merchant_id,
      bank: row.bank,
      methods: row.methods,
      status: row.status,
      failureCode: row.failure_code,
      receivingAccount: row.receiving_account === null ? null : json(row.receiving_account),
      credentialHints: json(row.credential_hints),
      c2pKeyChecked: row.c2p_key_checked,
      verifiedAt: row.verified_at === null ? null : instant(row.verified_at),
      createdAt: instant(row.created_at),
      updatedAt: instant(row.updated_at),
    },
    sealed: { keyId: row.credentials_key_id, ciphertext: row.credentials_sealed },
  };
}
