import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PAGE_SIZES } from '@/lib/use-page-params'
import { cn } from '@/lib/utils'
import { NativeSelect } from './native-select'

type PageSizeSelectProps = {
  value: number
  onChange: (size: number) => void
  /** The sizes offered; the lists' own by default. */
  sizes?: readonly number[]
  className?: string
}

/** "Rows per page" and its choice of sizes: the pagination's, and a log that loads more at a time. */
export function PageSizeSelect({ value, onChange, sizes = PAGE_SIZES, className }: PageSizeSelectProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="whitespace-nowrap">
        {t('pagination.pageSize')}
      </label>
      <NativeSelect
        id={id}
        className="h-8 w-20"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
