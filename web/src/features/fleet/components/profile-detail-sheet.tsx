import { useTranslation } from 'react-i18next'
import { useProfileInfo } from '@/api/fleet'
import { FormAlert } from '@/components/ui/form-alert'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { usePermission } from '@/lib/session/use-permission'
import { ProfileAccess } from './profile-access'
import { ProfileFields } from './profile-fields'
import { ProfileHistory } from './profile-history'
import { ProfileNotesForm } from './profile-notes-form'
import { ProfileProtection } from './profile-protection'
import { ProfileReDownloads } from './profile-re-downloads'

/** A profile's detail in a side panel: its AC and QR, its fields, its notes and protection, its history. */
export function ProfileDetailSheet({ iccid, onClose }: { iccid: string; onClose: () => void }) {
  const { t } = useTranslation()
  const info = useProfileInfo(iccid)
  const detail = info.data
  // Notes and protection are changed here with Profile_Edit; without it they are listed with the fields.
  const canEdit = usePermission('Profile_Edit')

  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="right-0 left-auto w-[40rem] max-w-[95vw] gap-6 p-6">
        <div className="grid gap-1 pr-8">
          <SheetTitle className="text-lg">{t('fleet.detail.title', { iccid })}</SheetTitle>
          <SheetDescription>{t('fleet.detail.description')}</SheetDescription>
        </div>
        {info.isPending ? (
          <p className="inline-flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner />
            {t('common.loading')}
          </p>
        ) : null}
        {info.isError ? <FormAlert>{errorMessage(info.error)}</FormAlert> : null}
        {detail ? (
          <>
            <ProfileAccess profile={detail.profile} qr={detail.qr} />
            {canEdit ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <ProfileProtection profile={detail.profile} />
                <ProfileNotesForm key={detail.profile.notes ?? ''} profile={detail.profile} />
              </div>
            ) : null}
            <ProfileReDownloads reDownloads={detail.reDownloads} />
            <ProfileFields profile={detail.profile} withEditable={!canEdit} />
            <ProfileHistory history={detail.history} />
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  )
}
