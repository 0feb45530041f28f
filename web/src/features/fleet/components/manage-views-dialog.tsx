import { Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmMutationDialog } from '@/components/ui/confirm-mutation-dialog'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useSaveFleetViews } from '../api/fleet-views'
import { deleteView, type FleetView, renameView, sameName } from '../views'
import { ViewNameDialog } from './view-name-dialog'

type ManageViewsDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  views: readonly FleetView[]
}

/** The saved views, each to rename or to delete (asked first, naming the view). */
export function ManageViewsDialog({ open, onOpenChange, views }: ManageViewsDialogProps) {
  const { t } = useTranslation()
  const save = useSaveFleetViews()
  const [renaming, setRenaming] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<string | null>(null)

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('fleet.views.manageTitle')}</DialogTitle>
            <DialogDescription>{t('fleet.views.manageDescription')}</DialogDescription>
          </DialogHeader>
          <ul className="grid gap-2">
            {views.map((view) => (
              <li
                key={view.name}
                className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm"
              >
                <span className="min-w-0 flex-1 break-words font-medium">{view.name}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('fleet.views.rename', { name: view.name })}
                  onClick={() => setRenaming(view.name)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('fleet.views.delete', { name: view.name })}
                  onClick={() => setDeleting(view.name)}
                >
                  <Trash2 aria-hidden="true" className="text-destructive" />
                </Button>
              </li>
            ))}
          </ul>
        </DialogContent>
      </Dialog>
      {renaming !== null ? (
        <ViewNameDialog
          open
          onOpenChange={(next) => setRenaming(next ? renaming : null)}
          title={t('fleet.views.renameTitle', { name: renaming })}
          description={t('fleet.views.renameDescription')}
          submitLabel={t('fleet.views.renameSubmit')}
          initialName={renaming}
          refuse={(name) =>
            views.some((view) => view.name !== renaming && sameName(view.name, name))
              ? t('fleet.views.nameTaken')
              : undefined
          }
          pending={save.isPending}
          onSubmit={(name) =>
            save.mutate(renameView(views, renaming, name), { onSuccess: () => setRenaming(null) })
          }
        />
      ) : null}
      <ConfirmMutationDialog
        open={deleting !== null}
        onOpenChange={(next) => (next ? undefined : setDeleting(null))}
        title={t('fleet.views.deleteTitle', { name: deleting ?? '' })}
        description={t('fleet.views.deleteDescription', { name: deleting ?? '' })}
        confirmLabel={t('fleet.views.deleteConfirm')}
        mutation={save}
        variables={deleteView(views, deleting ?? '')}
        doneMessage={t('fleet.views.deleted', { name: deleting ?? '' })}
        onDone={() => setDeleting(null)}
        destructive
      />
    </>
  )
}
