import '@/locales/console'
import '@/locales/insights'
import { HomePage } from '@/features/home/components/home-page'
import { useCurrentUser } from '../use-current-user'

/** `/`: the home screen of the default layout. */
export function HomeRoute() {
  return <HomePage name={useCurrentUser().name} />
}
