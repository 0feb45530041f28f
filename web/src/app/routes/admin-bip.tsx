import '@/locales/console'
import '@/locales/admin-bip'
import { AdminBipPage } from '@/features/admin-bip/components/admin-bip-page'

/** `admin/bip`: the BIP server's message log and command queue (Admin_Bip_View). */
export function AdminBipRoute() {
  return <AdminBipPage />
}
