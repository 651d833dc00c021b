import { InMemoryMerchantRepository } from '../../../src/adapters/persistence/in-memory/in-memory-merchant-repository';
import { GetMerchantProfile } from '../../../src/application/merchants/get-merchant-profile';
import { UpdateMerchantProfile } from '../../../src/application/merchants/update-merchant-profile';
import { profileNamed } from '../../../src/domain/merchant-profile';
import { parseProfileChanges } from '../../../src/domain/merchant-profile-rules';

async function setUp() {
  const merchants = new InMemoryMerchantRepository();
  await merchants.add({ id: 'mer_acme', ...profileNamed('Acme'), createdAt: new Date('2026-11-20T12:00:00Z') });
  await merchants.add({ id: 'mer_globex', ...profileNamed('Globex'), createdAt: new Date('2026-11-20T12:00:00Z') });
  return { get: new GetMerchantProfile(merchants), update: new UpdateMerchantProfile(merchants) };
}

const changesOf = (raw: Parameters<typeof parseProfileChanges>[0]) => {
  const parsed = parseProfileChanges(raw);
  if (parsed.kind !== 'parsed') throw new Error('refused');
  return parsed.changes;
};

describe('A merchant\'s profile', () => {
  it('changes what is given, keeps the rest, and the next read shows it; another merchant is untouched', async () => {
    const { get, update } = await setUp();
    await update.execute('mer_acme', changesOf({ supportEmail: 'ayuda@acme.example', supportPhone: '0414 123 4567' }));

    const changed = await update.execute('mer_acme', changesOf({ name: 'Acme Caracas', supportEmail: null, legalId: 'J123456784' }));

    const expected = {
      id: 'mer_acme', name: 'Acme Caracas', legalId: 'J-12345678-4', supportEmail: null, supportPhone: '04141234567', brandColor: null,
      createdAt: new Date('2026-11-20T12:00:00Z'),
    };
    expect(changed).toEqual(expected);
    expect(await get.execute('mer_acme')).toEqual(expected);
    expect((await get.execute('mer_globex')).name).toBe('Globex');
  });

  it('an empty change reads the profile as it is', async () => {
    const { update } = await setUp();
    expect((await update.execute('mer_acme', {})).name).toBe('Acme');
  });
});
