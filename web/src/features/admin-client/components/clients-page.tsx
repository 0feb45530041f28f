import { CLIENT_PLAN_FILTERS } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useClients } from '@/api/admin-client'
import { Button } from '@/components/ui/button'
import { DebouncedFilterInput } from '@/components/ui/debounced-filter-input'
import { FilterSelect } from '@/components/ui/filter-select'
import { ListEmpty } from '@/components/ui/list-empty'
import { ListPanel } from '@/components/ui/list-panel'
import { usePageParams } from '@/lib/use-page-params'
import { CLIENT_SORT_OPTIONS, readClientFilters, toClientRequest } from '../client-filters'
import { ClientDetailSheet } from './client-detail-sheet'
import { ClientsTable } from './clients-table'

/** Every client, searched, filtered, sorted and paged by the query string; a name opens its detail. */
export function ClientsPage() {
  const { t } = useTranslation()
  const paging = usePageParams()
  const { params, pageNum, pageSize, update } = paging
  const values = readClientFilters(params)
  const query = useClients(toClientRequest(values, { pageNum, pageSize }))
  const open = params.get('client')
  const filtered = Boolean(values.q || values.plan || values.status)
  const set = (key: string, value: string) => update({ [key]: value, page: undefined })
  const clear = () => update({ q: undefined, plan: undefined, status: undefined, page: undefined })
  const planLabel = (p: string) =>
    p === 'TRIAL' ? t('adminClients.trial') : p === 'NONE' ? t('adminClients.noPlan') : p
  return (
    <div className="grid gap-4">
      <h1 className="font-semibold text-2xl">{t('adminClients.title')}</h1>
      <div className="flex flex-wrap items-end gap-3">
        <DebouncedFilterInput
          id="clients-search"
          label={t('adminClients.search')}
          value={values.q}
          isValid={(q) => q.trim().length <= 100}
          invalidMessage={t('adminClients.searchTooLong')}
          onCommit={(q) => set('q', q)}
        />
        <FilterSelect
          id="clients-plan"
          label={t('adminClients.plan')}
          value={values.plan}
          allLabel={t('adminClients.allPlans')}
          options={CLIENT_PLAN_FILTERS.map((p) => ({ value: p, label: planLabel(p) }))}
          onChange={(plan) => set('plan', plan)}
        />
        <FilterSelect
          id="clients-status"
          label={t('adminClients.status')}
          value={values.status}
          allLabel={t('adminClients.allStatuses')}
          options={(['ACTIVE', 'SUSPENDED'] as const).map((s) => ({
            value: s,
            label: t(`adminClients.statuses.${s}`),
          }))}
          onChange={(status) => set('status', status)}
        />
        <FilterSelect
          id="clients-sort"
          label={t('adminClients.sort')}
          value={values.sort}
          allLabel={t('adminClients.sorts.created-desc')}
          options={CLIENT_SORT_OPTIONS.slice(1).map((s) => ({
            value: s,
            label: t(`adminClients.sorts.${s}`),
          }))}
          onChange={(sort) => set('sort', sort)}
        />
      </div>
      <ListPanel paginationLabel={t('adminClients.pagination')} total={query.data?.total} paging={paging}>
        <ClientsTable
          list={query.data?.list ?? []}
          loading={query.isPending}
          onOpen={(id) => update({ client: id })}
          empty={
            filtered ? (
              <ListEmpty
                message={t('adminClients.emptyFiltered')}
                action={
                  <Button variant="outline" size="sm" onClick={clear}>
                    {t('adminClients.clear')}
                  </Button>
                }
              />
            ) : (
              t('adminClients.empty')
            )
          }
        />
      </ListPanel>
      {open ? <ClientDetailSheet enterpriseId={open} onClose={() => update({ client: undefined })} /> : null}
    </div>
  )
}
