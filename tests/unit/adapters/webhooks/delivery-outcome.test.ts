import { outcomeOf } from '../../../../src/adapters/webhooks/delivery-outcome';

const SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 36000];

describe('the outcome of a webhook attempt', () => {
  it.each([200, 201, 204, 299])('succeeds on %i', (status) => {
    expect(outcomeOf({ answered: true, status }, 3, SCHEDULE)).toEqual({ status: 'succeeded', responseStatus: status });
  });

  it.each([199, 301, 302, 307, 400, 410, 500, 503])('fails the attempt on %i (a redirect is not followed), retried per the schedule', (status) => {
    expect(outcomeOf({ answered: true, status }, 1, SCHEDULE)).toEqual({ status: 'pending', responseStatus: status, retryInSeconds: 5 });
  });

  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h between the 8 attempts, then fails the delivery', () => {
    const noAnswer = { answered: false as const, reason: 'timed out' };
    const waits = [1, 2, 3, 4, 5, 6, 7].map((attempt) => outcomeOf(noAnswer, attempt, SCHEDULE));
    expect(waits.map((o) => (o.status === 'pending' ? o.retryInSeconds : o.status))).toEqual(SCHEDULE);
    expect(outcomeOf(noAnswer, 8, SCHEDULE)).toEqual({ status: 'failed', responseStatus: null });
    expect(outcomeOf({ answered: true, status: 500 }, 8, SCHEDULE)).toEqual({ status: 'failed', responseStatus: 500 });
  });
});
