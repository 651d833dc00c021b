import { ApiKey, isActive } from '../../domain/api-key';
import { hasIdShape } from '../../domain/ids';
import { Owner, modeOf } from '../../domain/mode';
import { ApiKeyRepository } from '../ports/api-key-repository';

/** Whose keys a change may touch: an API caller's own (its merchant, its mode), or any key for the operator's CLI. */
export type KeyScope = Owner | 'operator';

/** The key with this id if it still works and lies in the scope; otherwise nothing, whichever the reason. */
export async function findWorkingKey(keys: ApiKeyRepository, scope: KeyScope, id: string, now: Date): Promise<ApiKey | null> {
  const key = hasIdShape('apiKey', id) ? await keys.findById(id) : null;
  if (!key || !isActive(key, now)) return null;
  if (scope === 'operator') return key;
  return key.merchantId === scope.merchantId && key.mode === modeOf(scope.livemode) ? key : null;
}
