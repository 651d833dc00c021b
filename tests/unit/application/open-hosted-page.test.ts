import { profileNamed } from '../../../src/domain/merchant-profile';
import { InMemoryMerchantRepository } from '../../../src/adapters/persistence/in-memory/in-memory-merchant-repository';
import { InMemoryHostedPageReader } from '../../../src/adapters/persistence/in-memory/in-memory-hosted-page-reader';
import { InMemoryPaymentRequestRepository } from '../../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { OpenHostedPage } from '../../../src/application/checkout/open-hosted-page';
import { FixedClock } from '../../support/fakes';
import { MERCHANT_ID, OTHER_MERCHANT_ID, T0, aPaidPaymentRequest, aPaymentRequest } from '../../support/builders';
import { saveWithItsEvents } from '../../support/saving';
import { gatewaysOf } from '../../support/checkout-fakes';
import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SandboxCardGateway } from '../../../src/adapters/gateways/sandbox/sandbox-card-gateway';

const SANDBOX = { c2p: new SandboxC2pGateway(), credit_or_debit_card: new SandboxCardGateway() };

async function setUp(chosen = { c2p: 'sandbox', credit_or_debit_card: 'sandbox' }) {
  const requests = new InMemoryPaymentRequestRepository();
  const merchants = new InMemoryMerchantRepository();
  await merchants.add({ id: MERCHANT_ID, ...profileNamed('Acme'), createdAt: T0 });
  await merchants.add({ id: OTHER_MERCHANT_ID, ...profileNamed('Other'), createdAt: T0 });
  const ours = aPaymentRequest();
  const theirs = aPaidPaymentRequest({ merchantId: OTHER_MERCHANT_ID });
  const live = aPaymentRequest({ livemode: true });
  for (const request of [ours, theirs, live]) await saveWithItsEvents(requests, request);
  const links = new InMemoryHostedPageReader(requests, merchants);
  const gateways = gatewaysOf({ sandbox: SANDBOX, bank: { c2p: new SandboxC2pGateway() } }, chosen);
  return { links, openLink: new OpenHostedPage(links, new FixedClock(T0), gateways), ours, theirs, live };
}

describe('opening a payment link by its token (the hosted payment page)', () => {
  it('gives the request of whichever merchant issued the token, as stored, and whom it pays', async () => {
    const { openLink, ours, theirs } = await setUp();

    const ourLink = (await openLink.execute(ours.token))!;
    const theirLink = (await openLink.execute(theirs.token))!;

    expect([ourLink.request.snapshot(), ourLink.merchant.name]).toEqual([ours.snapshot(), 'Acme']);
    expect([theirLink.request.succeededIntent?.referenceId, theirLink.merchant.name]).toEqual(['REF-0001', 'Other']);
  });

  it('a test request offers every method, whatever the settings: the sandbox takes them all', async () => {
    const { openLink, ours } = await setUp({ c2p: 'bank', credit_or_debit_card: 'sandbox' });

    expect((await openLink.execute(ours.token))!.methods).toEqual(['c2p', 'credit_or_debit_card']);
  });

  it('a live request offers only the methods a bank takes: none on a server with the sandbox alone', async () => {
    const bankForC2p = await setUp({ c2p: 'bank', credit_or_debit_card: 'sandbox' });
    const sandboxOnly = await setUp();

    expect((await bankForC2p.openLink.execute(bankForC2p.live.token))!.methods).toEqual(['c2p']);
    expect((await sandboxOnly.openLink.execute(sandboxOnly.live.token))!.methods).toEqual([]);
  });

  it('a token no request has opens nothing', async () => {
    const { openLink } = await setUp();

    expect(await openLink.execute('PRZZZZZZZZZZZZ')).toBeNull();
  });

  it.each(['', 'PR', 'PRAB1', 'prb000001', 'XXB000001', 'PRB000001 ', 'PR' + 'A'.repeat(33), "PR1' OR 1=1", 'preq_abc', 'X'.repeat(14_000)])(
    'a token of the wrong shape (%#) opens nothing, and the store is never asked',
    async (token) => {
      const { links, openLink } = await setUp();
      const findByToken = jest.spyOn(links, 'findByToken');

      expect(await openLink.execute(token)).toBeNull();
      expect(findByToken).not.toHaveBeenCalled();
    },
  );
});
