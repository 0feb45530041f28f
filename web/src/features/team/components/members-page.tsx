import { MEMBER_STATUSES, memberListRequestSchema } from '@simlessly/shared'
import { UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useMemberLimit, useMembers } from '@/api/member'
import { PageHeader } from '@/components/page-header'
import { PlanLimitAction, PlanLimitLock } from '@/components/plan-limit'
import { DebouncedFilterInput } from '@/components/ui/debounced-filter-input'
import { FilterSelect } from '@/components/ui/filter-select'
import { ListPanel } from '@/components/ui/list-panel'
import { LoadFailed } from '@/components/ui/load-failed'
import { isOneOf } from '@/lib/one-of'
import { usePermission } from '@/lib/session/use-permission'
import { filterChange } from '@/lib/url-filters'
import { usePageParams } from '@/lib/use-page-params'
import { InviteMemberDialog } from './invite-member-dialog'
import { MembersTable } from './members-table'
import { TeamActivity } from './team-activity'

const isValidSearch = (value: string) => memberListRequestSchema.shape.search.safeParse(value).success

/**
 * `team/member`: the members and pending invitations, searched as the user types (`?q=`) and filtered by
 * status (`?status=`), the actions the user may take on each, and the activity of the team underneath.
 * The seats the plan allows show beside "Invite member"; at the cap (or with no plan running) it is disabled,
 * described by the plan's lock under the header, before any form is opened.
 */
export function MembersPage({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation()
  const paging = usePageParams()
  const { params, pageNum, pageSize, update } = paging
  const search = params.get('q') ?? ''
  const statusParam = params.get('status')
  const status = isOneOf(MEMBER_STATUSES, statusParam) ? statusParam : undefined
  const query = useMembers({ search: search || undefined, status, pageNum, pageSize })
  const canManage = usePermission('Member_Manage')
  const limit = useMemberLimit()
  const page = query.data

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={t('routeTitles.team/member')} description={t('team.members.description')}>
        <PlanLimitAction
          limit={limit}
          what="members"
          canAdd={canManage}
          label={t('team.invite.open')}
          icon={<UserPlus aria-hidden="true" />}
        >
          <InviteMemberDialog />
        </PlanLimitAction>
      </PageHeader>
      <PlanLimitLock limit={limit} what="members" canAdd={canManage} />
      <div className="flex flex-wrap items-start gap-4">
        <search className="w-full max-w-sm">
          <DebouncedFilterInput
            id="member-search"
            type="search"
            label={t('team.members.searchLabel')}
            placeholder={t('team.members.searchPlaceholder')}
            value={search}
            maxLength={100}
            isValid={isValidSearch}
            invalidMessage={t('validation.upTo', { max: 100 })}
            onCommit={(q) => update(filterChange('q', q), { replace: true })}
          />
        </search>
        <FilterSelect
          id="member-status"
          label={t('team.members.statusFilter')}
          allLabel={t('team.members.allStatuses')}
          options={MEMBER_STATUSES.map((value) => ({ value, label: t(`team.statuses.${value}`) }))}
          value={status ?? ''}
          onChange={(value) => update(filterChange('status', value))}
        />
      </div>
      {query.isError && !page ? (
        <LoadFailed
          title={t('team.members.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ListPanel paginationLabel={t('team.members.pagination')} total={page?.total} paging={paging}>
          <MembersTable
            members={page?.list ?? []}
            loading={query.isPending}
            empty={search || status ? t('team.members.emptyFiltered') : t('team.members.empty')}
            canManage={canManage}
            isOwner={isOwner}
          />
        </ListPanel>
      )}
      <TeamActivity />
    </div>
  )
}
