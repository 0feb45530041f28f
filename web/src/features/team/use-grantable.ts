import { ENTERPRISE_PERMISSION_IDS, hasPermission, type Role } from '@simlessly/shared'
import { useMemo } from 'react'
import { useSession } from '@/lib/session/use-session'

/** The enterprise ids the signed-in user holds: the only ones they can give (the server checks the same). */
export function useGrantable(): ReadonlySet<string> {
  const { permissions } = useSession()
  return useMemo(
    () => new Set(ENTERPRISE_PERMISSION_IDS.filter((id) => hasPermission(permissions ?? [], id))),
    [permissions],
  )
}

/** Whether the user can give a role: nobody gives a role holding an id they do not hold. */
export const canGrantRole = (role: Pick<Role, 'permissions'>, grantable: ReadonlySet<string>) =>
  role.permissions.every((id) => grantable.has(id))
