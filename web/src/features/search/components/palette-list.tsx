import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import type { groupOptions, PaletteOption } from '../palette-options'

type Groups = ReturnType<typeof groupOptions>

/** The element id of an option, which the input's `aria-activedescendant` names while it is active. */
export const optionId = (listId: string, option: PaletteOption) => `${listId}-${option.key}`

/**
 * The palette's listbox: the options under a heading per kind. Focus stays in the input (the combobox);
 * the active option is marked `aria-selected` and scrolled into view, and a click opens it.
 */
export function PaletteList({
  id,
  groups,
  active,
  onChoose,
  onHover,
}: {
  id: string
  groups: Groups
  active: PaletteOption | undefined
  onChoose: (option: PaletteOption) => void
  onHover: (option: PaletteOption) => void
}) {
  const { t } = useTranslation()
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('search.results')}
      className="grid max-h-[60dvh] gap-3 overflow-y-auto"
    >
      {groups.map(({ group, options }) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA's listbox pattern), not a form's fieldset
        <div key={group} role="group" aria-labelledby={`${id}-${group}`} className="grid gap-1">
          <div id={`${id}-${group}`} className="px-2 font-medium text-muted-foreground text-xs">
            {t(`search.groups.${group}`)}
          </div>
          {options.map((option) => {
            const selected = option.key === active?.key
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox input's (focus stays there, as the listbox pattern wants)
              <div
                key={option.key}
                id={optionId(id, option)}
                role="option"
                aria-selected={selected}
                tabIndex={-1}
                ref={selected ? (node) => node?.scrollIntoView?.({ block: 'nearest' }) : undefined}
                onMouseMove={() => onHover(option)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option)}
                className={cn(
                  'grid cursor-pointer gap-0.5 rounded-md px-2 py-1.5 text-sm',
                  selected ? 'bg-accent text-accent-foreground' : 'text-foreground',
                )}
              >
                <span className="break-all font-medium">{option.label}</span>
                {option.detail ? (
                  <span className="break-all text-muted-foreground text-xs">{option.detail}</span>
                ) : null}
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}
