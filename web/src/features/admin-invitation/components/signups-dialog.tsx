import type { InvitationLink, InvitationSignup } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useInvitationSignups } from '@/api/admin-invitation'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { displayValue } from '@/lib/format'

/** Who signed up through a link: the owner's email, when, and the enterprise once the account is active. */
export function SignupsDialog({ link, onClose }: { link: InvitationLink | null; onClose: () => void }) {
  const { t } = useTranslation()
  const signups = useInvitationSignups(link?.linkId ?? null)
  const columns: DataColumn<InvitationSignup>[] = [
    { id: 'email', header: t('adminInvitations.signups.email'), cell: ({ row }) => row.original.email },
    {
      id: 'enterprise',
      header: t('adminInvitations.signups.enterprise'),
      cell: ({ row }) => row.original.enterpriseName ?? t('adminInvitations.signups.unconfirmed'),
    },
    {
      id: 'at',
      header: t('adminInvitations.signups.at'),
      cell: ({ row }) => <DateTime at={row.original.signedUpAt} />,
    },
  ]
  return (
    <Dialog open={link !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {t('adminInvitations.signups.title', { prefix: displayValue(link?.prefix) })}
          </DialogTitle>
          <DialogDescription>
            {t('adminInvitations.signups.description', {
              uses: link?.uses ?? 0,
              maxUses: link?.maxUses ?? 0,
            })}
          </DialogDescription>
        </DialogHeader>
        <DataTable
          columns={columns}
          data={signups.data ?? []}
          caption={t('adminInvitations.signups.caption')}
          getRowId={(signup) => signup.email}
          loading={signups.isPending}
          empty={t('adminInvitations.signups.empty')}
        />
      </DialogContent>
    </Dialog>
  )
}
