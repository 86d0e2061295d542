import { useMe } from '../../api/get-me';
import { roleAllows, type Permission } from '../../lib/permissions';

/** Whether the signed-in operator may use `permission` (controls hide otherwise; the server checks again). */
export function useCan(permission: Permission): boolean {
  const { data: me } = useMe();
  return roleAllows(me?.role, permission);
}
