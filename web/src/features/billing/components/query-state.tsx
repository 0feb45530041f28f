import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '@/components/ui/load-failed'
import { Spinner } from '@/components/ui/spinner'

/** A screen's first load: "Loading…" while it waits, the failure with a retry if it fails, else nothing. */
export function QueryState({ query, label }: { query: UseQueryResult<unknown>; label?: string }) {
  const { t } = useTranslation()
  if (query.isLoading) {
    return (
      <p
        className="inline-flex items-center gap-2 text-sm text-muted-foreground"
        role="status"
        aria-busy="true"
      >
        <Spinner />
        {label ?? t('common.loading')}
      </p>
    )
  }
  if (!query.isError || query.data !== undefined) return null
  return (
    <div className="max-w-3xl">
      <LoadFailed title={t('billing.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
    </div>
  )
}
