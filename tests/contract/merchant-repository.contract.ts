import { profileNamed } from '../../src/domain/merchant-profile';
import { Merchant, MerchantRepository } from '../../src/application/ports/merchant-repository';
import { ApiKeyRepository } from '../../src/application/ports/api-key-repository';
import { anApiKey } from './api-key-repository.contract';
import { OpenRepositories } from './repositories';

export function merchantRepositoryContract(adapterName: string, open: OpenRepositories): void {
  describe(`${adapterName} honours the MerchantRepository contract`, () => {
    let merchants: MerchantRepository;
    let apiKeys: ApiKeyRepository;
    const acme: Merchant = { id: 'mer_acme', ...profileNamed('Acme, C.A.'), createdAt: new Date('2026-11-22T13:30:00.123Z') };
    const globex: Merchant = { id: 'mer_globex', ...profileNamed('Globex'), createdAt: new Date('2026-11-23T08:00:00.001Z') };

    beforeEach(async () => {
      ({ merchants, apiKeys } = await open());
    });

    it('finds a merchant by its id, creation instant to the millisecond', async () => {
      await merchants.add(acme);
      await merchants.add(globex);

      expect(await merchants.findById('mer_acme')).toEqual(acme);
      expect(await merchants.findById('mer_globex')).toEqual(globex);
      expect(await merchants.findById('mer_unknown')).toBeNull();
    });

    it('stores a merchant\'s first keys with it, found by their hashes', async () => {
      const test = anApiKey({ id: 'key_t', merchantId: acme.id, secretHash: 'hash-t' });
      const live = anApiKey({ id: 'key_l', merchantId: acme.id, mode: 'live', secretHash: 'hash-l' });
      await merchants.add(acme, [test, live]);

      expect(await apiKeys.findBySecretHash('hash-t')).toEqual({ key: test, merchant: { id: acme.id, name: acme.name, createdAt: acme.createdAt } });
      expect(await apiKeys.findBySecretHash('hash-l')).toEqual({ key: live, merchant: { id: acme.id, name: acme.name, createdAt: acme.createdAt } });
    });

    it('stores nothing when a first key cannot be stored: its hash is already registered', async () => {
      await merchants.add(acme, [anApiKey({ id: 'key_a', merchantId: acme.id, secretHash: 'hash-shared' })]);

      await expect(merchants.add(globex, [anApiKey({ id: 'key_g', merchantId: globex.id, secretHash: 'hash-shared' })])).rejects.toThrow();
      expect(await merchants.findById(globex.id)).toBeNull();
      expect((await apiKeys.findBySecretHash('hash-shared'))?.merchant).toEqual({ id: acme.id, name: acme.name, createdAt: acme.createdAt });
    });

    it('refuses a second merchant with the same id, keeping the first', async () => {
      await merchants.add(acme);

      await expect(merchants.add({ ...globex, id: acme.id })).rejects.toThrow();
      expect(await merchants.findById(acme.id)).toEqual(acme);
    });

    it('changes only the profile members given, and the keys find the merchant by its new name', async () => {
      const key = anApiKey({ id: 'key_t', merchantId: acme.id, secretHash: 'hash-t' });
      await merchants.add(acme, [key]);
      await merchants.add(globex);

      const changed = await merchants.updateProfile(acme.id, { name: 'Acme Venezuela', legalId: 'J-12345678-4', brandColor: '#1A2B3C' });

      const expected = { ...acme, name: 'Acme Venezuela', legalId: 'J-12345678-4', brandColor: '#1A2B3C' };
      expect(changed).toEqual(expected);
      expect(await merchants.findById(acme.id)).toEqual(expected);
      expect(await merchants.findById(globex.id)).toEqual(globex);
      expect((await apiKeys.findBySecretHash('hash-t'))?.merchant).toEqual({ id: acme.id, name: 'Acme Venezuela', createdAt: acme.createdAt });
    });

    it('clears an optional member set to null and keeps the ones left out', async () => {
      await merchants.add({ ...acme, supportEmail: 'ayuda@acme.example', supportPhone: '04141234567' });

      const changed = await merchants.updateProfile(acme.id, { supportEmail: null });

      expect(changed).toEqual({ ...acme, supportEmail: null, supportPhone: '04141234567' });
      expect(await merchants.findById(acme.id)).toEqual(changed);
    });

    it('answers null, storing nothing, for a merchant it does not have; no change at all reads the merchant as it is', async () => {
      await merchants.add(acme);

      expect(await merchants.updateProfile('mer_unknown', { name: 'Nobody' })).toBeNull();
      expect(await merchants.findById('mer_unknown')).toBeNull();
      expect(await merchants.updateProfile(acme.id, {})).toEqual(acme);
    });
  });
}
