import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

/**
 * The shape of a screen part while its figures load: grey blocks where they will be, announced once as
 * loading (the blocks themselves are decoration).
 */
export function LoadingBlock({
  label,
  blocks = 3,
  className,
}: {
  label?: string
  blocks?: number
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-busy="true" className={cn('grid gap-4 sm:grid-cols-3', className)}>
      <span className="sr-only">{label ?? t('common.loading')}</span>
      {Array.from({ length: blocks }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
          key={index}
          aria-hidden="true"
          className="h-32 animate-pulse rounded-xl border border-border bg-accent"
        />
      ))}
    </div>
  )
}
