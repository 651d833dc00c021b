import { Request, Response } from 'express';
import { ListApiKeys } from '../../../application/api-keys/list-api-keys';
import { RevokeApiKey } from '../../../application/api-keys/revoke-api-key';
import { RollApiKey } from '../../../application/api-keys/roll-api-key';
import { ownerOf } from '../../../application/merchants/authenticate-merchant';
import { DEFAULT_ROLL_EXPIRY_HOURS, MAX_ROLL_EXPIRY_HOURS, isActive, redactedKey } from '../../../domain/api-key';
import { cspNonce } from '../kit/html/page-security-headers';
import { refusalProblem } from '../kit/refusal-problem';
import { ApiRefusal, apiRefusalOf, formRefusal, refusalWords } from './api-refusal';
import { fieldMessageEs } from './messages-es';
import { postedText } from './posted-fields';
import { DashboardContext } from './dashboard-page';
import { callerOf, sessionIdIn, signedInOf } from './require-session';
import { DASHBOARD_PREFIX, clearSessionCookie } from './session-cookie';
import { ApiKeysPageView, apiKeysPage } from './views/api-keys-page';
import { confirmPage } from './views/confirm-page';
import { isConfirmed } from './confirmation';

export interface ApiKeysUses {
  listKeys: ListApiKeys;
}
export interface RollKeyUses extends ApiKeysUses {
  rollKey: RollApiKey;
}
export interface RevokeKeyUses extends ApiKeysUses {
  revokeKey: RevokeApiKey;
}

const DONE_NOTICES: Record<string, string> = { revoked: 'Clave revocada: ya no funciona.' };

type Extras = Partial<Pick<ApiKeysPageView, 'notice' | 'refusal' | 'rollState' | 'rolled'>>;

async function sendKeysPage(
  uses: ApiKeysUses, context: DashboardContext, res: Response, status: number, extras: Extras = {},
): Promise<void> {
  const caller = callerOf(res);
  const keys = await uses.listKeys.execute(ownerOf(caller));
  const page = apiKeysPage({
    keys, sessionKeyId: caller.keyId, nonce: cspNonce(res), signedIn: signedInOf(res), timeZone: context.timeZone, ...extras,
  });
  res.status(status).type('html').send(page);
}

const wordsOf = (refusal: ApiRefusal) => refusalWords(refusal);

/** The keys of the session's mode, as `GET /api/v1/api_keys` lists them. */
export function showApiKeys(uses: ApiKeysUses, context: DashboardContext) {
  return (req: Request, res: Response): Promise<void> => {
    const done = req.query.done;
    const notice = typeof done === 'string' && Object.hasOwn(DONE_NOTICES, done) ? DONE_NOTICES[done] : undefined;
    return sendKeysPage(uses, context, res, 200, { notice });
  };
}

/** The roll form's one field, read as typed: empty is the API's default, else a whole number of hours within the API's bounds. */
function hoursOf(typed: string): { hours: number } | { refusal: ApiRefusal } {
  if (typed === '') return { hours: DEFAULT_ROLL_EXPIRY_HOURS };
  const hours = Number(typed);
  if (/^\d{1,3}$/.test(typed) && hours <= MAX_ROLL_EXPIRY_HOURS) return { hours };
  return { refusal: formRefusal([{ field: 'expires_in_hours', message: fieldMessageEs('expires_in_hours', 'invalid') }]) };
}

/**
 * Rolls through the API's use case. The new secret is on this answer only (never stored, never
 * redirected to, never logged); when the session's own key stopped at once, the session ends.
 */
export function rollApiKeyHandler(uses: RollKeyUses, context: DashboardContext) {
  return async (req: Request, res: Response): Promise<void> => {
    const id = String(req.params.id);
    const typed = postedText(req.body, ['expires_in_hours']).expires_in_hours.trim();
    const read = hoursOf(typed);
    const caller = callerOf(res);
    const outcome = 'hours' in read ? await uses.rollKey.execute(ownerOf(caller), id, read.hours) : null;
    if (outcome?.kind === 'issued') {
      const sessionEnded = await endIfKeyStopped(uses, context, res, id === caller.keyId);
      return sendKeysPage(uses, context, res, 201, { rolled: { key: outcome.key, secret: outcome.secret, sessionEnded } });
    }
    const refusal = 'refusal' in read ? read.refusal : apiRefusalOf(refusalProblem(outcome!));
    const errors = Object.fromEntries(refusal.fields.map(({ field, message }) => [field, message]));
    await sendKeysPage(uses, context, res, refusal.status, {
      refusal: wordsOf(refusal),
      rollState: { keyId: id, state: { values: { expires_in_hours: typed }, errors } },
    });
  };
}

/**
 * Revokes through the API's use case once confirmed (a key may revoke itself); revoking the session's
 * own key ends the session. A key this mode does not have is refused by the use case, as the API does.
 */
export function revokeApiKeyHandler(uses: RevokeKeyUses, context: DashboardContext) {
  return async (req: Request, res: Response): Promise<void> => {
    const id = String(req.params.id);
    const caller = callerOf(res);
    const key = isConfirmed(req) ? undefined : (await uses.listKeys.execute(ownerOf(caller))).find((candidate) => candidate.id === id);
    if (key) {
      const lines = [`Se revocará la clave ${redactedKey(key)} (${key.id}).`, 'Deja de funcionar de inmediato. No se puede deshacer.'];
      if (id === caller.keyId) lines.push('Es la clave de esta sesión: la sesión se cerrará.');
      res.status(200).type('html').send(confirmPage({
        title: 'Revocar la clave', lines, action: `${DASHBOARD_PREFIX}/api_keys/${id}/revoke`, back: `${DASHBOARD_PREFIX}/api_keys`,
        confirmLabel: 'Confirmar: revocar', nonce: cspNonce(res), signedIn: signedInOf(res),
      }));
      return;
    }
    const outcome = await uses.revokeKey.execute(ownerOf(caller), id);
    if (outcome.kind !== 'revoked') {
      const refusal = apiRefusalOf(refusalProblem(outcome));
      return sendKeysPage(uses, context, res, refusal.status, { refusal: wordsOf(refusal) });
    }
    if (await endIfKeyStopped(uses, context, res, id === caller.keyId)) return res.redirect(303, `${DASHBOARD_PREFIX}/sign_in`);
    res.redirect(303, `${DASHBOARD_PREFIX}/api_keys?done=revoked`);
  };
}

/** The session's key no longer works (revoked, or rolled to stop at once): the session ends here and everywhere. */
async function endIfKeyStopped(
  uses: ApiKeysUses, context: DashboardContext, res: Response, isSessionKey: boolean,
): Promise<boolean> {
  if (!isSessionKey) return false;
  const still = (await uses.listKeys.execute(ownerOf(callerOf(res)))).find((key) => key.id === callerOf(res).keyId);
  if (still && isActive(still, context.clock.now())) return false;
  await context.sessions.signOut(sessionIdIn(res));
  clearSessionCookie(res, context.cookies);
  return true;
}
