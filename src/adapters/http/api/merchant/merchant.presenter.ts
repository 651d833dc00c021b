import { Merchant } from '../../../../application/ports/merchant-repository';
import { MerchantWire } from './merchant.schema';

export function presentMerchant(merchant: Merchant): MerchantWire {
  return {
    id: merchant.id,
    object: 'merchant',
    name: merchant.name,
    legal_id: merchant.legalId,
    support_email: merchant.supportEmail,
    support_phone: merchant.supportPhone,
    brand_color: merchant.brandColor,
  };
}
