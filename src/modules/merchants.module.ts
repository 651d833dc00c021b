import { ContainerModule } from 'inversify';
import { CachingMerchantRepository } from '../adapters/persistence/caching-merchant-repository';
import { TypeOrmMerchantRepository } from '../adapters/persistence/typeorm/typeorm-merchant-repository';
import { AuthenticateMerchant } from '../application/merchants/authenticate-merchant';
import { CreateMerchant } from '../application/merchants/create-merchant';
import { CLOCK, Clock } from '../application/ports/clock';
import { ID_GENERATOR } from '../application/ports/id-generator';
import { MERCHANT_REPOSITORY } from '../application/ports/merchant-repository';
import { SECRET_KEY_HASHER } from '../application/ports/secret-key-hasher';
import { WiringContext, bindBuilt, bindClass } from './wiring';

export const merchantsModule = ({ config, database }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    bindBuilt(
      bind, MERCHANT_REPOSITORY, [CLOCK],
      (clock: Clock) => new CachingMerchantRepository(new TypeOrmMerchantRepository(database), clock, config.authCacheSeconds * 1000),
    );
    bindClass(bind, CreateMerchant, [ID_GENERATOR, CLOCK, SECRET_KEY_HASHER, MERCHANT_REPOSITORY]);
    bindClass(bind, AuthenticateMerchant, [SECRET_KEY_HASHER, MERCHANT_REPOSITORY]);
  });
