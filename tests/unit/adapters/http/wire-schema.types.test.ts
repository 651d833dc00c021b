import { REFUND, RefundWire } from '../../../../src/adapters/http/api/refunds/refund.schema';
import { refundView } from '../../../../src/adapters/http/api/refunds/refund.presenter';
import { MONEY_USD } from '../../../../src/adapters/http/kit/openapi/shared-schemas';
import {
  Wire, closedObject, integer, oneOfValues, orNull, string,
} from '../../../../src/adapters/http/kit/openapi/wire-schema';

// The `@ts-expect-error` lines are the test: `npx tsc --noEmit` (npm test) fails when one of them compiles.

const REFUND_SAMPLE: RefundWire = {
  id: 're_1',
  object: 'refund',
  payment_request_id: 'pr_1',
  payment_intent_id: 'pi_1',
  livemode: false,
  amount: { amount_cents: 1050, amount: 10.5, currency_iso: 'USD' },
  conversion_amount: { amount_cents: 38325, amount: 383.25, currency_iso: 'VES' },
  status: 'succeeded',
  method: 'reversal',
  reason: null,
  description: null,
  reference_id: '000123',
  failure_code: null,
  created_at: 1767225600,
  updated_at: 1767225600,
};

/** A shape declared the way the features declare theirs, and a presenter typed by it. */
const SHAPE = closedObject({
  id: string(),
  count: integer(),
  status: oneOfValues(['open', 'closed']),
  closed_at: orNull(integer()),
});
type ShapeWire = Wire<typeof SHAPE>;

describe('A presenter typed by its wire schema', () => {
  it('returns exactly the schema\'s members: one left out, one added or one of another type does not compile', () => {
    const { failure_code: _left, ...withoutFailureCode } = REFUND_SAMPLE;
    // @ts-expect-error a member the schema declares is missing
    const missing: RefundWire = withoutFailureCode;
    // @ts-expect-error a member the schema does not declare
    const extra: RefundWire = { ...REFUND_SAMPLE, refunded_at: 1767225600 };
    // @ts-expect-error a string where the schema says integer
    const wrongType: RefundWire = { ...REFUND_SAMPLE, created_at: '2026-01-01T00:00:00Z' };
    // @ts-expect-error null where the schema does not allow it
    const notNullable: RefundWire = { ...REFUND_SAMPLE, status: null };
    // @ts-expect-error a value outside the schema's enum
    const outsideEnum: RefundWire = { ...REFUND_SAMPLE, method: 'cash' };
    // @ts-expect-error another currency than the `$ref`'d component's const
    const otherCurrency: RefundWire = { ...REFUND_SAMPLE, amount: { amount_cents: 1, amount: 0.01, currency_iso: 'VES' } };

    expect([missing, extra, wrongType, notNullable, outsideEnum, otherCurrency].every((shape) => typeof shape === 'object')).toBe(true);
  });

  it('is held to a member added to the schema, and the schema to a member added to the presenter', () => {
    const present = (count: number): ShapeWire => ({ id: 'x', count, status: 'open', closed_at: null });
    // @ts-expect-error the presenter leaves out `closed_at`
    const leftOut = (count: number): ShapeWire => ({ id: 'x', count, status: 'open' });
    // @ts-expect-error the presenter writes `note`, which the schema does not declare
    const added = (count: number): ShapeWire => ({ id: 'x', count, status: 'open', closed_at: null, note: '' });

    expect([present(1), leftOut(1), added(1)].map((shape) => shape.count)).toEqual([1, 1, 1]);
  });

  it('builds the same JSON Schema the document publishes', () => {
    expect(SHAPE).toEqual({
      type: 'object',
      required: ['id', 'count', 'status', 'closed_at'],
      properties: {
        id: { type: 'string' },
        count: { type: 'integer' },
        status: { type: 'string', enum: ['open', 'closed'] },
        closed_at: { type: ['integer', 'null'] },
      },
      additionalProperties: false,
    });
    expect(orNull(oneOfValues(['a', 'b']), { description: 'd' })).toEqual({ type: ['string', 'null'], enum: ['a', 'b', null], description: 'd' });
    expect(orNull(MONEY_USD.ref)).toEqual({ oneOf: [{ $ref: '#/components/schemas/MoneyUsd' }, { type: 'null' }] });
    expect(REFUND.ref).toEqual({ $ref: '#/components/schemas/Refund' });
  });

  it('keeps the real presenter\'s return type the schema\'s', () => {
    const typed: (...args: Parameters<typeof refundView>) => RefundWire = refundView;
    expect(typed).toBe(refundView);
  });
});
