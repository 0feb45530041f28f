import type { ApiKey } from '@simlessly/shared'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevokeApiKey } from '@/api/api-key'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notifications } from '@/lib/notifications'

/** Asks before revoking a key, naming it and saying its next request will be refused. */
export function RevokeKeyDialog({ apiKey, trigger }: { apiKey: ApiKey; trigger: ReactNode }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const revoke = useRevokeApiKey()
  const named = { name: apiKey.name, accessKey: apiKey.accessKey }

  const confirm = () =>
    revoke.mutate(apiKey.accessKey, {
      onSuccess: () => {
        setOpen(false)
        notifications.notify(t('developer.revoke.done', named), { variant: 'success' })
      },
    })

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) revoke.reset()
      }}
      trigger={trigger}
      title={t('developer.revoke.title', named)}
      description={t('developer.revoke.body', named)}
      confirmLabel={t('developer.revoke.confirm')}
      onConfirm={confirm}
      pending={revoke.isPending}
      error={revoke.error}
      confirmDisabled={revoke.isError}
      destructive
      lockWhilePending
    />
  )
}
