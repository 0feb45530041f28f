import '@/locales/team'
import '@/locales/billing'
import { SYSTEM_ROLES } from '@simlessly/shared'
import { useEnterpriseInfo } from '@/api/enterprise'
import { MembersPage } from '@/features/team/components/members-page'

/** `team/member`: the members, invitations and activity of the team (Member_View). */
export function MemberRoute() {
  // Only an owner hands ownership over: the enterprise info says the user's role.
  const info = useEnterpriseInfo(true)
  return <MembersPage isOwner={info.data?.roleName === SYSTEM_ROLES.OWNER.name} />
}
