import { Shield, ShieldOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useFleetAction } from '@/api/fleet'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { usePermission } from '@/lib/session/use-permission'
import type { ActionOutcome } from './action-outcome'
import { MoveGroupDialog } from './move-group-dialog'
import { NotesDialog } from './notes-dialog'
import { RecycleDialog } from './recycle-dialog'

type BulkActionsProps = { selected: readonly string[]; onDone: (outcome: ActionOutcome) => void }

/**
 * The actions on the selected profiles that the role allows (notes and protection with Profile_Edit, moving
 * with it or Group_Manage, recycling with Profile_Recycle), none at all for a role that may only look; each
 * reports which profiles changed and why others did not.
 */
export function BulkActions({ selected, onDone }: BulkActionsProps) {
  const { t } = useTranslation()
  const canEdit = usePermission('Profile_Edit')
  const canMove = usePermission(['Profile_Edit', 'Group_Manage'])
  const canRecycle = usePermission('Profile_Recycle')
  const protection = useFleetAction()
  const count = selected.length
  const iccids = [...selected]

  const setProtected = (value: boolean) =>
    protection.mutate(
      { kind: 'protection', iccids, protected: value },
      {
        onSuccess: (result) =>
          onDone({ action: value ? 'protect' : 'unprotect', count: iccids.length, result }),
      },
    )
  const busy = protection.isPending ? protection.variables : undefined
  if (!canMove && !canRecycle) return null

  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-2 rounded-lg border border-border bg-muted px-3 py-2">
      <legend className="sr-only">{t('fleet.bulk.label')}</legend>
      <p className="mr-2 text-sm text-muted-foreground" aria-live="polite">
        {count === 0 ? t('fleet.bulk.none') : t('fleet.bulk.selected', { count })}
      </p>
      {canEdit ? (
        <>
          <NotesDialog iccids={iccids} onDone={onDone} />
          <Button
            variant="outline"
            size="sm"
            disabled={count === 0 || protection.isPending}
            onClick={() => setProtected(true)}
          >
            {busy?.kind === 'protection' && busy.protected ? <Spinner /> : <Shield aria-hidden="true" />}
            {t('fleet.bulk.protect')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={count === 0 || protection.isPending}
            onClick={() => setProtected(false)}
          >
            {busy?.kind === 'protection' && !busy.protected ? <Spinner /> : <ShieldOff aria-hidden="true" />}
            {t('fleet.bulk.unprotect')}
          </Button>
        </>
      ) : null}
      {canMove ? <MoveGroupDialog iccids={iccids} onDone={onDone} /> : null}
      {canRecycle ? <RecycleDialog iccids={iccids} onDone={onDone} /> : null}
    </fieldset>
  )
}
