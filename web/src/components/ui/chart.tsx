import { type ComponentProps, type CSSProperties, createContext, type ReactNode, use } from 'react'
import { ResponsiveContainer, Tooltip, type TooltipContentProps } from 'recharts'
import { formatCount } from '@/lib/format'
import { cn } from '@/lib/utils'

/**
 * Charts in the shadcn pattern (recharts 3): a container that maps each series to its label and colour, so
 * the chart's marks name `var(--color-<series>)` and the legend and tooltip read their labels from the same
 * place. Colours are the theme's `--chart-n` variables, which the dark theme redefines.
 */
export type ChartConfig = Record<string, { label: ReactNode; color: string }>

// The palette lives apart, so a screen can colour a chart it loads lazily without loading recharts.
export { CHART_COLORS } from './chart-colors'

/** The colour of a series inside its container. */
export const seriesColor = (key: string) => `var(--color-${key})`

const ChartContext = createContext<ChartConfig | null>(null)

function useChartConfig(): ChartConfig {
  const config = use(ChartContext)
  if (!config) throw new Error('A chart part is used outside its ChartContainer')
  return config
}

/** Before the container is measured (first paint, jsdom) the chart draws at this size. */
const INITIAL_DIMENSION = { width: 320, height: 200 }

type ChartContainerProps = Omit<ComponentProps<'div'>, 'children'> & {
  config: ChartConfig
  /** One recharts chart. */
  children: ReactNode
  initialDimension?: { width: number; height: number }
}

export function ChartContainer({
  config,
  className,
  style,
  children,
  initialDimension = INITIAL_DIMENSION,
  ...props
}: ChartContainerProps) {
  const colours = Object.fromEntries(
    Object.entries(config).map(([key, series]) => [`--color-${key}`, series.color]),
  )
  return (
    <ChartContext value={config}>
      <div
        data-slot="chart"
        style={{ ...colours, ...style } as CSSProperties}
        className={cn(
          'flex aspect-video justify-center text-chart-axis text-xs',
          '[&_.recharts-cartesian-axis-tick_text]:fill-chart-axis [&_.recharts-cartesian-grid_line]:stroke-chart-grid',
          '[&_.recharts-rectangle.recharts-tooltip-cursor]:fill-chart-grid/60 [&_.recharts-curve.recharts-tooltip-cursor]:stroke-chart-grid',
          '[&_.recharts-surface]:outline-none',
          className,
        )}
        {...props}
      >
        <ResponsiveContainer initialDimension={initialDimension}>{children}</ResponsiveContainer>
      </div>
    </ChartContext>
  )
}

export const ChartTooltip = Tooltip

type ChartTooltipContentProps = Partial<Pick<TooltipContentProps, 'active' | 'payload' | 'label'>> & {
  /** How the hovered point is named (a day, a month). */
  labelFormatter?: (label: string) => ReactNode
}

/** The tooltip's box: the point's label, then each series with its colour, label and value. */
export function ChartTooltipContent({ active, payload, label, labelFormatter }: ChartTooltipContentProps) {
  const config = useChartConfig()
  if (!active || !payload?.length) return null
  const name = label === undefined ? null : labelFormatter ? labelFormatter(String(label)) : label
  return (
    <div className="grid min-w-32 gap-1.5 rounded-lg border border-chart-grid bg-chart-tooltip px-2.5 py-1.5 text-xs shadow-lg">
      {name === null ? null : <div className="font-medium">{name}</div>}
      {payload.map((item) => {
        // A series is named by its config key: its `name` when set, else its data key.
        const key =
          [item.name, item.dataKey].map(String).find((name) => name in config) ?? String(item.dataKey)
        return (
          <div key={key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-[2px]"
              style={{ backgroundColor: item.color ?? seriesColor(key) }}
            />
            <span className="flex-1">{config[key]?.label ?? item.name}</span>
            <span className="font-medium font-mono tabular-nums">
              {typeof item.value === 'number' ? formatCount(item.value) : String(item.value ?? '')}
            </span>
          </div>
        )
      })}
    </div>
  )
}

/** The series' names beside their colours, as HTML (it wraps on narrow screens, unlike an SVG legend). */
export function ChartLegend({ config, className }: { config: ChartConfig; className?: string }) {
  return (
    <ul
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground', className)}
    >
      {Object.entries(config).map(([key, series]) => (
        <li key={key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-2.5 shrink-0 rounded-[2px]"
            style={{ backgroundColor: series.color }}
          />
          {series.label}
        </li>
      ))}
    </ul>
  )
}
