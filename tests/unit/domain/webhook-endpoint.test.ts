import {
  WebhookEndpoint,
  changeWebhookEndpoint,
  isValidWebhookDescription,
  newWebhookEndpoint,
  parseEventSelection,
  rotateWebhookSecret,
  signingSecretsOf,
  subscribesTo,
} from '../../../src/domain/webhook-endpoint';

const T0 = new Date('2026-11-22T13:30:00.000Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  ...newWebhookEndpoint({ id: 'we_1', merchantId: 'mer_acme', livemode: false, url: 'https://shop.example.com/hooks', events: 'all', description: null, secret: 'whsec_first' }, T0),
  ...overrides,
});

describe('A webhook endpoint', () => {
  it('starts enabled, with one secret and no previous one', () => {
    expect(endpoint()).toMatchObject({ status: 'enabled', secret: 'whsec_first', previousSecret: null, previousSecretExpiresAt: null, createdAt: T0, updatedAt: T0 });
  });

  it.each([
    ['null: every type', null, 'all'],
    ['one known type', ['payment_request.paid'], ['payment_request.paid']],
    ['several known types', ['payment_request.paid', 'payment_request.canceled'], ['payment_request.paid', 'payment_request.canceled']],
  ])('takes events as %s', (_label, raw, parsed) => {
    expect(parseEventSelection(raw)).toEqual(parsed);
  });

  it.each([
    ['an empty list', []],
    ['an unknown type', ['payment_request.refunded']],
    ['a type twice', ['payment_request.paid', 'payment_request.paid']],
    ['a string', 'payment_request.paid'],
    ['a number in the list', [5]],
    ['an object', {}],
  ])('refuses events as %s', (_label, raw) => {
    expect(parseEventSelection(raw)).toBeNull();
  });

  it('takes a description of 1 to 200 characters, or none', () => {
    expect([null, 'x', 'd'.repeat(200)].map(isValidWebhookDescription)).toEqual([true, true, true]);
    expect(['', 'd'.repeat(201)].map(isValidWebhookDescription)).toEqual([false, false]);
    expect(() => newWebhookEndpoint({ id: 'we_2', merchantId: 'mer_acme', livemode: false, url: 'https://x.example.com', events: 'all', description: 'd'.repeat(201), secret: 's' }, T0)).toThrow(RangeError);
  });

  it('changes only the members given, and its updated_at', () => {
    const changed = changeWebhookEndpoint(endpoint(), { status: 'disabled', description: undefined }, at(HOUR));
    expect(changed).toEqual({ ...endpoint(), status: 'disabled', updatedAt: at(HOUR) });
  });

  it('receives the types it subscribes to while enabled, nothing while disabled', () => {
    const paidOnly = endpoint({ events: ['payment_request.paid'] });
    expect([subscribesTo(paidOnly, 'payment_request.paid'), subscribesTo(paidOnly, 'payment_request.created')]).toEqual([true, false]);
    expect(subscribesTo(endpoint(), 'payment_request.canceled')).toBe(true);
    expect(subscribesTo(endpoint({ status: 'disabled' }), 'payment_request.paid')).toBe(false);
  });
});

describe('Rotating a webhook secret', () => {
  it('signs with the new and the old secret for 24 hours, then with the new one alone', () => {
    const rotated = rotateWebhookSecret(endpoint(), 'whsec_second', at(HOUR));

    expect(signingSecretsOf(rotated, at(HOUR))).toEqual(['whsec_second', 'whsec_first']);
    expect(signingSecretsOf(rotated, at(25 * HOUR - 1))).toEqual(['whsec_second', 'whsec_first']);
    expect(signingSecretsOf(rotated, at(25 * HOUR))).toEqual(['whsec_second']);
  });

  it('retires the oldest secret at once when rotated again within 24 hours: only the two latest sign', () => {
    const twice = rotateWebhookSecret(rotateWebhookSecret(endpoint(), 'whsec_second', at(HOUR)), 'whsec_third', at(2 * HOUR));

    expect(signingSecretsOf(twice, at(2 * HOUR))).toEqual(['whsec_third', 'whsec_second']);
    expect(signingSecretsOf(twice, at(26 * HOUR))).toEqual(['whsec_third']);
  });
});
