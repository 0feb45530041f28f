import '@/locales/groups'
import { GroupsPage } from '@/features/group/components/groups-page'

/** `profile/group`: groups of profiles, their counts and members (Group_View). */
export function GroupRoute() {
  return <GroupsPage />
}
