import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCount } from '@/lib/format'
import { PAGE_SIZES } from '@/lib/use-page-params'
import { Button } from './button'
import { NativeSelect } from './native-select'

type PaginationProps = {
  pageNum: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
  onPageSizeChange: (size: number) => void
  /** What the list holds, to name the navigation landmark ("Configurations pages"). */
  label: string
}

/** Server-side pagination with the seed's page-size selector: the range shown, the size, previous and next. */
export function Pagination({
  pageNum,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  label,
}: PaginationProps) {
  const { t } = useTranslation()
  const sizeId = useId()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (pageNum - 1) * pageSize + 1
  const last = Math.min(total, pageNum * pageSize)

  return (
    <nav
      aria-label={label}
      className="flex flex-col gap-3 text-sm text-zinc-700 sm:flex-row sm:items-center sm:justify-between"
    >
      <p aria-live="polite">
        {t('pagination.range', {
          first: formatCount(first),
          last: formatCount(last),
          total: formatCount(total),
        })}
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
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </div>
        <span className="whitespace-nowrap">{t('pagination.page', { page: pageNum, pages })}</span>
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
            disabled={pageNum >= pages}
            aria-label={t('pagination.next')}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  )
}
