import '@/locales/generate'
import { ConfigListPage } from '@/features/profile-config/components/config-list-page'

/** `config`: the profile configurations (Profile_Config_View). */
export function ConfigRoute() {
  return <ConfigListPage />
}
