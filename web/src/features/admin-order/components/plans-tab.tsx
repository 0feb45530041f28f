import type { Plan } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useAdminPlans } from '@/api/admin-order'
import { Permission } from '@/components/permission'
import { Badge } from '@/components/ui/badge'
import { type DataColumn, DataTable } from '@/components/ui/data-table'
import { FormAlert } from '@/components/ui/form-alert'
import { errorMessage } from '@/lib/error-message'
import { formatCount, formatUsd } from '@/lib/format'
import { PlanEditDialog } from './plan-edit-dialog'

/** The plan catalogue with what each plan costs and includes; Admin_Order_Manage edits a plan. */
export function PlansTab() {
  const { t } = useTranslation()
  const plans = useAdminPlans()
  const columns: DataColumn<Plan>[] = [
    {
      id: 'name',
      header: t('adminOrders.plans.columns.name'),
      cell: ({ row }) => (
        <span className="grid min-w-40 gap-0.5">
          <span className="font-medium">{row.original.name}</span>
          <span className="font-mono text-xs text-muted-foreground">{row.original.code}</span>
        </span>
      ),
    },
    {
      id: 'prices',
      header: t('adminOrders.plans.columns.prices'),
      cell: ({ row }) => (
        <span className="grid whitespace-nowrap tabular-nums">
          <span>{t('adminOrders.plans.monthly', { price: formatUsd(row.original.monthlyPriceCents) })}</span>
          <span>{t('adminOrders.plans.annual', { price: formatUsd(row.original.annualPriceCents) })}</span>
        </span>
      ),
    },
    {
      id: 'usage',
      header: t('adminOrders.plans.columns.usage'),
      cell: ({ row }) =>
        t(`adminOrders.plans.usage.${row.original.billingDimension}`, {
          count: row.original.includedUsage,
          formatted: formatCount(row.original.includedUsage),
        }),
    },
    {
      id: 'members',
      header: t('adminOrders.plans.columns.members'),
      cell: ({ row }) => formatCount(row.original.members),
    },
    {
      id: 'reDownloads',
      header: t('adminOrders.plans.columns.reDownloads'),
      cell: ({ row }) => formatCount(row.original.reDownloadsPerMonth),
    },
    { id: 'plmn', header: t('adminOrders.plans.columns.plmn'), cell: ({ row }) => row.original.plmnNetwork },
    {
      id: 'configurations',
      header: t('adminOrders.plans.columns.configurations'),
      cell: ({ row }) => formatCount(row.original.configurations),
    },
    {
      id: 'features',
      header: t('adminOrders.plans.columns.features'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          {row.original.features.length === 0
            ? t('adminOrders.plans.noFeatures')
            : row.original.features.map((feature) => (
                <Badge key={feature}>{t(`adminOrders.plans.features.${feature}`)}</Badge>
              ))}
        </span>
      ),
    },
    {
      id: 'purchasable',
      header: t('adminOrders.plans.columns.purchasable'),
      cell: ({ row }) =>
        row.original.purchasable ? t('adminOrders.detail.yes') : t('adminOrders.detail.no'),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('adminOrders.plans.columns.actions')}</span>,
      cell: ({ row }) => (
        <Permission id="Admin_Order_Manage">
          <PlanEditDialog plan={row.original} />
        </Permission>
      ),
    },
  ]
  return (
    <div className="grid gap-4">
      {plans.isError ? <FormAlert>{errorMessage(plans.error)}</FormAlert> : null}
      <div className="rounded-xl border border-border bg-card p-2 shadow-sm sm:p-4">
        <DataTable
          columns={columns}
          data={plans.data ?? []}
          caption={t('adminOrders.plans.caption')}
          getRowId={(plan) => plan.code}
          loading={plans.isPending}
          empty={t('adminOrders.plans.empty')}
        />
      </div>
    </div>
  )
}
