import { useMe } from '../../api/get-me';
import type { Permission } from '../../lib/permissions';

/**
 * Whether the signed-in operator may use `permission` (edit controls hide otherwise; the server
 * checks again).
 */
export function useCan(permission: Permission): boolean {
  const { data: me } = useMe();
  return me?.permissions.includes(permission) ?? false;
}
