import { CredentialsBinding, CredentialsCipher, SealedCredentials } from '../../application/ports/credentials-cipher';
import { AesGcmCredentialsCipher } from './aes-gcm-credentials-cipher';
import { credentialsKeyRing } from './credentials-key-ring';
import { BankCredentialsKeys } from './credentials-keys';

/**
 * The cipher built on first use: a process that never touches a bank account never reads or writes
 * the key file (the CLI, most tests). The start reads the key ring itself, to say what it found.
 */
export class LazyCredentialsCipher implements CredentialsCipher {
  private built: CredentialsCipher | null = null;

  constructor(
    private readonly keys: BankCredentialsKeys,
    private readonly database: { databaseUrl: string | null; dataDir: string },
  ) {}

  seal(plain: Record<string, string>, binding: CredentialsBinding): SealedCredentials {
    return this.cipher().seal(plain, binding);
  }

  open(sealed: SealedCredentials, binding: CredentialsBinding): Record<string, string> {
    return this.cipher().open(sealed, binding);
  }

  isCurrent(sealed: SealedCredentials): boolean {
    return this.cipher().isCurrent(sealed);
  }

  currentKeyId(): string | null {
    return this.cipher().currentKeyId();
  }

  private cipher(): CredentialsCipher {
    this.built ??= new AesGcmCredentialsCipher(credentialsKeyRing(this.keys, this.database).keys);
    return this.built;
  }
}
