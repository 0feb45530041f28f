import '@/locales/team'
import '@/locales/developer'
import '@/locales/webhooks'
import '@/locales/billing'
import { DeveloperPage } from '@/features/developer/components/developer-page'

/** `setting/developer`: the API keys and how to sign a request with one (Developer_View). */
export function DeveloperRoute() {
  return <DeveloperPage />
}
