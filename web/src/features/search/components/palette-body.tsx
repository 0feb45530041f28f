import { Search } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import type { ScreenEntry } from '../palette-options'
import { usePalette } from '../use-palette'
import { optionId, PaletteList } from './palette-list'

/** The palette's input (an editable combobox) over its list and what it says while it finds nothing. */
export function PaletteBody({ screens, onClose }: { screens: readonly ScreenEntry[]; onClose: () => void }) {
  const { t } = useTranslation()
  const listId = useId()
  const palette = usePalette(screens, onClose)
  const { groups, active, trimmed } = palette
  const hasOptions = groups.length > 0

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2 border-border border-b pr-8 pb-2">
        <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <input
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={hasOptions}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(listId, active) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          placeholder={t('search.placeholder')}
          value={palette.text}
          onChange={(event) => palette.setText(event.target.value)}
          onKeyDown={palette.onKeyDown}
          className="h-9 w-full min-w-0 bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground"
        />
      </div>
      <div aria-live="polite" className="text-muted-foreground text-sm empty:hidden">
        {palette.searching ? (
          <span className="flex items-center gap-2">
            <Spinner />
            {t('search.searching')}
          </span>
        ) : palette.empty ? (
          t('search.empty', { text: trimmed })
        ) : !trimmed && !hasOptions ? (
          t('search.hint')
        ) : null}
      </div>
      {palette.failed ? (
        <div role="alert" className="grid justify-items-start gap-2 text-destructive text-sm">
          {t('search.failed', { reason: errorMessage(palette.failed.error) })}
          <Button variant="outline" size="sm" onClick={() => void palette.failed?.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {hasOptions ? (
        <PaletteList
          id={listId}
          groups={groups}
          active={active}
          onChoose={palette.choose}
          onHover={palette.hover}
        />
      ) : (
        <div id={listId} role="listbox" aria-label={t('search.results')} hidden />
      )}
    </div>
  )
}
