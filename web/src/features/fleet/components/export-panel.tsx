import type { FleetExport, FleetFilter } from '@simlessly/shared'
import { Download, FileDown } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useExportInfo, useStartExport } from '@/api/fleet'
import { Button, buttonVariants } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { Progress } from '@/components/ui/progress'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { formatCount } from '@/lib/format'
import type { FleetSort } from '../fleet-filters'

/**
 * Export of the filtered fleet as CSV. A small set is ready at once and downloads; a large one runs in
 * the background, with its progress followed here until its link can be offered. Without Ac_Download the
 * server leaves the AC columns out, and the panel says so.
 */
export function ExportPanel({ filter, sort }: { filter: FleetFilter; sort: FleetSort }) {
  const { t } = useTranslation()
  const start = useStartExport()
  const [started, setStarted] = useState<FleetExport | null>(null)
  const info = useExportInfo(started?.status === 'RUNNING' ? started.exportId : undefined)
  const current = info.data ?? started

  const onExport = () =>
    start.mutate(
      { ...filter, ...sort },
      {
        onSuccess: (answer) => {
          setStarted(answer)
          // Presigned links answer as attachments: following one downloads without leaving the page.
          if (answer.status === 'COMPLETE' && answer.url) window.location.assign(answer.url)
        },
      },
    )
  const running = start.isPending || current?.status === 'RUNNING'

  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="outline" onClick={onExport} disabled={running}>
        {running ? <Spinner /> : <FileDown aria-hidden="true" />}
        {t('fleet.export.button')}
      </Button>
      <div aria-live="polite" className="grid max-w-xs justify-items-end gap-1 text-right text-sm">
        {current?.status === 'RUNNING' ? (
          <>
            <span>{t('fleet.export.running', { count: current.rows, rows: formatCount(current.rows) })}</span>
            <Progress value={null} aria-label={t('fleet.export.progress')} />
          </>
        ) : null}
        {current?.status === 'COMPLETE' && current.url ? (
          <a href={current.url} className={buttonVariants({ size: 'sm' })}>
            <Download aria-hidden="true" />
            {t('fleet.export.download', { count: current.rows, rows: formatCount(current.rows) })}
          </a>
        ) : null}
        {current && !current.includesAcs ? (
          <p className="text-xs text-muted-foreground">{t('fleet.export.withoutAcs')}</p>
        ) : null}
        {current?.status === 'FAILED' ? (
          <FormAlert>{current.problem ?? t('fleet.export.failed')}</FormAlert>
        ) : null}
        {info.isError ? <FormAlert>{errorMessage(info.error)}</FormAlert> : null}
      </div>
    </div>
  )
}
