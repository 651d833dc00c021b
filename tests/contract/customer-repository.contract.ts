import { profileNamed } from '../../src/domain/merchant-profile';
import { owner } from '../support/builders';
import { CustomerRepository } from '../../src/application/ports/customer-repository';
import { Customer } from '../../src/domain/customer';
import { OpenRepositories } from './repositories';

const ACME = 'mer_acme';
const GLOBEX = 'mer_globex';

const maria: Customer = {
  id: 'cus_maria',
  merchantId: ACME,
  livemode: false,
  dni: 'V12345678',
  email: 'maria@example.com',
  firstName: 'María',
  lastName: 'Pérez',
};

export function customerRepositoryContract(adapterName: string, open: OpenRepositories): void {
  describe(`${adapterName} honours the CustomerRepository contract`, () => {
    let customers: CustomerRepository;

    beforeEach(async () => {
      const repositories = await open();
      customers = repositories.customers;
      await repositories.merchants.add({ id: ACME, ...profileNamed('Acme'), createdAt: new Date() });
      await repositories.merchants.add({ id: GLOBEX, ...profileNamed('Globex'), createdAt: new Date() });
    });

    it('finds nobody for a dni the merchant never used', async () => {
      expect(await customers.findByDni(owner(ACME), 'V12345678')).toBeNull();
    });

    it('stores a new customer and returns it as stored', async () => {
      expect(await customers.save(maria)).toEqual(maria);
      expect(await customers.findByDni(owner(ACME), maria.dni)).toEqual(maria);
    });

    it('keeps the first id of a dni and applies the newer details to it', async () => {
      await customers.save(maria);
      const newer = { ...maria, id: 'cus_late', email: 'maria.perez@example.com', lastName: 'Pérez de León' };

      const stored = await customers.save(newer);

      expect(stored).toEqual({ ...newer, id: maria.id });
      expect(await customers.findByDni(owner(ACME), maria.dni)).toEqual(stored);
    });

    it('keeps customers apart per merchant, even with the same dni', async () => {
      await customers.save(maria);
      const atGlobex = { ...maria, id: 'cus_maria_globex', merchantId: GLOBEX, email: 'mp@globex.example' };

      expect(await customers.save(atGlobex)).toEqual(atGlobex);
      expect(await customers.findByDni(owner(ACME), maria.dni)).toEqual(maria);
      expect(await customers.findByDni(owner(GLOBEX), maria.dni)).toEqual(atGlobex);
    });

    it('ends with one customer when ten registrations of one dni race', async () => {
      const attempts = Array.from({ length: 10 }, (_, i) => ({ ...maria, id: `cus_race${i}`, email: `m${i}@example.com` }));

      const results = await Promise.all(attempts.map((attempt) => customers.save(attempt)));

      const ids = new Set(results.map((result) => result.id));
      expect(ids.size).toBe(1);
      const [winner] = ids;
      expect(attempts.map((attempt) => attempt.id)).toContain(winner);
      const stored = await customers.findByDni(owner(ACME), maria.dni);
      expect(stored?.id).toBe(winner);
      expect(attempts.map((attempt) => attempt.email)).toContain(stored?.email);
    });
  });
}
