import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { getBatchInfo, useBatchInfo } from '@/api/batch'
import type { RegenerateResult } from '@/api/generation'
import { BatchDownloads } from '@/components/batch/batch-downloads'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { formatCount } from '@/lib/format'
import { BatchNextSteps } from './batch-next-steps'
import { RegenerateTable } from './regenerate-table'

/**
 * What a re-generation did: how many profiles were renewed and refused, each ICCID's new AC or reason, and
 * the batch's files (the call is recorded as a RE_GENERATE batch, which the logs list too).
 */
export function RegenerateResults({ result, onAgain }: { result: RegenerateResult; onAgain: () => void }) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  // The form the user submitted is gone: the result's heading takes the focus, and is announced.
  useEffect(() => heading.current?.focus(), [])
  const renewed = result.results.filter((outcome) => outcome.ok).length
  const counts = { renewed, refused: result.results.length - renewed }

  return (
    <section aria-labelledby="regenerate-result-heading" className="grid gap-5">
      <div className="grid gap-1">
        <h2
          id="regenerate-result-heading"
          ref={heading}
          tabIndex={-1}
          className="font-semibold text-lg text-foreground outline-none"
        >
          {t('generate.regenerate.result.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('generate.regenerate.result.batch', { batchCode: result.batchCode })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-center">
        {(['renewed', 'refused'] as const).map((key) => (
          <div key={key} className="grid gap-0.5 rounded-lg border border-border bg-card p-3">
            <dt className="text-xs text-muted-foreground uppercase tracking-wide">
              {t(`generate.regenerate.result.${key}`)}
            </dt>
            <dd className="font-semibold text-xl tabular-nums">{formatCount(counts[key])}</dd>
          </div>
        ))}
      </dl>
      <RegenerateTable outcomes={result.results} />
      {counts.renewed > 0 ? (
        <p className="text-xs text-muted-foreground">{t('generate.regenerate.result.secret')}</p>
      ) : null}
      <div className="grid gap-2">
        <h3 className="font-medium text-sm text-foreground">{t('generate.regenerate.result.downloads')}</h3>
        <RegenerateDownloads batchCode={result.batchCode} />
      </div>
      <BatchNextSteps
        logsLabel={t('generate.regenerate.result.logs')}
        againLabel={t('generate.regenerate.result.again')}
        onAgain={onAgain}
      />
    </section>
  )
}

/** The batch's CSV of new ACs (and its errors file when an ICCID was refused), from the batch's info. */
function RegenerateDownloads({ batchCode }: { batchCode: string }) {
  const { t } = useTranslation()
  const info = useBatchInfo(batchCode)
  if (info.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {t('common.loading')}
      </p>
    )
  }
  if (info.isError) return <FormAlert>{errorMessage(info.error)}</FormAlert>
  return (
    <BatchDownloads
      batch={info.data}
      fetchedAt={info.dataUpdatedAt}
      refresh={(code) => getBatchInfo(code)}
      size="default"
    />
  )
}
