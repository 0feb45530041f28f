import type { WebhookEndpoint } from '@simlessly/shared'
import { FlaskConical, KeyRound, ListChecks, MoreHorizontal, Pause, Pencil, Play, Trash2 } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Permission } from '@/components/permission'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

/** What a row offers: the log to anyone who may look, the rest to Api_Key_Manage holders. */
export type WebhookAction = 'deliveries' | 'edit' | 'pause' | 'enable' | 'rotate' | 'test' | 'delete'

const ICONS = {
  edit: Pencil,
  pause: Pause,
  enable: Play,
  rotate: KeyRound,
  test: FlaskConical,
  delete: Trash2,
} as const

/** The menu's actions for an endpoint: Pause while it sends, Enable while it does not. */
const menuActions = (endpoint: WebhookEndpoint) =>
  ['edit', endpoint.status === 'ENABLED' ? 'pause' : 'enable', 'rotate', 'test', 'delete'] as const

type WebhookActionsProps = {
  endpoint: WebhookEndpoint
  /** The chosen action, with the button it came from (focus goes back there after a secret is shown). */
  onAction: (action: WebhookAction, from: HTMLElement | null) => void
}

/**
 * A row's "Deliveries" button and its menu of changes. The dialogs they open live with the list, not in
 * the row: a deleted endpoint's row goes before its confirmation has said it is done.
 */
export function WebhookActions({ endpoint, onAction }: WebhookActionsProps) {
  const { t } = useTranslation()
  const menuButton = useRef<HTMLButtonElement>(null)
  const named = { url: endpoint.url }
  return (
    <div className="flex justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={t('webhooks.actions.deliveriesFor', named)}
        onClick={(event) => onAction('deliveries', event.currentTarget)}
      >
        <ListChecks aria-hidden="true" />
        {t('webhooks.actions.deliveries')}
      </Button>
      <Permission id="Api_Key_Manage">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              ref={menuButton}
              variant="ghost"
              size="icon"
              aria-label={t('webhooks.actions.menu', named)}
            >
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {menuActions(endpoint).map((action) => {
              const Icon = ICONS[action]
              return (
                <DropdownMenuItem
                  key={action}
                  className={action === 'delete' ? 'text-destructive' : undefined}
                  onSelect={() => onAction(action, menuButton.current)}
                >
                  <Icon aria-hidden="true" />
                  {t(`webhooks.actions.${action}`)}
                </DropdownMenuItem>
              )
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      </Permission>
    </div>
  )
}
