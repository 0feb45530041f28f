import type { SelectionResult } from '@simlessly/shared'
import { Megaphone, UserMinus } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useMoveProfiles } from '@/api/fleet'
import { useGroupProfiles } from '@/api/group'
import { Permission } from '@/components/permission'
import { Button, buttonVariants } from '@/components/ui/button'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { formatCount } from '@/lib/format'
import { AddProfilesDialog } from './add-profiles-dialog'
import { GroupProfilesTable } from './group-profiles-table'
import { RejectedIccids } from './rejected-iccids'

/** Moving profiles in and out of a group is a profile edit, or the group's management. */
const MOVE_IDS = ['Profile_Edit', 'Group_Manage']

/**
 * The profiles of the chosen group, a page at a time: add by pasted ICCIDs, remove a selection (the
 * profiles stay in the fleet), or run a campaign over the group, as far as the role allows. Keyed by group,
 * so a new group starts on its first page with nothing selected.
 */
export function GroupProfilesPanel({ groupId, name }: { groupId: string; name: string }) {
  const { t } = useTranslation()
  const headingId = useId()
  const [pageNum, setPageNum] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [removed, setRemoved] = useState<SelectionResult | null>(null)
  const query = useGroupProfiles({ groupId, pageNum, pageSize })
  const move = useMoveProfiles()
  const page = query.data
  const total = page?.total

  const changePage = (next: number) => {
    setPageNum(next)
    setSelected(new Set())
  }

  const remove = () =>
    move.mutate(
      { iccids: [...selected], groupId: null },
      {
        onSuccess: (result) => {
          setRemoved(result)
          setSelected(new Set())
          // Removing every row of a later page leaves it empty: step back to the page before.
          if (page && result.updated >= page.list.length && pageNum > 1) setPageNum(pageNum - 1)
        },
      },
    )

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-border bg-card p-2 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 px-2 pt-2 sm:px-0 sm:pt-0">
        <div className="grid gap-0.5">
          <h2 id={headingId} className="font-semibold text-lg text-foreground">
            {t('groups.profiles.heading', { name })}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total === undefined
              ? t('common.loading')
              : t('groups.profiles.total', { count: total, formatted: formatCount(total) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Permission id={MOVE_IDS}>
            <AddProfilesDialog groupId={groupId} groupName={name} />
            <Button
              variant="outline"
              size="sm"
              onClick={remove}
              disabled={selected.size === 0 || move.isPending}
            >
              {move.isPending ? <Spinner /> : <UserMinus aria-hidden="true" />}
              {t('groups.profiles.remove')}
            </Button>
          </Permission>
          <Permission id="Campaign_Manage">
            <Link
              to={`/profile/campaign?groupId=${encodeURIComponent(groupId)}`}
              className={buttonVariants({ size: 'sm' })}
            >
              <Megaphone aria-hidden="true" />
              {t('groups.profiles.campaign')}
            </Link>
          </Permission>
        </div>
      </div>
      <p role="status" className="px-2 text-sm text-muted-foreground sm:px-0">
        {selected.size > 0
          ? t('groups.profiles.selected', { count: selected.size })
          : removed
            ? t('groups.profiles.removed', {
                count: removed.updated,
                formatted: formatCount(removed.updated),
              })
            : null}
      </p>
      {removed && removed.failures.length > 0 ? (
        <RejectedIccids
          heading={t('groups.profiles.removeFailures', { count: removed.failures.length })}
          rejected={removed.failures.map(({ iccid, reason }) => ({ value: iccid, reason }))}
        />
      ) : null}
      <GroupProfilesTable
        list={page?.list ?? []}
        loading={query.isPending}
        caption={t('groups.profiles.caption', { name })}
        selected={selected}
        onSelect={setSelected}
      />
      {page && page.total > 0 ? (
        <Pagination
          label={t('groups.profiles.pagination')}
          pageNum={pageNum}
          pageSize={pageSize}
          total={page.total}
          onPageChange={changePage}
          onPageSizeChange={(size) => {
            setPageSize(size)
            changePage(1)
          }}
        />
      ) : null}
    </section>
  )
}
