import { JSONSchema } from 'class-validator-jsonschema';
import { SendC2pKeyCommand } from '../../../../application/checkout/send-c2p-key';
import { Owner } from '../../../../domain/mode';
import { MobilePhone, NationalId } from '../../../../domain/payer';
import { Bank } from '../../../../domain/ve-banks';
import { C2P_PAYER_FIELDS } from './checkout.dto';

/** Whom the bank sends the C2P key to: read by the C2P checkout's own rules for the same fields. */
export class C2pKeyBody {
  @JSONSchema({
    description: 'The payer\'s id, as the C2P checkout\'s `issuer_payer_id`: V, E, J, G, P or C, an optional dash, then 5 to 10 digits.',
  })
  @C2P_PAYER_FIELDS.payerId()
  dni!: NationalId;

  @JSONSchema({ description: 'The payer\'s mobile number, which the bank sends the key to by SMS, as the C2P checkout\'s.' })
  @C2P_PAYER_FIELDS.phoneNumber()
  phone_number!: MobilePhone;

  @JSONSchema({ description: 'The 4-digit code the central bank (BCV) gives the payer\'s bank, as the C2P checkout\'s.' })
  @C2P_PAYER_FIELDS.bank()
  issuer_bank_id!: Bank;
}

/** A validated C2P key body as the use case's command; the API and the hosted page both read it so. */
export function toSendC2pKeyCommand(body: C2pKeyBody, owner: Owner, paymentRequestId: string): SendC2pKeyCommand {
  return { owner, paymentRequestId, payerId: body.dni, phoneNumber: body.phone_number, bank: body.issuer_bank_id };
}
