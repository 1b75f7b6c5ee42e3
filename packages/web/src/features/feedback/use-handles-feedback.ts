import type { ProcessModel } from '@stroomlijn/domain';
import { useSession } from '../../lib/session';

/**
 * May the signed-in user answer the model's feedback: an administrator, or a holder of the owner or
 * manager role of its latest revision (directly or through a role; the server checks too).
 */
export function useHandlesFeedback(model: Pick<ProcessModel, 'owner' | 'manager'> | undefined): boolean {
  const { info, hasRole } = useSession();
  if (!model || !info) return false;
  if (hasRole('ROLE_ADMIN')) return true;
  return info.roles.some((role) => role.id === model.owner.id || role.id === model.manager.id);
}
