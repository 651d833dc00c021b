import { InMemoryEventLog } from '../../src/adapters/persistence/in-memory/in-memory-event-log';
import { InMemoryIdempotencyStore } from '../../src/adapters/persistence/in-memory/in-memory-idempotency-store';
import { InMemoryPaymentRequestRepository } from '../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { SqlIdempotencyStore } from '../../src/adapters/persistence/typeorm/sql-idempotency-store';
import { IdempotencyStore, RecoveryPoint } from '../../src/application/ports/idempotency-store';
import { PaymentRequestRepository } from '../../src/application/ports/payment-request-repository';
import { PaymentRequest } from '../../src/domain/payment-requests';
import { aPaymentRequest } from '../support/builders';
import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { ACME, at, registerParties } from './payment-request-fixtures';
import { openInMemoryRepositories, sqlRepositories } from './repositories';
import { itsEvents, saveWithItsEvents } from '../support/saving';

/**
 * @engine both: the save statement's SQL.
 */

interface UnderTest {
  requests: PaymentRequestRepository;
  keys: IdempotencyStore;
}

/**
 * A payment request repository writes the key's recovery point in the transaction that stores the
 * request, or not at all; the answer is stored later, by the HTTP layer (IdempotencyStore.complete).
 */
function keyWriteContract(name: string, open: () => Promise<UnderTest>): void {
  describe(`${name}: the Idempotency-Key's recovery point is stored with the request`, () => {
    let requests: PaymentRequestRepository;
    let keys: IdempotencyStore;
    const claim = (seconds = 0) => keys.claim({ merchantId: ACME, livemode: false, key: 'k', fingerprint: 'f', now: at(seconds * 1000), staleBefore: at((seconds - 60) * 1000) });
    const saveKeyed = (request: PaymentRequest, recoveryPoint: RecoveryPoint) =>
      requests.save(request, { ...itsEvents(request), idempotencyKey: { merchantId: ACME, livemode: false, key: 'k', lockedAt: at(0), recoveryPoint } });

    beforeEach(async () => {
      ({ requests, keys } = await open());
      await claim();
    });

    it('writes the recovery point in the save that stores the request, and leaves the answer to complete', async () => {
      const request = aPaymentRequest();
      await saveKeyed(request, { paymentRequestId: request.id });
      expect(await claim(1)).toEqual({ kind: 'in_progress' });
      expect(await claim(61)).toEqual({ kind: 'claimed', lockedAt: at(61_000), recoveryPoint: { paymentRequestId: request.id } });
      await keys.complete({ merchantId: ACME, livemode: false, key: 'k', lockedAt: at(61_000) }, { status: 201, body: { id: request.id } });
      expect(await claim(62)).toEqual({ kind: 'completed', answer: { status: 201, body: { id: request.id } } });
    });

    it('writes nothing to a key a retry has taken over since: only the holder writes', async () => {
      expect((await claim(61)).kind).toBe('claimed');
      const request = aPaymentRequest();
      await saveKeyed(request, { paymentRequestId: request.id });
      expect(await claim(62)).toEqual({ kind: 'in_progress' });
      expect(await claim(122)).toMatchObject({ kind: 'claimed', recoveryPoint: null });
    });

    it('writes nothing to the key when the save fails', async () => {
      const request = aPaymentRequest();
      await saveWithItsEvents(requests, PaymentRequest.rehydrate(request.snapshot()));
      await expect(saveKeyed(request, { paymentRequestId: request.id })).rejects.toThrow();
      expect(await claim(1)).toEqual({ kind: 'in_progress' });
      expect(await claim(61)).toMatchObject({ kind: 'claimed', recoveryPoint: null });
    });

    it('keeps a recovery point for the retry that takes a dead claim over', async () => {
      const request = aPaymentRequest();
      await saveKeyed(request, { paymentRequestId: request.id, paymentIntentId: 'pi_1' });
      expect(await claim(61)).toMatchObject({ kind: 'claimed', recoveryPoint: { paymentRequestId: request.id, paymentIntentId: 'pi_1' } });
    });

    it('writes nothing when the save is given no key', async () => {
      await saveWithItsEvents(requests, aPaymentRequest());
      expect(await claim(1)).toEqual({ kind: 'in_progress' });
      expect(await claim(61)).toMatchObject({ kind: 'claimed', recoveryPoint: null });
    });
  });
}

inEmbeddedPass(() => {
  keyWriteContract('InMemoryPaymentRequestRepository', async () => {
    const keys = new InMemoryIdempotencyStore();
    const parties = await openInMemoryRepositories();
    const requests = new InMemoryPaymentRequestRepository(new InMemoryEventLog(), keys);
    await registerParties({ ...parties, paymentRequests: requests });
    return { requests, keys };
  });
});

describe(`SqlPaymentRequestRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();
  keyWriteContract('SqlPaymentRequestRepository', async () => {
    await testDatabase().reset();
    const repositories = sqlRepositories(testDatabase().database);
    await registerParties(repositories);
    return { requests: repositories.paymentRequests, keys: new SqlIdempotencyStore(testDatabase().database) };
  });
});
