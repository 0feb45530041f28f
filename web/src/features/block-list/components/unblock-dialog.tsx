import type { BlockEntry } from '@simlessly/shared'
import { Unlock } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDeleteBlock } from '@/api/block-list'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notifications } from '@/lib/notifications'

/** Unblock after a confirmation: generation, EID push and campaigns accept the identifier again. */
export function UnblockDialog({ entry, onUnblocked }: { entry: BlockEntry; onUnblocked: () => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const remove = useDeleteBlock()
  const named = { kind: t(`blockList.kinds.${entry.kind}`), value: entry.value }

  const confirm = () =>
    remove.mutate(
      { kind: entry.kind, value: entry.value },
      {
        onSuccess: () => {
          setOpen(false)
          notifications.notify(t('blockList.unblocked', named), { variant: 'success' })
          onUnblocked()
        },
      },
    )

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) remove.reset()
      }}
      trigger={
        <Button variant="outline" size="sm" aria-label={t('blockList.unblockNamed', named)}>
          <Unlock aria-hidden="true" />
          {t('blockList.unblock')}
        </Button>
      }
      title={t('blockList.unblockDialog.title', named)}
      description={t('blockList.unblockDialog.body')}
      confirmLabel={t('blockList.unblockDialog.confirm')}
      onConfirm={confirm}
      pending={remove.isPending}
      error={remove.error}
      confirmDisabled={remove.isError}
    />
  )
}
