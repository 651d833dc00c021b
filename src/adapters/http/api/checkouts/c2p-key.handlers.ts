import { C2pKeySent, SendC2pKey } from '../../../../application/checkout/send-c2p-key';
import { Reply, RequestInput } from '../../kit/api-route-declaration';
import { refusalProblem } from '../../kit/refusal-problem';
import { C2pKeyBody, toSendC2pKeyCommand } from './c2p-key.dto';
import { C2pKeyRequestWire } from './c2p-key.schema';

export async function sendC2pKey({ sendKey }: { sendKey: SendC2pKey }, { body, params, owner }: RequestInput<C2pKeyBody>): Promise<Reply> {
  const outcome = await sendKey.execute(toSendC2pKeyCommand(body, owner, params.id));
  if (outcome.kind !== 'c2p_key_sent') throw refusalProblem(outcome);
  return { status: 202, body: c2pKeyRequestView(outcome) };
}

/** The 202's body. */
function c2pKeyRequestView(sent: C2pKeySent): C2pKeyRequestWire {
  return { object: 'c2p_key_request', sent: true, expires_in: sent.expiresInSeconds };
}
