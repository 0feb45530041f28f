import { Rows3, Rows4 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DENSITIES, type Density, useDensity, useSaveDensity } from '@/lib/preferences'
import { cn } from '@/lib/utils'

const ICONS: Record<Density, typeof Rows3> = { comfortable: Rows3, compact: Rows4 }

/**
 * Comfortable or compact rows, for every table (`data-density` on the page, table.css), kept per user:
 * two buttons, the chosen one pressed.
 */
export function DensityToggle() {
  const { t } = useTranslation()
  const density = useDensity().data ?? 'comfortable'
  const save = useSaveDensity()
  return (
    <fieldset
      aria-label={t('listDisplay.density')}
      className="m-0 inline-flex min-w-0 rounded-md border border-input bg-card p-0.5"
    >
      {DENSITIES.map((option) => {
        const Icon = ICONS[option]
        const pressed = option === density
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            title={t(`listDisplay.densities.${option}`)}
            onClick={() => (pressed ? undefined : save.mutate(option))}
            className={cn(
              'inline-flex size-7 items-center justify-center rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40',
              pressed ? 'bg-secondary text-foreground' : 'text-muted-foreground hover:bg-muted',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t(`listDisplay.densities.${option}`)}</span>
          </button>
        )
      })}
    </fieldset>
  )
}
