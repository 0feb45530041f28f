import type { BlockEntry } from '@simlessly/shared'
import { Unlock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useDeleteBlock } from '@/api/block-list'
import { Button } from '@/components/ui/button'
import { ConfirmMutationDialog } from '@/components/ui/confirm-mutation-dialog'

/** Unblock after a confirmation: generation, EID push and campaigns accept the identifier again. */
export function UnblockDialog({ entry, onUnblocked }: { entry: BlockEntry; onUnblocked: () => void }) {
  const { t } = useTranslation()
  const remove = useDeleteBlock()
  const named = { kind: t(`blockList.kinds.${entry.kind}`), value: entry.value }
  return (
    <ConfirmMutationDialog
      mutation={remove}
      variables={{ kind: entry.kind, value: entry.value }}
      doneMessage={t('blockList.unblocked', named)}
      onDone={onUnblocked}
      trigger={
        <Button variant="outline" size="sm" aria-label={t('blockList.unblockNamed', named)}>
          <Unlock aria-hidden="true" />
          {t('blockList.unblock')}
        </Button>
      }
      title={t('blockList.unblockDialog.title', named)}
      description={t('blockList.unblockDialog.body')}
      confirmLabel={t('blockList.unblockDialog.confirm')}
    />
  )
}
