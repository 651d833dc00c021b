import { ApiKey, newApiKey } from '../../domain/api-key';
import { Mode } from '../../domain/mode';
import { Clock } from '../ports/clock';
import { IdGenerator } from '../ports/id-generator';
import { SecretKeyHasher } from '../ports/secret-key-hasher';

/** Makes new keys: a fresh secret, of which only the hash is kept in the key. */
export class ApiKeyMint {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly hasher: SecretKeyHasher,
  ) {}

  mint(merchantId: string, mode: Mode): { key: ApiKey; secret: string } {
    const secret = this.ids.nextSecretKey(mode);
    const secretHash = this.hasher.hash(secret);
    const key = newApiKey({ id: this.ids.next('apiKey'), merchantId, mode, secret, secretHash }, this.clock.now());
    return { key, secret };
  }
}
