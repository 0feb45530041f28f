import { CAMPAIGN_STATUSES, type Campaign } from '@simlessly/shared'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useCampaigns } from '@/api/campaign'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { FilterSelect } from '@/components/ui/filter-select'
import { ListEmpty } from '@/components/ui/list-empty'
import { ListPanel } from '@/components/ui/list-panel'
import { SearchForm } from '@/components/ui/search-form'
import { notifications } from '@/lib/notifications'
import { usePageParams } from '@/lib/use-page-params'
import { createdToast } from '../campaign-progress'
import { useCampaignActions } from '../use-campaign-actions'
import { CampaignDetailSheet } from './campaign-detail-sheet'
import { CampaignsTable } from './campaigns-table'
import { NewCampaignDialog } from './new-campaign-dialog'

/**
 * `profile/campaign`: the campaigns with their live progress, filtered by status and name. `?new` opens
 * the form (`?groupId=` chooses its group, as the group screen's link does); `?campaign=` opens one.
 */
export function CampaignsPage() {
  const { t } = useTranslation()
  const paging = usePageParams()
  const { params, pageNum, pageSize, update } = paging
  const keyword = params.get('q') ?? ''
  const status = CAMPAIGN_STATUSES.find((value) => value === params.get('status'))
  const groupId = params.get('groupId') ?? undefined
  const canCreate = useCampaignActions().actions.length > 0
  const creating = canCreate && (params.has('new') || groupId !== undefined)
  const openId = params.get('campaign') ?? undefined
  const query = useCampaigns({ keyword: keyword || undefined, status, pageNum, pageSize })
  const page = query.data

  const onCreated = (campaign: Campaign) => {
    notifications.notify(t(`campaigns.created.${createdToast(campaign)}`, { name: campaign.name }), {
      variant: 'success',
    })
    update({ new: undefined, groupId: undefined, campaign: campaign.campaignId })
  }
  const open = (campaign: Campaign) => update({ campaign: campaign.campaignId })

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={t('routeTitles.profile/campaign')} description={t('campaigns.description')}>
        {canCreate ? (
          <Button onClick={() => update({ new: '1' })}>
            <Plus aria-hidden="true" />
            {t('campaigns.create')}
          </Button>
        ) : null}
      </PageHeader>
      <search className="flex flex-wrap items-end gap-3">
        <SearchForm
          key={keyword}
          className="min-w-64 flex-1"
          keyword={keyword}
          onSearch={(q) => update({ q, page: undefined })}
          label={t('campaigns.searchLabel')}
          placeholder={t('campaigns.searchPlaceholder')}
          submitLabel={t('campaigns.search')}
        />
        <FilterSelect
          id="campaign-status-filter"
          layout="inline"
          label={t('campaigns.statusFilter')}
          allLabel={t('campaigns.allStatuses')}
          options={CAMPAIGN_STATUSES.map((value) => ({ value, label: t(`campaigns.statuses.${value}`) }))}
          value={status ?? ''}
          onChange={(value) => update({ status: value || undefined, page: undefined })}
        />
      </search>
      <ListPanel paginationLabel={t('campaigns.pagination')} total={page?.total} paging={paging}>
        <CampaignsTable
          list={page?.list ?? []}
          loading={query.isPending}
          onOpen={open}
          empty={
            keyword || status ? (
              t('campaigns.emptyFiltered')
            ) : (
              <ListEmpty
                message={t('campaigns.empty')}
                action={
                  canCreate ? (
                    <Button variant="outline" size="sm" onClick={() => update({ new: '1' })}>
                      <Plus aria-hidden="true" />
                      {t('campaigns.create')}
                    </Button>
                  ) : null
                }
              />
            )
          }
        />
      </ListPanel>
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
