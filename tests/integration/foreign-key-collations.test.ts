import { SELECT_WITH_INTENTS } from '../../src/adapters/persistence/typeorm/payment-request-with-intents';
import { describeDatabase, useTestDatabase } from '../support/test-database';

/**
 * @engine both: the database's collations.
 */

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * A foreign-key column compared with the key it references uses the key's index only when both
 * have the same collation; otherwise each match reads the whole referencing table.
 */
describe(`foreign keys and the keys they reference ${describeDatabase()}`, () => {
  const db = useTestDatabase();

  it('have the same collation', async () => {
    const mismatches = await db().dataSource.query(
      `SELECT format('%s.%s (%s) -> %s.%s (%s)', t.relname, a.attname, ac.collname, ft.relname, fa.attname, fc.collname) AS mismatch
         FROM pg_constraint c
         JOIN pg_class t ON t.oid = c.conrelid
         JOIN pg_class ft ON ft.oid = c.confrelid
         CROSS JOIN LATERAL unnest(c.conkey, c.confkey) AS k (attnum, fattnum)
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
         JOIN pg_attribute fa ON fa.attrelid = c.confrelid AND fa.attnum = k.fattnum
         LEFT JOIN pg_collation ac ON ac.oid = a.attcollation
         LEFT JOIN pg_collation fc ON fc.oid = fa.attcollation
        WHERE c.contype = 'f' AND t.relnamespace = current_schema()::regnamespace
          AND a.attcollation <> fa.attcollation
        ORDER BY 1`,
    );
    expect(mismatches.map((row: { mismatch: string }) => row.mismatch)).toEqual([]);
  });

  it("find a request's intents through an index", async () => {
    const statement = SELECT_WITH_INTENTS.replace('$1', "'preq_x'").replace('$2', "'mer_x'").replace('$3', 'false');
    const plan = await db().database.transaction(async (session) => {
      // A sequential scan is still chosen when no index can serve the condition.
      await session.rows('SET LOCAL enable_seqscan = off');
      return (await session.rows<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${statement}`))[0]['QUERY PLAN'];
    });
    const [{ Plan }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
    const onIntents = nodesOf(Plan).filter((node) => node['Relation Name'] === 'payment_intents').map((node) => node['Node Type']);
    expect(onIntents).not.toEqual([]);
    expect(onIntents).not.toContain('Seq Scan');
  });
});
