import { Plus } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApiKeys } from '@/api/api-key'
import { usePlanLock } from '@/api/plan'
import { PageHeader } from '@/components/page-header'
import { PlanLockNotice } from '@/components/plan-lock'
import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { ListEmpty } from '@/components/ui/list-empty'
import { ListPanel } from '@/components/ui/list-panel'
import { LoadFailed } from '@/components/ui/load-failed'
import { usePermission } from '@/lib/session/use-permission'
import { usePageParams } from '@/lib/use-page-params'
import { useApiKeyColumns } from './api-key-columns'
import { CreateApiKeyDialog } from './create-api-key-dialog'
import { type IssuedSecret, KeySecretDialog } from './key-secret-dialog'

/**
 * The head of `setting/developer` and the enterprise's API keys (the route puts the webhooks and the signing
 * guide below). Creating, rotating and revoking need Api_Key_Manage, and creating a key or an endpoint
 * needs the plan's developer API (its lock shows instead). A new secret lives only in this
 * page's state while its dialog is open. The server answers every key at once; the page shows them a page
 * at a time.
 */
export function ApiKeysSection() {
  const { t } = useTranslation()
  const paging = usePageParams()
  const { pageNum, pageSize } = paging
  const query = useApiKeys()
  const [creating, setCreating] = useState(false)
  const [issued, setIssued] = useState<IssuedSecret | null>(null)
  const createButton = useRef<HTMLButtonElement>(null)
  const columns = useApiKeyColumns(setIssued)
  // Keys and webhooks need the plan's developer API: without it, why and the way out show where they are
  // made, and no form to make one is offered (those already made stay listed, to revoke or delete).
  const canManage = usePermission('Api_Key_Manage')
  const { lock } = usePlanLock('DEVELOPER_API')
  const canCreate = canManage && !lock
  const keys = query.data?.list ?? []
  const shown = keys.slice((pageNum - 1) * pageSize, pageNum * pageSize)

  const empty = (
    <ListEmpty
      message={t('developer.keys.empty')}
      action={
        canCreate ? (
          <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('developer.keys.create')}
          </Button>
        ) : null
      }
    />
  )

  return (
    <>
      <PageHeader title={t('routeTitles.setting/developer')} description={t('developer.description')}>
        {canCreate ? (
          <CreateApiKeyDialog
            open={creating}
            onOpenChange={setCreating}
            onCreated={(created) =>
              setIssued({ ...created, kind: 'created', returnFocus: createButton.current })
            }
            trigger={
              <Button ref={createButton}>
                <Plus aria-hidden="true" />
                {t('developer.keys.create')}
              </Button>
            }
          />
        ) : null}
      </PageHeader>
      {canManage && lock ? <PlanLockNotice lock={lock} /> : null}
      {query.isError ? (
        <LoadFailed
          title={t('developer.keys.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ListPanel
          paginationLabel={t('developer.keys.pagination')}
          total={query.data?.list.length}
          paging={paging}
        >
          <DataTable
            columns={columns}
            data={shown}
            caption={t('developer.keys.caption')}
            getRowId={(key) => key.accessKey}
            loading={query.isPending}
            empty={empty}
          />
        </ListPanel>
      )}
      <KeySecretDialog issued={issued} onDone={() => setIssued(null)} />
    </>
  )
}
