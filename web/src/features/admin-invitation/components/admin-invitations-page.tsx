import type { InvitationLink } from '@simlessly/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Permission } from '@/components/permission'
import { CreateLinkDialog } from './create-link-dialog'
import { LinksTable } from './links-table'
import { SignupsDialog } from './signups-dialog'

/**
 * `admin/invitationlink`: the sign-up links handed to prospects, each with what it grants, its uses and who
 * signed up through it; Admin_Invitation_Manage makes and revokes them.
 */
export function AdminInvitationsPage() {
  const { t } = useTranslation()
  const [signupsOf, setSignupsOf] = useState<InvitationLink | null>(null)
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title={t('routeTitles.admin/invitationlink')}
        description={t('adminInvitations.description')}
      >
        <Permission id="Admin_Invitation_Manage">
          <CreateLinkDialog />
        </Permission>
      </PageHeader>
      <LinksTable onOpenSignups={setSignupsOf} />
      <SignupsDialog link={signupsOf} onClose={() => setSignupsOf(null)} />
    </div>
  )
}
