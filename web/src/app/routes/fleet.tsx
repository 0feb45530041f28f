import '@/locales/console'
import '@/locales/generate'
import '@/locales/fleet'
import { FleetPage } from '@/features/fleet/components/fleet-page'

/** `profile/fleet`: the enterprise's profiles (Fleet_View). */
export function FleetRoute() {
  return <FleetPage />
}
