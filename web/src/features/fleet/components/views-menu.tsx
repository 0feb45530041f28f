import type { FleetColumn } from '@simlessly/shared'
import { Bookmark, Check, Plus, Settings2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { notifications } from '@/lib/notifications'
import { useFleetViews, useSaveFleetViews } from '../api/fleet-views'
import { currentView, type FleetView, isShowing, saveView } from '../views'
import { ManageViewsDialog } from './manage-views-dialog'
import { ViewNameDialog } from './view-name-dialog'

type ViewsMenuProps = {
  /** The URL's parameters: the filters and sort in force. */
  search: URLSearchParams
  columns: readonly FleetColumn[]
  onApply: (view: FleetView) => void
}

/**
 * The fleet's saved views: apply one (its filters go to the URL, its columns are shown), save the fleet
 * as it is under a name, or rename and delete them. Kept per user in the behaviour config.
 */
export function ViewsMenu({ search, columns, onApply }: ViewsMenuProps) {
  const { t } = useTranslation()
  const views = useFleetViews().data ?? []
  const save = useSaveFleetViews()
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null)
  const now = currentView('', search, columns)
  const active = views.find((view) => isShowing(view, now))

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <Bookmark aria-hidden="true" />
            {active ? t('fleet.views.buttonActive', { name: active.name }) : t('fleet.views.button')}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" collisionPadding={8} className="max-w-72">
          <DropdownMenuLabel className="font-medium">{t('fleet.views.label')}</DropdownMenuLabel>
          {views.length === 0 ? (
            <p className="px-2 py-1.5 text-muted-foreground text-sm">{t('fleet.views.none')}</p>
          ) : (
            views.map((view) => (
              <DropdownMenuItem key={view.name} onSelect={() => onApply(view)}>
                <Check aria-hidden="true" className={view === active ? undefined : 'invisible'} />
                <span className="break-words">{view.name}</span>
              </DropdownMenuItem>
            ))
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog('save')}>
            <Plus aria-hidden="true" />
            {t('fleet.views.save')}
          </DropdownMenuItem>
          <DropdownMenuItem disabled={views.length === 0} onSelect={() => setDialog('manage')}>
            <Settings2 aria-hidden="true" />
            {t('fleet.views.manage')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog === 'save' ? (
        <ViewNameDialog
          open
          onOpenChange={(open) => setDialog(open ? 'save' : null)}
          title={t('fleet.views.saveTitle')}
          description={t('fleet.views.saveDescription')}
          submitLabel={t('fleet.views.saveSubmit')}
          initialName=""
          refuse={() => undefined}
          pending={save.isPending}
          onSubmit={(name) =>
            save.mutate(saveView(views, currentView(name, search, columns)), {
              onSuccess: () => {
                setDialog(null)
                notifications.notify(t('fleet.views.saved', { name }), { variant: 'success' })
              },
            })
          }
        />
      ) : null}
      <ManageViewsDialog
        open={dialog === 'manage'}
        onOpenChange={(open) => setDialog(open ? 'manage' : null)}
        views={views}
      />
    </>
  )
}
