import type { SearchHit, SearchKind } from '@simlessly/shared'

/** A screen the user may open, as the menu lists it (the app hands them in from the route table). */
export type ScreenEntry = { id: string; to: string; labelKey: string }

/** What the palette's list groups options by: the kinds of hits, screens, and recent searches. */
export type OptionGroup = 'recent' | 'screen' | SearchKind
export type PaletteOption = {
  /** Unique in the list: the element id `aria-activedescendant` names. */
  key: string
  group: OptionGroup
  label: string
  detail: string
  /** Where Enter goes; a recent search has none (it fills the input instead). */
  to?: string
}

/** Screens first (what a typed word most often means), then each kind of record in the server's order. */
const GROUP_ORDER: readonly OptionGroup[] = [
  'recent',
  'screen',
  'profile',
  'batch',
  'order',
  'group',
  'member',
  'client',
]

/** Screens whose name holds the text, case and accents aside. */
export function matchScreens(
  screens: readonly ScreenEntry[],
  labelOf: (key: string) => string,
  text: string,
) {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const wanted = fold(text.trim())
  if (!wanted) return []
  const seen = new Set<string>()
  return screens.flatMap((screen): PaletteOption[] => {
    const label = labelOf(screen.labelKey)
    if (seen.has(screen.to) || !fold(label).includes(wanted)) return []
    seen.add(screen.to)
    return [{ key: `screen-${screen.id}`, group: 'screen', label, detail: '', to: screen.to }]
  })
}

export const hitOptions = (hits: readonly SearchHit[]): PaletteOption[] =>
  hits.map((hit) => ({
    key: `${hit.kind}-${hit.id}`,
    group: hit.kind,
    label: hit.label,
    detail: hit.detail,
    to: hit.route,
  }))

export const recentOptions = (texts: readonly string[]): PaletteOption[] =>
  texts.map((text, i) => ({ key: `recent-${i}`, group: 'recent', label: text, detail: '' }))

/** The options in groups, in the order above; the flat order (for the arrow keys) is the groups' order. */
export function groupOptions(options: readonly PaletteOption[]) {
  return GROUP_ORDER.map((group) => ({ group, options: options.filter((o) => o.group === group) })).filter(
    (g) => g.options.length > 0,
  )
}
