import '@/locales/operations'
import '@/locales/billing'
import { EidPushPage } from '@/features/eid-push/components/eid-push-page'

/** `profile/eidpush`: open to any signed-in user (the route has no permission id). */
export function EidPushRoute() {
  return <EidPushPage />
}
