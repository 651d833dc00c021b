import { GetMerchantProfile } from '../../../../application/merchants/get-merchant-profile';
import { UpdateMerchantProfile } from '../../../../application/merchants/update-merchant-profile';
import type { Reply, RequestInput } from '../../kit/api-route-declaration';
import { UpdateMerchantBody, toProfileChanges } from './merchant.dto';
import { presentMerchant } from './merchant.presenter';

export async function getMerchant({ get }: { get: GetMerchantProfile }, { merchant }: RequestInput): Promise<Reply> {
  return { status: 200, body: presentMerchant(await get.execute(merchant.id)) };
}

export async function updateMerchant(
  { update }: { update: UpdateMerchantProfile },
  { body, merchant }: RequestInput<UpdateMerchantBody>,
): Promise<Reply> {
  return { status: 200, body: presentMerchant(await update.execute(merchant.id, toProfileChanges(body))) };
}
