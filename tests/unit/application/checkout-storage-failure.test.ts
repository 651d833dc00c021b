import { OutcomeUnknown } from '../../../src/application/outcomes';
import { StorageUnavailable } from '../../../src/application/ports/storage-unavailable';
import { aC2pCommand, aCheckoutWorld, refusalOf } from '../../support/checkout-fakes';

describe('a checkout whose outcome cannot be stored', () => {
  it('answers outcome unknown (not "nothing changed") and leaves the payment intent pending for the reconciler', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    // The claim (save 1) works; recording the bank's approval (save 2) finds no database.
    world.requests.interfereBeforeSave(async () => {
      throw new StorageUnavailable();
    }, 1);

    const error = await refusalOf(world.payByC2p.execute(aC2pCommand(request.id)));

    expect(error).toMatchObject({ kind: 'outcome_unknown' });
    const stored = await world.stored(request);
    expect(stored.status).toBe('waiting_for_payment_confirmation');
    expect(stored.pendingIntents.map((i) => i.id)).toEqual([(error as OutcomeUnknown).paymentIntentId]);
    expect(world.c2pGateway.chargeCount).toBe(1);
  });
});
