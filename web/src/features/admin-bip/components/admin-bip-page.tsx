import { useTranslation } from 'react-i18next'
import type { BipLogParams } from '@/api/admin-bip'
import { useBipLog } from '@/api/admin-bip'
import { PageHeader } from '@/components/page-header'
import { Permission } from '@/components/permission'
import { usePageParams } from '@/lib/use-page-params'
import { BIP_FILTER_KEYS, type BipFilterKey, BipLogFilters } from './bip-log-filters'
import { BipLogTable } from './bip-log-table'
import { QueueCommandDialog } from './queue-command-dialog'

/**
 * `admin/bip`: the BIP server's message log (check-ins and commands with their delivery status), filtered
 * and paged by cursor, all in the URL; and, for Admin_Bip_Manage, queueing a command.
 */
export function AdminBipPage() {
  const { t } = useTranslation()
  const { params, update } = usePageParams()
  const values = Object.fromEntries(BIP_FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<
    BipFilterKey,
    string
  >
  const cursors = (params.get('after') ?? '').split(',').filter(Boolean)
  const query: BipLogParams = {
    pageSize: 20,
    ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')),
    ...(cursors.length > 0 && { cursor: cursors.at(-1) }),
  }
  const log = useBipLog(query)
  const filtered = Object.values(values).some((v) => v !== '')

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('routeTitles.admin/bip')} description={t('adminBip.description')}>
        <Permission id="Admin_Bip_Manage">
          <QueueCommandDialog />
        </Permission>
      </PageHeader>
      <BipLogFilters
        values={values}
        onChange={(key, value) => update({ [key]: value, after: undefined })}
        onClear={() =>
          update({ ...Object.fromEntries(BIP_FILTER_KEYS.map((k) => [k, undefined])), after: undefined })
        }
      />
      <BipLogTable
        messages={log.data?.list ?? []}
        loading={log.isPending}
        empty={t(filtered ? 'adminBip.log.emptyFiltered' : 'adminBip.log.empty')}
        onNewer={cursors.length > 0 ? () => update({ after: cursors.slice(0, -1).join(',') }) : undefined}
        onOlder={log.data?.next ? () => update({ after: [...cursors, log.data?.next].join(',') }) : undefined}
      />
    </div>
  )
}
