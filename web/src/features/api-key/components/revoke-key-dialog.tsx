import type { ApiKey } from '@simlessly/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevokeApiKey } from '@/api/api-key'
import { ConfirmMutationDialog } from '@/components/ui/confirm-mutation-dialog'

/** Asks before revoking a key, naming it and saying its next request will be refused. */
export function RevokeKeyDialog({ apiKey, trigger }: { apiKey: ApiKey; trigger: ReactNode }) {
  const { t } = useTranslation()
  const revoke = useRevokeApiKey()
  const named = { name: apiKey.name, accessKey: apiKey.accessKey }
  return (
    <ConfirmMutationDialog
      mutation={revoke}
      variables={apiKey.accessKey}
      doneMessage={t('developer.revoke.done', named)}
      trigger={trigger}
      title={t('developer.revoke.title', named)}
      description={t('developer.revoke.body', named)}
      confirmLabel={t('developer.revoke.confirm')}
      destructive
      lockWhilePending
    />
  )
}
