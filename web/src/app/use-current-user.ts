import { useEnterpriseInfo } from '@/api/enterprise'
import { displayName, displayValue } from '@/lib/format'
import { readSessionClaims } from '@/lib/session/session-claims'
import { useSession } from '@/lib/session/use-session'

/**
 * Who is signed in, for display: the enterprise info's user when it has answered, else the user the
 * sign-in answer gave, else the token's claims (after a reload, before the info answers).
 */
export function useCurrentUser() {
  const { user, permissions } = useSession()
  // Only while permissions are loaded: once the session is cleared nothing should ask the server again.
  const enterprise = useEnterpriseInfo(permissions !== null)
  const summary = enterprise.data?.user ?? user
  const claims = summary ? null : readSessionClaims()
  return {
    name: summary ? displayName(summary) : displayValue(claims?.name),
    email: displayValue(summary?.email ?? claims?.email),
    enterpriseName: displayValue(enterprise.data?.name),
    roleName: displayValue(enterprise.data?.roleName),
  }
}
