import type { WebhookEndpoint } from '@simlessly/shared'
import { Plus } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePlanLock } from '@/api/plan'
import { useWebhooks } from '@/api/webhook'
import { Permission } from '@/components/permission'
import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { ListEmpty } from '@/components/ui/list-empty'
import { LoadFailed } from '@/components/ui/load-failed'
import { usePermission } from '@/lib/session/use-permission'
import { AddWebhookDialog } from './add-webhook-dialog'
import { useWebhookCommands } from './use-webhook-commands'
import { type ChosenWebhookChange, WebhookActionDialogs } from './webhook-action-dialogs'
import type { WebhookAction } from './webhook-actions'
import { useWebhookColumns } from './webhook-columns'
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog'
import { type IssuedWebhookSecret, WebhookSecretDialog } from './webhook-secret-dialog'

/**
 * The Webhooks part of `setting/developer`: the endpoints, their delivery logs, and for Api_Key_Manage
 * holders adding, changing and testing them. A signing secret lives only in this state while its dialog
 * is open. An enterprise has at most MAX_WEBHOOK_ENDPOINTS, so the list is one page.
 */
export function WebhooksSection() {
  const { t } = useTranslation()
  const query = useWebhooks()
  const [adding, setAdding] = useState(false)
  const [issued, setIssued] = useState<IssuedWebhookSecret | null>(null)
  const [logFor, setLogFor] = useState<WebhookEndpoint | null>(null)
  const [chosen, setChosen] = useState<(ChosenWebhookChange & { from: HTMLElement | null }) | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const commands = useWebhookCommands({ onTested: setLogFor })

  const onAction = (endpoint: WebhookEndpoint, action: WebhookAction, from: HTMLElement | null) => {
    if (action === 'deliveries') setLogFor(endpoint)
    else if (action === 'edit' || action === 'rotate' || action === 'delete')
      setChosen({ action, endpoint, from })
    else commands.run(endpoint, action)
  }
  const columns = useWebhookColumns(onAction)
  // Adding needs the plan's developer API; the page shows its lock above the keys.
  const canManage = usePermission('Api_Key_Manage')
  const { lock } = usePlanLock('DEVELOPER_API')
  const canAdd = canManage && !lock

  const addTrigger = (variant: 'default' | 'outline', ref?: typeof addButton) => (
    <Button
      ref={ref}
      size={variant === 'outline' ? 'sm' : 'default'}
      variant={variant}
      onClick={() => setAdding(true)}
    >
      <Plus aria-hidden="true" />
      {t('webhooks.add')}
    </Button>
  )

  return (
    <section aria-labelledby="webhooks-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid max-w-3xl gap-1">
          <h2 id="webhooks-heading" className="font-semibold text-lg text-foreground">
            {t('webhooks.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('webhooks.intro')}</p>
        </div>
        {canAdd ? addTrigger('default', addButton) : null}
      </div>
      {query.isError ? (
        <LoadFailed
          title={t('webhooks.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="rounded-xl border border-border bg-card p-2 shadow-sm sm:p-4">
          <DataTable
            columns={columns}
            data={query.data?.list ?? []}
            caption={t('webhooks.caption')}
            getRowId={(endpoint) => endpoint.endpointId}
            loading={query.isPending}
            empty={
              <ListEmpty
                message={
                  <span className="grid gap-1">
                    <span className="font-medium text-foreground">{t('webhooks.empty')}</span>
                    {canAdd ? <span>{t('webhooks.emptyHint')}</span> : null}
                  </span>
                }
                action={canAdd ? addTrigger('outline') : null}
              />
            }
          />
        </div>
      )}
      <Permission id="Api_Key_Manage">
        <AddWebhookDialog
          open={adding}
          onOpenChange={setAdding}
          onAdded={(added) => setIssued({ ...added, kind: 'added', returnFocus: addButton.current })}
        />
      </Permission>
      <WebhookActionDialogs
        chosen={chosen}
        onClose={() => setChosen(null)}
        onRotated={(rotated) => setIssued({ ...rotated, kind: 'rotated', returnFocus: chosen?.from ?? null })}
      />
      <WebhookSecretDialog issued={issued} onDone={() => setIssued(null)} />
      <WebhookDeliveriesDialog endpoint={logFor} onClose={() => setLogFor(null)} />
    </section>
  )
}
