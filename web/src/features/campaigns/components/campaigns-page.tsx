import { CAMPAIGN_STATUSES, type Campaign } from '@simlessly/shared'
import { Plus, Search } from 'lucide-react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'
import { notifications } from '@/lib/notifications'
import { usePageParams } from '@/lib/use-page-params'
import { useCampaigns } from '../api/list-campaigns'
import { CampaignDetailSheet } from './campaign-detail-sheet'
import { CampaignsTable } from './campaigns-table'
import { NewCampaignDialog } from './new-campaign-dialog'

/**
 * `profile/campaign`: the campaigns with their live progress, filtered by status and name. `?new` opens
 * the form (`?groupId=` chooses its group, as the group screen's link does); `?campaign=` opens one.
 */
export function CampaignsPage() {
  const { t } = useTranslation()
  const { params, pageNum, pageSize, setPage, setPageSize, update } = usePageParams()
  const keyword = params.get('q') ?? ''
  const status = CAMPAIGN_STATUSES.find((value) => value === params.get('status'))
  const groupId = params.get('groupId') ?? undefined
  const creating = params.has('new') || groupId !== undefined
  const openId = params.get('campaign') ?? undefined
  const query = useCampaigns({ keyword: keyword || undefined, status, pageNum, pageSize })
  const page = query.data

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('q')
    update({ q: typeof value === 'string' ? value.trim() : undefined, page: undefined })
  }
  const onCreated = (campaign: Campaign) => {
    notifications.notify(
      t(`campaigns.created.${campaign.status === 'SCHEDULED' ? 'later' : 'now'}`, { name: campaign.name }),
      {
        variant: 'success',
      },
    )
    update({ new: undefined, groupId: undefined, campaign: campaign.campaignId })
  }
  const open = (campaign: Campaign) => update({ campaign: campaign.campaignId })

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-semibold text-2xl text-zinc-900 tracking-tight">
            {t('routeTitles.profile/campaign')}
          </h1>
          <p className="text-zinc-600">{t('campaigns.description')}</p>
        </div>
        <Button onClick={() => update({ new: '1' })}>
          <Plus aria-hidden="true" />
          {t('campaigns.create')}
        </Button>
      </header>
      <search className="flex flex-wrap items-end gap-3">
        <form onSubmit={onSearch} className="flex min-w-64 max-w-md flex-1 gap-2" key={keyword}>
          <Input
            name="q"
            type="search"
            defaultValue={keyword}
            aria-label={t('campaigns.searchLabel')}
            placeholder={t('campaigns.searchPlaceholder')}
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            {t('campaigns.search')}
          </Button>
        </form>
        <div className="flex items-center gap-2">
          <label htmlFor="campaign-status-filter" className="text-sm text-zinc-700">
            {t('campaigns.statusFilter')}
          </label>
          <NativeSelect
            id="campaign-status-filter"
            className="w-44"
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value || undefined, page: undefined })}
          >
            <option value="">{t('campaigns.allStatuses')}</option>
            {CAMPAIGN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`campaigns.statuses.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </search>
      <div className="grid gap-4 rounded-xl border border-zinc-200 bg-white p-2 shadow-sm sm:p-4">
        <CampaignsTable
          list={page?.list ?? []}
          loading={query.isPending}
          onOpen={open}
          empty={
            keyword || status ? (
              t('campaigns.emptyFiltered')
            ) : (
              <span className="grid justify-items-center gap-3">
                {t('campaigns.empty')}
                <Button variant="outline" size="sm" onClick={() => update({ new: '1' })}>
                  <Plus aria-hidden="true" />
                  {t('campaigns.create')}
                </Button>
              </span>
            )
          }
        />
        {page && page.total > 0 ? (
          <Pagination
            label={t('campaigns.pagination')}
            pageNum={pageNum}
            pageSize={pageSize}
            total={page.total}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        ) : null}
      </div>
      <NewCampaignDialog
        open={creating}
        groupId={groupId}
        onOpenChange={(next) => {
          if (!next) update({ new: undefined, groupId: undefined })
        }}
        onCreated={onCreated}
      />
      {openId ? (
        <CampaignDetailSheet
          key={openId}
          campaignId={openId}
          onClose={() => update({ campaign: undefined })}
        />
      ) : null}
    </div>
  )
}
