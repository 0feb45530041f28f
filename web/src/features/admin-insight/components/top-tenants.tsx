import type { AdminDashboard } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { formatCount } from '@/lib/format'

type Tenant = AdminDashboard['topTenants'][number]

const numeric = (text: string) => <span className="block text-right tabular-nums">{text}</span>

/** The enterprises that generated the most ACs in the range, with their downloads. */
export function TopTenants({ tenants }: { tenants: readonly Tenant[] }) {
  const { t } = useTranslation()
  const columns: DataColumn<Tenant>[] = [
    { id: 'name', header: t('adminDashboard.tenants.name'), cell: ({ row }) => row.original.name },
    {
      id: 'generated',
      header: () => numeric(t('metrics.generated')),
      meta: { label: t('metrics.generated') },
      cell: ({ row }) => numeric(formatCount(row.original.generated)),
    },
    {
      id: 'downloads',
      header: () => numeric(t('metrics.downloads')),
      meta: { label: t('metrics.downloads') },
      cell: ({ row }) => numeric(formatCount(row.original.downloads)),
    },
  ]
  return (
    <SectionCard title={t('adminDashboard.tenants.title')}>
      <DataTable
        caption={t('adminDashboard.tenants.title')}
        columns={columns}
        data={tenants}
        getRowId={(row) => row.enterpriseId}
        empty={t('adminDashboard.tenants.empty')}
      />
    </SectionCard>
  )
}
