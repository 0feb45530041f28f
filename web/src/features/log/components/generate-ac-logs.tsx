import type { Batch } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { getBatchInfo, useBatches } from '@/api/batch'
import { BatchDownloads } from '@/components/batch/batch-downloads'
import { BatchProgressBar } from '@/components/batch/batch-progress-bar'
import { Permission } from '@/components/permission'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { ListEmpty } from '@/components/ui/list-empty'
import { ListPanel } from '@/components/ui/list-panel'
import { ShortId } from '@/components/ui/short-id'
import { formatCount } from '@/lib/format'
import { usePageParams } from '@/lib/use-page-params'

/**
 * Logs > Generate AC logs: every batch with its type, configuration, live progress, counts, time and
 * downloads. The list polls every second while a batch on the page is still processing.
 */
export function GenerateAcLogs() {
  const { t } = useTranslation()
  const paging = usePageParams()
  const { pageNum, pageSize } = paging
  const query = useBatches({ pageNum, pageSize })
  const page = query.data
  const fetchedAt = query.dataUpdatedAt

  const count = (key: 'total' | 'success' | 'failed'): DataColumn<Batch> => ({
    id: key,
    header: () => <span className="block text-right">{t(`logs.columns.${key}`)}</span>,
    meta: { label: t(`logs.columns.${key}`) },
    cell: ({ row }) => (
      <span className="block text-right tabular-nums">
        {row.original.process === 'PROCESSING' && key === 'total' && row.original.total === 0
          ? '--'
          : formatCount(row.original[key])}
      </span>
    ),
  })

  const columns: DataColumn<Batch>[] = [
    {
      id: 'type',
      header: t('logs.columns.type'),
      cell: ({ row }) => (
        <div className="grid gap-0.5">
          <span className="font-medium text-foreground">{t(`batchTypes.${row.original.type}`)}</span>
          <ShortId id={row.original.batchCode} copyable className="text-xs text-muted-foreground" />
        </div>
      ),
    },
    { id: 'config', header: t('logs.columns.config'), cell: ({ row }) => row.original.configName },
    {
      id: 'progress',
      header: t('logs.columns.progress'),
      cell: ({ row }) => {
        const batch = row.original
        return (
          <div className="grid gap-1">
            {batch.process === 'PROCESSING' ? (
              <BatchProgressBar batch={batch} label={t('logs.progressOf', { batchCode: batch.batchCode })} />
            ) : (
              <Badge variant={batch.failed > 0 || batch.problem ? 'warning' : 'success'}>
                {t('logs.complete')}
              </Badge>
            )}
            {batch.problem ? (
              <span className="max-w-64 text-destructive text-xs">{batch.problem}</span>
            ) : null}
          </div>
        )
      },
    },
    count('total'),
    count('success'),
    count('failed'),
    {
      id: 'time',
      header: t('logs.columns.time'),
      cell: ({ row }) => <DateTime at={row.original.createdAt} className="block min-w-24" />,
    },
    {
      id: 'downloads',
      header: t('logs.columns.downloads'),
      cell: ({ row }) =>
        row.original.process === 'COMPLETE' ? (
          <BatchDownloads batch={row.original} fetchedAt={fetchedAt} refresh={getBatchInfo} compact />
        ) : (
          <span className="text-xs text-muted-foreground">{t('logs.notYet')}</span>
        ),
    },
  ]

  return (
    <ListPanel paginationLabel={t('logs.pagination')} total={page?.total} paging={paging}>
      <DataTable
        columns={columns}
        data={page?.list ?? []}
        caption={t('logs.caption')}
        getRowId={(batch) => batch.batchCode}
        loading={query.isPending}
        empty={
          <ListEmpty
            message={t('logs.empty')}
            action={
              <Permission id="Generate_Ac_View">
                <Link to="/profile/generateac" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  {t('logs.generate')}
                </Link>
              </Permission>
            }
          />
        }
      />
    </ListPanel>
  )
}
