import type { Batch } from '@simlessly/shared'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { getBatchInfo, useBatchInfo } from '@/api/batch'
import { BatchDownloads } from '@/components/batch/batch-downloads'
import { BatchProgressBar, batchPhaseText } from '@/components/batch/batch-progress-bar'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { batchProgress } from '@/lib/batch-progress'
import { errorMessage } from '@/lib/error-message'
import { formatCount } from '@/lib/format'
import { BatchNextSteps } from './batch-next-steps'
import { BatchParts } from './batch-parts'

/**
 * A batch after it started: progress polled every second until COMPLETE, the counts, then the downloads.
 * A batch takes about 1-2 minutes, so the page must show that it is moving.
 */
export function BatchProgressPanel({ batchCode, onReset }: { batchCode: string; onReset: () => void }) {
  const { t } = useTranslation()
  const info = useBatchInfo(batchCode)
  const heading = useRef<HTMLHeadingElement>(null)
  // The form the user submitted is gone: its result takes the focus.
  useEffect(() => heading.current?.focus(), [])
  const batch = info.data
  const complete = batch?.process === 'COMPLETE'

  return (
    <section aria-labelledby="batch-progress-heading" className="grid gap-5">
      <div className="grid gap-1">
        <h2
          id="batch-progress-heading"
          ref={heading}
          tabIndex={-1}
          className="font-semibold text-lg text-foreground outline-none"
        >
          {complete ? t('generate.progress.complete') : t('generate.progress.running')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('generate.progress.batch', { batchCode })}
          {batch ? ` · ${batch.configName}` : ''}
        </p>
      </div>
      {info.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {t('common.loading')}
        </p>
      ) : null}
      {info.isError && !batch ? <FormAlert>{errorMessage(info.error)}</FormAlert> : null}
      {batch ? <BatchState batch={batch} fetchedAt={info.dataUpdatedAt} /> : null}
      <BatchNextSteps
        logsLabel={t('generate.progress.logs')}
        againLabel={t('generate.progress.another')}
        onAgain={onReset}
      />
    </section>
  )
}

function BatchState({ batch, fetchedAt }: { batch: Batch; fetchedAt: number }) {
  const { t } = useTranslation()
  const progress = batchProgress(batch)
  // Announced when it changes: the phase and every tenth of the way, not every poll.
  const announcement = progress.complete
    ? t('generate.progress.doneAnnouncement', { success: batch.success, failed: batch.failed })
    : progress.percent === null || progress.phase === 'assembling'
      ? batchPhaseText(progress, t)
      : t('batch.percent', { percent: Math.floor(progress.percent / 10) * 10 })

  return (
    <div className="grid gap-5">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <BatchProgressBar batch={batch} label={t('generate.progress.bar')} />
      <dl className="grid grid-cols-3 gap-3 text-center">
        {(['total', 'success', 'failed'] as const).map((key) => (
          <div key={key} className="grid gap-0.5 rounded-lg border border-border bg-card p-3">
            <dt className="text-xs text-muted-foreground uppercase tracking-wide">
              {t(`generate.progress.${key}`)}
            </dt>
            <dd className="font-semibold text-xl tabular-nums">{formatCount(batch[key])}</dd>
          </div>
        ))}
      </dl>
      {batch.problem ? <FormAlert title={t('batch.problem')}>{batch.problem}</FormAlert> : null}
      {progress.complete ? (
        <div className="grid gap-2">
          <h3 className="font-medium text-sm text-foreground">{t('generate.progress.downloads')}</h3>
          {batch.encrypted ? (
            <p className="text-xs text-muted-foreground">{t('generate.progress.encrypted')}</p>
          ) : null}
          <BatchDownloads
            batch={batch}
            fetchedAt={fetchedAt}
            refresh={(code) => getBatchInfo(code)}
            size="default"
          />
          {batch.downloads?.csv ? (
            <p className="text-sm text-muted-foreground">{t('generate.progress.linksWhere')}</p>
          ) : null}
          {batch.downloads && Object.keys(batch.downloads).length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('generate.progress.noFiles')}</p>
          ) : null}
        </div>
      ) : (
        <>
          <BatchParts parts={batch.parts ?? []} />
          <p className="text-sm text-muted-foreground">{t('generate.progress.wait')}</p>
        </>
      )}
    </div>
  )
}
