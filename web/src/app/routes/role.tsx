import '@/locales/console'
import '@/locales/team'
import { RolesPage } from '@/features/team/components/roles-page'

/** `team/role`: the roles and the ids each gives (Role_View). */
export function RoleRoute() {
  return <RolesPage />
}
