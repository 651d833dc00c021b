import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment request records where payers were told to send a Pago Móvil transfer when it was issued
 * or last revised by the merchant, so that its events show that account forever, whatever the
 * routing becomes: `{"account": {...}}`, `{"account": null}` when no account took Pago Móvil then,
 * NULL for the requests stored before this column (their account was never recorded).
 */
export class RecordedPagoMovil1764000028000 implements MigrationInterface {
  name = 'RecordedPagoMovil1764000028000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payment_requests ADD COLUMN pago_movil jsonb NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payment_requests DROP COLUMN pago_movil');
  }
}
