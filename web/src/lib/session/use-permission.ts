import { canAccess } from '@simlessly/shared'
import { useSession } from './use-session'

/** A permission id as the check takes it: a string, or an object with a `menuName`. */
export type PermissionRef = string | { menuName: string }

/**
 * True when the signed-in user holds the permission, or any one of a list (a match at any depth of the tree
 * counts). False while the tree is not loaded.
 */
export function usePermission(wanted: PermissionRef | readonly PermissionRef[]): boolean {
  const { permissions } = useSession()
  if (!permissions) return false
  const list = (Array.isArray(wanted) ? wanted : [wanted]) as readonly PermissionRef[]
  return canAccess(
    permissions,
    list.map((ref) => (typeof ref === 'string' ? ref : ref.menuName)),
  )
}
