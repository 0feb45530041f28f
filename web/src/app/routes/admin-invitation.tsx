import '@/locales/console'
import '@/locales/invitations'
import { AdminInvitationsPage } from '@/features/admin-invitation/components/admin-invitations-page'

/** `admin/invitationlink`: the sign-up invitation links (Admin_Invitation_View). */
export function AdminInvitationRoute() {
  return <AdminInvitationsPage />
}
