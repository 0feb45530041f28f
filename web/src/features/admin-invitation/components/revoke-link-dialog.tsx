import type { InvitationLink } from '@simlessly/shared'
import { Ban } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevokeInvitationLink } from '@/api/admin-invitation'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { invitationGrant } from '@/lib/invitation-grant'
import { notifications } from '@/lib/notifications'

/** "Revoke", confirmed naming the link (its prefix, what it grants, its uses): sign-ups stop at once. */
export function RevokeLinkDialog({ link }: { link: InvitationLink }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const revoke = useRevokeInvitationLink()
  const named = {
    prefix: link.prefix,
    grant: invitationGrant(t, link.preset),
    uses: link.uses,
    maxUses: link.maxUses,
  }
  const run = () =>
    revoke.mutate(link.linkId, {
      onSuccess: () => {
        setOpen(false)
        notifications.notify(t('adminInvitations.revoke.done', named), { variant: 'success' })
      },
    })
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) revoke.reset()
      }}
      trigger={
        <Button variant="outline" size="sm" aria-label={t('adminInvitations.revoke.label', named)}>
          <Ban aria-hidden="true" />
          {t('adminInvitations.revoke.open')}
        </Button>
      }
      title={t('adminInvitations.revoke.title', named)}
      description={t('adminInvitations.revoke.body', named)}
      confirmLabel={t('adminInvitations.revoke.submit')}
      onConfirm={run}
      pending={revoke.isPending}
      error={revoke.error}
      destructive
      lockWhilePending
    />
  )
}
