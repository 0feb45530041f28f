import { hasPermission, KEY_GRANTABLE_IDS } from '@simlessly/shared'
import { useMemo } from 'react'
import { useSession } from '@/lib/session/use-session'

/**
 * The ids a key may be given that the signed-in user holds: nobody makes a key that can do more than they
 * can (the server refuses the same).
 */
export function useHeldKeyIds(): ReadonlySet<string> {
  const { permissions } = useSession()
  return useMemo(
    () => new Set(KEY_GRANTABLE_IDS.filter((id) => hasPermission(permissions ?? [], id))),
    [permissions],
  )
}
