import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatCount } from '@/lib/format'
import { PAGE_SIZES } from '@/lib/use-page-params'
import { DensityToggle } from '../density-toggle'
import { Button } from './button'
import { PageSizeSelect } from './page-size-select'

type PaginationProps = {
  pageNum: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
  onPageSizeChange: (size: number) => void
  /** What the list holds, to name the navigation landmark ("Configurations pages"). */
  label: string
  /** The sizes offered; the lists' own by default. */
  sizes?: readonly number[]
  /** Rows on this page: the range is counted from them, since a capped total may fall short of them. */
  rows?: number
  /**
   * `total` is a lower bound (a count cut short, given with `rows`): the range reads "of 10,000+" and
   * "next" stays open while pages come back full.
   */
  totalCapped?: boolean
}

/** Server-side pagination with a page-size selector: the range shown, the size, previous and next. */
export function Pagination({
  pageNum,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  label,
  sizes = PAGE_SIZES,
  rows,
  totalCapped = false,
}: PaginationProps) {
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const before = (pageNum - 1) * pageSize
  const first = (rows ?? total) === 0 ? 0 : before + 1
  const last = rows === undefined ? Math.min(total, pageNum * pageSize) : before + rows
  const hasNext = totalCapped ? rows === pageSize : pageNum < pages
  const shownTotal = totalCapped
    ? t('pagination.totalCapped', { total: formatCount(Math.max(total, last)) })
    : formatCount(total)

  return (
    <nav
      aria-label={label}
      className="flex flex-col gap-3 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <p aria-live="polite">
        {t('pagination.range', { first: formatCount(first), last: formatCount(last), total: shownTotal })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <PageSizeSelect value={pageSize} onChange={onPageSizeChange} sizes={sizes} />
        <DensityToggle />
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
