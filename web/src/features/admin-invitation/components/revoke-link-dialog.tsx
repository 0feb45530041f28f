import type { InvitationLink } from '@simlessly/shared'
import { Ban } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useRevokeInvitationLink } from '@/api/admin-invitation'
import { Button } from '@/components/ui/button'
import { ConfirmMutationDialog } from '@/components/ui/confirm-mutation-dialog'
import { invitationGrant } from '@/lib/invitation-grant'

/** "Revoke", confirmed naming the link (its prefix, what it grants, its uses): sign-ups stop at once. */
export function RevokeLinkDialog({ link }: { link: InvitationLink }) {
  const { t } = useTranslation()
  const revoke = useRevokeInvitationLink()
  const named = {
    prefix: link.prefix,
    grant: invitationGrant(t, link.preset),
    uses: link.uses,
    maxUses: link.maxUses,
  }
  return (
    <ConfirmMutationDialog
      mutation={revoke}
      variables={link.linkId}
      doneMessage={t('adminInvitations.revoke.done', named)}
      retryable
      trigger={
        <Button variant="outline" size="sm" aria-label={t('adminInvitations.revoke.label', named)}>
          <Ban aria-hidden="true" />
          {t('adminInvitations.revoke.open')}
        </Button>
      }
      title={t('adminInvitations.revoke.title', named)}
      description={t('adminInvitations.revoke.body', named)}
      confirmLabel={t('adminInvitations.revoke.submit')}
      destructive
      lockWhilePending
    />
  )
}
