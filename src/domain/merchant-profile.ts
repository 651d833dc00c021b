/** What a customer sees of whom they pay, and what the merchant sets on its "Negocio" page or PATCH /api/v1/merchant. */
export interface MerchantProfile {
  name: string;
  /** The RIF, as the merchant wrote it; null when not given. */
  legalId: string | null;
  supportEmail: string | null;
  supportPhone: string | null;
  /** `#RRGGBB`, or null for the service's own colour. */
  brandColor: string | null;
}

/** A profile with only a name: what a merchant has until it fills the rest in. */
export function profileNamed(name: string): MerchantProfile {
  return { name, legalId: null, supportEmail: null, supportPhone: null, brandColor: null };
}

/** The profile members of anything that has them (a merchant), and nothing else. */
export function profileOf(from: MerchantProfile): MerchantProfile {
  return {
    name: from.name, legalId: from.legalId, supportEmail: from.supportEmail,
    supportPhone: from.supportPhone, brandColor: from.brandColor,
  };
}
