import { MigrationInterface, QueryRunner } from 'typeorm';

/** A dni written with a dash after its letter (`V-20987654`), and the same dni without it: `canonicalDni` in src/domain/customer.ts. */
const DASHED = `'^[VEJGPC]-[0-9]{5,10}$'`;
const canonical = (column: string) => `regexp_replace(${column}, '^([VEJGPC])-([0-9]{5,10})$', '\\1\\2')`;

/** A customer stored with a dash, paired with the same owner's customer stored without it. */
const TWINS = `
  customers plain JOIN customers dashed
    ON dashed.dni ~ ${DASHED} AND plain.merchant_id = dashed.merchant_id AND plain.livemode = dashed.livemode
   AND plain.dni = ${canonical('dashed.dni')}`;

/**
 * `V-20987654` and `V20987654` are one customer, stored as `V20987654` (the form the API now
 * writes on reading a dni). Customers and requests stored with the dash are rewritten to it.
 *
 * The dni is unique per owner (merchant, livemode), so a dashed customer and an undashed one of
 * the same owner are at most a pair: they are merged into the undashed one (its id stays; the
 * contact details of whichever of the two was updated last, the earlier creation, the later
 * update), the dashed one's requests move to it, and the dashed one is deleted. Each request keeps
 * the e-mail it was made with; events already stored keep the views they recorded.
 *
 * Not undone: which customers were written with a dash, or were two, is not kept.
 */
export class NormalizedNationalIds1764000016000 implements MigrationInterface {
  name = 'NormalizedNationalIds1764000016000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE customers AS survivor
         SET email = CASE WHEN dashed.updated_at > plain.updated_at THEN dashed.email ELSE plain.email END,
             first_name = CASE WHEN dashed.updated_at > plain.updated_at THEN dashed.first_name ELSE plain.first_name END,
             last_name = CASE WHEN dashed.updated_at > plain.updated_at THEN dashed.last_name ELSE plain.last_name END,
             created_at = least(plain.created_at, dashed.created_at),
             updated_at = greatest(plain.updated_at, dashed.updated_at)
        FROM ${TWINS}
       WHERE survivor.id = plain.id`);
    await queryRunner.query(`
      UPDATE payment_requests AS pr SET customer_id = plain.id
        FROM ${TWINS}
       WHERE pr.customer_id = dashed.id`);
    await queryRunner.query(`DELETE FROM customers AS gone USING ${TWINS} WHERE gone.id = dashed.id`);
    await queryRunner.query(`UPDATE customers SET dni = ${canonical('dni')} WHERE dni ~ ${DASHED}`);
    await queryRunner.query(`UPDATE payment_requests SET customer_dni = ${canonical('customer_dni')} WHERE customer_dni ~ ${DASHED}`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the dashed forms and the merged customers are not kept (see above).
  }
}
