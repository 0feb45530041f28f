import '@/locales/console'
import '@/locales/insights'
import { Navigate } from 'react-router-dom'
import { HomePage } from '@/features/home/components/home-page'
import { isPlatformAdmin } from '@/features/navigation/menu-model'
import { useSession } from '@/lib/session/use-session'
import { useCurrentUser } from '../use-current-user'

/** `/`: the home screen of the default layout; the platform's admins land on the admin dashboard. */
export function HomeRoute() {
  const { permissions } = useSession()
  const name = useCurrentUser().name
  if (isPlatformAdmin(permissions ?? [])) return <Navigate to="/admin/dashboard" replace />
  return <HomePage name={name} />
}
