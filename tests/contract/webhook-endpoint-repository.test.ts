import { InMemoryWebhookEndpointRepository } from '../../src/adapters/persistence/in-memory/in-memory-webhook-endpoint-repository';
import { SqlWebhookEndpointRepository } from '../../src/adapters/persistence/typeorm/sql-webhook-endpoint-repository';
import { describeDatabase, inEmbeddedPass, useTestDatabase } from '../support/test-database';
import { openInMemoryRepositories, sqlRepositories } from './repositories';
import { webhookEndpointRepositoryContract } from './webhook-endpoint-repository.contract';

/**
 * @engine both: the repository's SQL.
 */

inEmbeddedPass(() => {
  webhookEndpointRepositoryContract('InMemoryWebhookEndpointRepository', async () => {
    const endpoints = new InMemoryWebhookEndpointRepository();
    return { repositories: await openInMemoryRepositories(), endpoints, recordDelivery: async (endpointId, _merchantId, delivery) => endpoints.recordDelivery(endpointId, delivery) };
  });
});

describe(`SqlWebhookEndpointRepository ${describeDatabase()}`, () => {
  const testDatabase = useTestDatabase();

  webhookEndpointRepositoryContract('SqlWebhookEndpointRepository', async () => {
    await testDatabase().reset();
    const { database } = testDatabase();
    return {
      repositories: sqlRepositories(database),
      endpoints: new SqlWebhookEndpointRepository(database),
      // The delivery pipeline has queued the event's delivery already (fan-out): this writes its state.
      recordDelivery: (endpointId, merchantId, d) =>
        database.query(async (session) => {
          await session.rows(
            `INSERT INTO webhook_deliveries (event_id, endpoint_id, merchant_id, event_type, event_created_at, status, attempts, next_attempt_at, last_attempt_at, last_response_status, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
             ON CONFLICT (event_id, endpoint_id) DO UPDATE SET event_created_at = EXCLUDED.event_created_at, status = EXCLUDED.status,
               attempts = EXCLUDED.attempts, next_attempt_at = EXCLUDED.next_attempt_at, last_attempt_at = EXCLUDED.last_attempt_at,
               last_response_status = EXCLUDED.last_response_status, created_at = EXCLUDED.created_at`,
            [d.eventId, endpointId, merchantId, d.eventType, d.createdAt, d.status, d.attempts, d.nextAttemptAt, d.lastAttemptAt, d.lastResponseStatus, d.createdAt],
          );
        }),
    };
  });
});
