import { aPaymentRequest, owner, usd } from '../support/builders';
import { saveWithItsEvents } from '../support/saving';
import { PaymentLink, changePaymentLink } from '../../src/domain/payment-links';
import { ACME, HOUR, MARIA, OTHER, at, ids, registerParties } from './payment-request-fixtures';
import { OpenRepositories, Repositories } from './repositories';

const aLink = (id: string, overrides: Partial<PaymentLink> = {}): PaymentLink => ({
  id,
  merchantId: ACME,
  livemode: false,
  token: `PL${id.replace(/\W/g, '').toUpperCase()}`,
  amount: usd('12.50'),
  description: 'Torta de chocolate',
  active: true,
  expiresAt: null,
  createdAt: at(Number(id.replace(/\D/g, '')) * HOUR),
  updatedAt: at(Number(id.replace(/\D/g, '')) * HOUR),
  ...overrides,
});

export function paymentLinkRepositoryContract(adapterName: string, open: OpenRepositories): void {
  describe(`${adapterName} honours the PaymentLinkRepository contract`, () => {
    let repositories: Repositories;

    beforeEach(async () => {
      repositories = await open();
      await registerParties(repositories);
    });

    it('stores a link as given, found by its owner\'s id or by its token, never by another owner', async () => {
      const link = aLink('plink_1', { expiresAt: at(30 * HOUR + 1), amount: usd('0.01'), livemode: true });
      await repositories.paymentLinks.add(link);

      expect(await repositories.paymentLinks.findById(owner(ACME, true), 'plink_1')).toEqual(link);
      expect(await repositories.paymentLinks.findByToken(link.token)).toEqual(link);
      expect(await repositories.paymentLinks.findById(owner(ACME, false), 'plink_1')).toBeNull();
      expect(await repositories.paymentLinks.findById(owner(OTHER, true), 'plink_1')).toBeNull();
      expect(await repositories.paymentLinks.findByToken('PLNOSUCHLINK')).toBeNull();
    });

    it('lists an owner\'s links newest first, in pages, with the total', async () => {
      for (const n of [1, 3, 2]) await repositories.paymentLinks.add(aLink(`plink_${n}`));
      await repositories.paymentLinks.add(aLink('plink_4', { merchantId: OTHER }));
      await repositories.paymentLinks.add(aLink('plink_5', { livemode: true }));

      const first = await repositories.paymentLinks.list(owner(ACME), { limit: 2, offset: 0 });
      const second = await repositories.paymentLinks.list(owner(ACME), { limit: 2, offset: 2 });
      const past = await repositories.paymentLinks.list(owner(ACME), { limit: 2, offset: 4 });
      expect([first.items.map((l) => l.id), first.total]).toEqual([['plink_3', 'plink_2'], 3]);
      expect([second.items.map((l) => l.id), second.total]).toEqual([['plink_1'], 3]);
      expect([past.items, past.total]).toEqual([[], 3]);
      expect(await repositories.paymentLinks.list(owner(OTHER, true), { limit: 2, offset: 0 })).toEqual({ items: [], total: 0 });
    });

    it('stores a change of its owner\'s link, and finds no other owner\'s', async () => {
      await repositories.paymentLinks.add(aLink('plink_1'));
      const change = (link: PaymentLink) => changePaymentLink(link, { active: false, amount: usd('3'), description: 'Otra' }, at(5 * HOUR));

      expect(await repositories.paymentLinks.modify(owner(OTHER), 'plink_1', change)).toBeNull();
      const changed = await repositories.paymentLinks.modify(owner(ACME), 'plink_1', change);
      expect(changed).toMatchObject({ active: false, amount: usd('3'), description: 'Otra', updatedAt: at(5 * HOUR) });
      expect(await repositories.paymentLinks.findById(owner(ACME), 'plink_1')).toEqual(changed);
    });

    it('keeps the link a request was created through, lists a link\'s requests, and records it in the events\' states', async () => {
      await repositories.paymentLinks.add(aLink('plink_1'));
      const through = aPaymentRequest({ merchantId: ACME, customer: MARIA, paymentLinkId: 'plink_1', now: at(1) });
      const direct = aPaymentRequest({ merchantId: ACME, customer: MARIA, now: at(2) });
      await saveWithItsEvents(repositories.paymentRequests, through);
      await saveWithItsEvents(repositories.paymentRequests, direct);

      expect((await repositories.paymentRequests.findById(owner(ACME), through.id))?.paymentLinkId).toBe('plink_1');
      expect((await repositories.paymentRequests.findById(owner(ACME), direct.id))?.paymentLinkId).toBeNull();
      const listed = await repositories.paymentRequests.list(owner(ACME), { paymentLinkId: 'plink_1' }, { limit: 10, offset: 0 });
      expect([ids(listed.items), listed.total]).toEqual([[through.id], 1]);
      expect((await repositories.paymentRequests.list(owner(OTHER), { paymentLinkId: 'plink_1' }, { limit: 10, offset: 0 })).total).toBe(0);
      const [created] = (await repositories.events.listForPaymentRequest(owner(ACME), through.id, 10)).events;
      expect(created.object).toMatchObject({ request: { paymentLinkId: 'plink_1' } });
    });
  });
}
