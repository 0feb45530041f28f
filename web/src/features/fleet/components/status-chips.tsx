import type { FleetState } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useFleetCounts } from '@/api/fleet'
import { formatCount } from '@/lib/format'
import { cn } from '@/lib/utils'

type StatusChipsProps = {
  /** The status filter in force ('' for none). */
  active: string
  onSelect: (status: FleetState | '') => void
}

function Chip({
  label,
  count,
  pressed,
  onClick,
}: {
  label: string
  count: number
  pressed: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 items-center gap-2 rounded-full border px-3 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/40',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-card text-foreground hover:bg-muted',
      )}
    >
      {label}
      <span className={cn('tabular-nums', pressed ? 'opacity-90' : 'text-muted-foreground')}>
        {formatCount(count)}
      </span>
    </button>
  )
}

/**
 * The fleet by state as chips that filter it: all, then each state holding profiles (and the one filtered
 * on, even when empty). The counts come from the fleet's counters, for the whole fleet; pressing the active
 * chip again shows every state. Until the counts come, an empty row of the chips' height holds their place.
 */
export function StatusChips({ active, onSelect }: StatusChipsProps) {
  const { t } = useTranslation()
  const counts = useFleetCounts()
  if (counts.isError) return null
  // While the counts load, the row keeps the chips' height, so the list below does not jump when they come.
  if (!counts.data)
    return <fieldset aria-label={t('fleet.chips.label')} aria-busy="true" className="m-0 h-8 border-0 p-0" />
  const states = counts.data.byState.filter(({ state, count }) => count > 0 || state === active)
  return (
    <fieldset aria-label={t('fleet.chips.label')} className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
      <Chip
        label={t('fleet.chips.all')}
        count={counts.data.total}
        pressed={active === ''}
        onClick={() => onSelect('')}
      />
      {states.map(({ state, count }) => (
        <Chip
          key={state}
          label={t(`fleet.statuses.${state}`)}
          count={count}
          pressed={active === state}
          onClick={() => onSelect(active === state ? '' : state)}
        />
      ))}
    </fieldset>
  )
}
