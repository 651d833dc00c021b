import { Request, Response } from 'express';
import { GetMerchantProfile } from '../../../application/merchants/get-merchant-profile';
import { UpdateMerchantProfile } from '../../../application/merchants/update-merchant-profile';
import { Merchant } from '../../../application/ports/merchant-repository';
import { MerchantProfile } from '../../../domain/merchant-profile';
import { ProfileField, ProfileRefusal, parseProfileChanges } from '../../../domain/merchant-profile-rules';
import { FormState } from '../kit/html/form-fields';
import { cspNonce } from '../kit/html/page-security-headers';
import { callerOf, signedInOf } from './require-session';
import { DASHBOARD_PREFIX } from './session-cookie';
import { postedTextPresent } from './posted-fields';
import { profilePage } from './views/profile-page';

export interface ProfileUses {
  getProfile: GetMerchantProfile;
}

/** The form's field of each profile member, by the name the form posts (the API's). */
const FORM_FIELDS: Record<ProfileField, string> = {
  name: 'name', legalId: 'legal_id', supportEmail: 'support_email', supportPhone: 'support_phone', brandColor: 'brand_color',
};

/** What the page says beside a field whose value its rule refuses. */
const INVALID_MESSAGES: Record<ProfileField, string> = {
  name: 'El nombre debe tener de 1 a 80 caracteres, en una sola línea.',
  legalId: 'Ese RIF no es válido: debe ser V, E, J, P o G, 8 dígitos y el dígito verificador que les corresponde.',
  supportEmail: 'Escribe un correo válido, por ejemplo ayuda@minegocio.com.',
  supportPhone: 'Escribe un teléfono de Venezuela: un celular (0412, 0414, 0416, 0422, 0424, 0426) o un fijo (02XX), con 11 dígitos.',
  brandColor: 'Escribe el color como # y seis cifras hexadecimales, por ejemplo #1A7F5A.',
};

const messageOf = ({ field, reason }: ProfileRefusal): string =>
  (reason === 'required' ? 'Escribe el nombre del negocio.' : INVALID_MESSAGES[field]);

const SAVED = 'Datos del negocio guardados.';

/** The stored profile as the form's values. */
function valuesOf(profile: MerchantProfile): Record<string, string> {
  return {
    name: profile.name, legal_id: profile.legalId ?? '', support_email: profile.supportEmail ?? '',
    support_phone: profile.supportPhone ?? '', brand_color: profile.brandColor ?? '',
  };
}

/** What was posted, by profile member; a field not posted at all is left as it is. */
function postedOf(body: unknown): Partial<Record<ProfileField, string>> {
  const posted = postedTextPresent(body, Object.values(FORM_FIELDS));
  const entries = (Object.entries(FORM_FIELDS) as [ProfileField, string][])
    .flatMap(([field, name]) => (posted[name] === undefined ? [] : [[field, posted[name]]]));
  return Object.fromEntries(entries);
}

function sendPage(res: Response, status: number, profile: Merchant, state: FormState, notice?: string): void {
  // The header shows the name as stored now, not the session's copy of it (which may lag behind a change).
  const signedIn = { ...signedInOf(res), merchantName: profile.name };
  res.status(status).type('html').send(profilePage({ nonce: cspNonce(res), signedIn, profile, state, notice }));
}

export function showProfile(uses: ProfileUses) {
  return async (req: Request, res: Response): Promise<void> => {
    const profile = await uses.getProfile.execute(callerOf(res).merchant.id);
    sendPage(res, 200, profile, { values: valuesOf(profile), errors: {} }, req.query.done === 'saved' ? SAVED : undefined);
  };
}

/** Saves the profile through the API's use case and rules; a refusal is the form again with what was typed, nothing changed. */
export function updateProfileHandler(uses: ProfileUses & { updateProfile: UpdateMerchantProfile }) {
  return async (req: Request, res: Response): Promise<void> => {
    const merchantId = callerOf(res).merchant.id;
    const posted = postedOf(req.body);
    const parsed = parseProfileChanges(posted);
    if (parsed.kind === 'parsed') {
      await uses.updateProfile.execute(merchantId, parsed.changes);
      return res.redirect(303, `${DASHBOARD_PREFIX}/merchant?done=saved`);
    }
    const profile = await uses.getProfile.execute(merchantId);
    const typed = Object.fromEntries(Object.entries(posted).map(([field, value]) => [FORM_FIELDS[field as ProfileField], value]));
    const errors = Object.fromEntries(
      parsed.refusals.map((refusal) => [FORM_FIELDS[refusal.field], messageOf(refusal)]),
    );
    const state = { values: { ...valuesOf(profile), ...typed }, errors, alert: 'Revisa los campos marcados: no se guardó nada.' };
    sendPage(res, 422, profile, state);
  };
}
