import { Client } from 'pg';

/**
 * `count` copies of a request the service created (`templateId`), each with its own id and token,
 * inserted in one statement: the checkouts section needs thousands of unpaid requests, and making
 * them through the API would take longer than paying them on a busy machine. Resolves with their ids.
 */
export async function copiesOfRequest(databaseUrl: string, templateId: string, count: number): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO payment_requests (id, merchant_id, token, description, external_id, customer_id, customer_dni, customer_email,
         amount_cents, rate, conversion_amount_cents, status, version, created_at, updated_at, expires_at, livemode, return_url)
       SELECT 'preq_' || substr(md5(random()::text || n), 1, 24), merchant_id, 'PR' || upper(substr(md5(random()::text || n), 1, 12)),
              description, external_id, customer_id, customer_dni, customer_email, amount_cents, rate, conversion_amount_cents,
              status, version, created_at, updated_at, expires_at, livemode, return_url
         FROM payment_requests, generate_series(1, $2) AS n
        WHERE id = $1
       RETURNING id`,
      [templateId, count],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}
