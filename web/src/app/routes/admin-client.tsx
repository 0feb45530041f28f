import '@/locales/console'
import '@/locales/clients'
import { ClientsPage } from '@/features/admin-client/components/clients-page'

/** `admin/client`: every enterprise, its detail and the admin's actions on it (Admin_Client_View). */
export function AdminClientRoute() {
  return <ClientsPage />
}
