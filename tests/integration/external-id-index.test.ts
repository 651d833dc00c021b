import { listStatement } from '../../src/adapters/persistence/typeorm/list-statement';
import { owner } from '../support/builders';
import { describeDatabase, useTestDatabase } from '../support/test-database';

/**
 * @engine both: the query plan.
 */

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** A list by external_id reads the owner's requests of that external_id through their own index. */
describe(`the list by external_id ${describeDatabase()}`, () => {
  const db = useTestDatabase();

  it.each([
    ['alone', {}],
    ['with a status', { status: 'paid' as const }],
  ])('is served by the (owner, external_id, list order) index, %s', async (_, more) => {
    const { sql, params } = listStatement(owner('mer_x'), { externalId: 'order-1', ...more }, { limit: 10, offset: 0 });
    const plan = await db().database.transaction(async (session) => {
      // A sequential scan is still chosen when no index can serve the condition.
      await session.rows('SET LOCAL enable_seqscan = off');
      return (await session.rows<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params))[0]['QUERY PLAN'];
    });
    const [{ Plan }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
    // The intents and refunds joined to each row come through their own keys.
    const indexes = nodesOf(Plan).map((node) => node['Index Name']).filter((name) => name?.startsWith('payment_requests_'));
    expect(indexes.length).toBeGreaterThan(0);
    expect(new Set(indexes)).toEqual(new Set(['payment_requests_owner_external_id_created_idx']));
  });
});
