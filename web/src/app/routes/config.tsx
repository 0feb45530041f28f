import '@/locales/generate'
import '@/locales/billing'
import { ConfigListPage } from '@/features/profile-config/components/config-list-page'

/** `config`: the profile configurations (Profile_Config_View). */
export function ConfigRoute() {
  return <ConfigListPage />
}
