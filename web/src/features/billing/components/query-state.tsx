import type { UseQueryResult } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'

/** A screen's first load: "Loading…" while it waits, the failure with a retry if it fails, else nothing. */
export function QueryState({ query, label }: { query: UseQueryResult<unknown>; label?: string }) {
  const { t } = useTranslation()
  if (query.isLoading) {
    return (
      <p className="inline-flex items-center gap-2 text-sm text-zinc-600" role="status" aria-busy="true">
        <Spinner />
        {label ?? t('common.loading')}
      </p>
    )
  }
  if (!query.isError || query.data !== undefined) return null
  return (
    <div className="grid max-w-3xl justify-items-start gap-3">
      <FormAlert title={t('billing.loadFailed')}>{errorMessage(query.error)}</FormAlert>
      <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
        <RotateCw aria-hidden="true" />
        {t('common.retry')}
      </Button>
    </div>
  )
}
