import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { type ReportFormat, type ReportParams, useExportReport } from '@/api/insight'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

const FORMATS: readonly ReportFormat[] = ['csv', 'xlsx']

/** "Export CSV" and "Export XLSX": the report with the filters in force, as a file (none for a broken range). */
export function ReportExport({ request }: { request: ReportParams | undefined }) {
  const { t } = useTranslation()
  const exporting = useExportReport()
  const busy = exporting.isPending ? exporting.variables.format : null
  return (
    <div className="flex flex-wrap gap-2">
      {FORMATS.map((format) => (
        <Button
          key={format}
          type="button"
          variant="outline"
          disabled={request === undefined || exporting.isPending}
          aria-busy={busy === format || undefined}
          onClick={() => {
            if (request) exporting.mutate({ request, format })
          }}
        >
          {busy === format ? <Spinner /> : <Download aria-hidden="true" />}
          {t(`insights.report.export.${format}`)}
        </Button>
      ))}
    </div>
  )
}
