import { ContainerModule } from 'inversify';
import { Logger } from 'pino';
import { CachingApiKeyRepository } from '../adapters/persistence/caching-api-key-repository';
import { SqlApiKeyRepository } from '../adapters/persistence/typeorm/sql-api-key-repository';
import { SqlMerchantRepository } from '../adapters/persistence/typeorm/sql-merchant-repository';
import { IssueApiKey } from '../application/api-keys/issue-api-key';
import { ListApiKeys } from '../application/api-keys/list-api-keys';
import { ApiKeyMint } from '../application/api-keys/mint-api-key';
import { RevokeApiKey } from '../application/api-keys/revoke-api-key';
import { RollApiKey } from '../application/api-keys/roll-api-key';
import { AuthenticateMerchant } from '../application/merchants/authenticate-merchant';
import { CreateMerchant } from '../application/merchants/create-merchant';
import { GetMerchantProfile } from '../application/merchants/get-merchant-profile';
import { UpdateMerchantProfile } from '../application/merchants/update-merchant-profile';
import { API_KEY_REPOSITORY, ApiKeyRepository } from '../application/ports/api-key-repository';
import { CLOCK, Clock } from '../application/ports/clock';
import { ID_GENERATOR } from '../application/ports/id-generator';
import { MERCHANT_REPOSITORY } from '../application/ports/merchant-repository';
import { SECRET_KEY_HASHER, SecretKeyHasher } from '../application/ports/secret-key-hasher';
import { LOGGER, WiringContext, bindBuilt, bindClass, bindPort } from './wiring';

export const merchantsModule = ({ config, database }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    bindPort(bind, MERCHANT_REPOSITORY, new SqlMerchantRepository(database));
    bindBuilt(
      bind, API_KEY_REPOSITORY, [CLOCK],
      (clock: Clock) => new CachingApiKeyRepository(new SqlApiKeyRepository(database), clock, config.authCacheSeconds * 1000),
    );
    bindClass(bind, ApiKeyMint, [ID_GENERATOR, CLOCK, SECRET_KEY_HASHER]);
    bindClass(bind, CreateMerchant, [ID_GENERATOR, CLOCK, ApiKeyMint, MERCHANT_REPOSITORY]);
    bindClass(bind, GetMerchantProfile, [MERCHANT_REPOSITORY]);
    bindClass(bind, UpdateMerchantProfile, [MERCHANT_REPOSITORY]);
    bindClass(bind, IssueApiKey, [ApiKeyMint, API_KEY_REPOSITORY]);
    bindClass(bind, ListApiKeys, [CLOCK, API_KEY_REPOSITORY, MERCHANT_REPOSITORY]);
    bindClass(bind, RollApiKey, [ApiKeyMint, CLOCK, API_KEY_REPOSITORY]);
    bindClass(bind, RevokeApiKey, [CLOCK, API_KEY_REPOSITORY]);
    bindBuilt(
      bind, AuthenticateMerchant, [SECRET_KEY_HASHER, API_KEY_REPOSITORY, CLOCK, LOGGER],
      (hasher: SecretKeyHasher, keys: ApiKeyRepository, clock: Clock, logger: Logger) =>
        new AuthenticateMerchant(hasher, keys, clock, (keyId, error) =>
          logger.warn({ err: error, api_key_id: keyId }, 'could not record when an API key was last used')),
    );
  });
