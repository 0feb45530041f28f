import { FLEET_PAGE_SIZES } from '@simlessly/shared'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { formatCount } from '@/lib/format'

type FleetPaginationProps = {
  pageNum: number
  pageSize: number
  total: number
  /** `total` is a lower bound: there may be pages after the last one it counts. */
  totalCapped: boolean
  /** Rows on this page, to tell whether a capped count has more after it. */
  rows: number
  onPageChange: (page: number) => void
  onPageSizeChange: (size: number) => void
}

/**
 * The shared pagination's layout, for a total that may be capped: combined filters are counted up to
 * FLEET_COUNT_CAP, so the range reads "of 10,000+" and "next" stays open while pages come back full.
 */
export function FleetPagination({
  pageNum,
  pageSize,
  total,
  totalCapped,
  rows,
  onPageChange,
  onPageSizeChange,
}: FleetPaginationProps) {
  const { t } = useTranslation()
  const sizeId = useId()
  const first = rows === 0 ? 0 : (pageNum - 1) * pageSize + 1
  const last = (pageNum - 1) * pageSize + rows
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const hasNext = totalCapped ? rows === pageSize : pageNum < pages
  const shownTotal = totalCapped
    ? t('fleet.countCapped', { total: formatCount(Math.max(total, last)) })
    : formatCount(total)

  return (
    <nav
      aria-label={t('fleet.pagination')}
      className="flex flex-col gap-3 text-sm text-zinc-700 sm:flex-row sm:items-center sm:justify-between"
    >
      <p aria-live="polite">
        {t('pagination.range', { first: formatCount(first), last: formatCount(last), total: shownTotal })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="whitespace-nowrap">
            {t('pagination.pageSize')}
          </label>
          <NativeSelect
            id={sizeId}
            className="h-8 w-20"
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {FLEET_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </div>
        {totalCapped ? null : (
          <span className="whitespace-nowrap">{t('pagination.page', { page: pageNum, pages })}</span>
        )}
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPageChange(pageNum - 1)}
            disabled={pageNum <= 1}
            aria-label={t('pagination.previous')}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPageChange(pageNum + 1)}
            disabled={!hasNext}
            aria-label={t('pagination.next')}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  )
}
