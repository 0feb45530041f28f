import { Table2 } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { Button } from './ui/button'

type ChartFigureProps = {
  title: ReactNode
  description?: ReactNode
  /** The drawing: hidden from assistive technology, which reads the table instead. */
  chart: ReactNode
  /** The same numbers as a table: shown on demand, always there for screen readers. */
  table: ReactNode
  legend?: ReactNode
  /** Shown instead of the chart and the table when there is nothing to draw. */
  empty?: ReactNode
  heading?: 'h2' | 'h3'
  className?: string
}

/**
 * A chart with its table view. The table is the accessible form of the figure (a screen reader reads it,
 * with its caption); "Show as table" puts it on screen in place of the drawing.
 */
export function ChartFigure({
  title,
  description,
  chart,
  table,
  legend,
  empty,
  heading: Heading = 'h2',
  className,
}: ChartFigureProps) {
  const { t } = useTranslation()
  const id = useId()
  const [asTable, setAsTable] = useState(false)
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border border-border bg-card p-5 shadow-sm',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <Heading id={`${id}-title`} className="font-semibold text-foreground">
            {title}
          </Heading>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {empty ? null : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
          >
            <Table2 aria-hidden="true" />
            {t('chart.showTable')}
          </Button>
        )}
      </div>
      {empty ??
        (asTable ? (
          table
        ) : (
          <>
            <div aria-hidden="true" className="min-w-0">
              {chart}
            </div>
            {legend}
            <div className="sr-only">{table}</div>
          </>
        ))}
    </figure>
  )
}
