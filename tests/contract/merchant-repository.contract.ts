import { Merchant, MerchantRepository } from '../../src/application/ports/merchant-repository';
import { OpenRepositories } from './repositories';

export function merchantRepositoryContract(adapterName: string, open: OpenRepositories): void {
  describe(`${adapterName} honours the MerchantRepository contract`, () => {
    let merchants: MerchantRepository;
    const acme: Merchant = { id: 'mer_acme', name: 'Acme, C.A.', createdAt: new Date('2026-11-22T13:30:00.123Z') };
    const globex: Merchant = { id: 'mer_globex', name: 'Globex', createdAt: new Date('2026-11-23T08:00:00.001Z') };

    beforeEach(async () => {
      ({ merchants } = await open());
    });

    it('finds a merchant by the hash of its secret key, creation instant to the millisecond', async () => {
      await merchants.add(acme, 'hash-acme');

      expect(await merchants.findBySecretKeyHash('hash-acme')).toEqual(acme);
    });

    it('finds nothing for a hash that was never registered', async () => {
      await merchants.add(acme, 'hash-acme');

      expect(await merchants.findBySecretKeyHash('hash-unknown')).toBeNull();
    });

    it('tells merchants apart by their key hashes', async () => {
      await merchants.add(acme, 'hash-acme');
      await merchants.add(globex, 'hash-globex');

      expect(await merchants.findBySecretKeyHash('hash-globex')).toEqual(globex);
      expect(await merchants.findBySecretKeyHash('hash-acme')).toEqual(acme);
    });

    it('refuses a second merchant with a key hash already registered, keeping the first', async () => {
      await merchants.add(acme, 'hash-shared');

      await expect(merchants.add(globex, 'hash-shared')).rejects.toThrow();
      expect(await merchants.findBySecretKeyHash('hash-shared')).toEqual(acme);
    });
  });
}
