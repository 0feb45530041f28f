import type { InvitationLinkCreated } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { CopyButton } from '@/components/ui/copy-button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { invitationGrant } from '@/lib/invitation-grant'

/** The new link's URL, shown once (only its hash is kept): a copy button and a warning to copy it now. */
export function CreatedLinkDialog({
  link,
  onClose,
}: {
  link: InvitationLinkCreated | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog open={link !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('adminInvitations.created.title')}</DialogTitle>
          <DialogDescription>
            {link
              ? t('adminInvitations.created.description', { grant: invitationGrant(t, link.preset) })
              : null}
          </DialogDescription>
        </DialogHeader>
        {link ? (
          <div className="grid gap-3">
            <Input
              readOnly
              value={link.url}
              aria-label={t('adminInvitations.created.url')}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton text={link.url} label={t('adminInvitations.created.copy')} />
            <p className="text-sm text-muted-foreground">{t('adminInvitations.created.once')}</p>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
