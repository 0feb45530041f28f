import { SEARCH_TEXT_MAX } from '@simlessly/shared'
import { SEARCH_SCREEN_IDS } from '@simlessly/shared/endpoints/search'
import { type KeyboardEvent, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useSearch } from '@/api/search'
import { usePermission } from '@/lib/session/use-permission'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import {
  groupOptions,
  hitOptions,
  matchScreens,
  type PaletteOption,
  recentOptions,
  type ScreenEntry,
} from './palette-options'
import { readRecent, rememberSearch } from './recent-searches'

/** Typing settles this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250

/**
 * The palette's state: the text, the options (screens matched here, records from the server once typing
 * settles, recent searches while the text is empty), the active option and the combobox's keys.
 */
export function usePalette(screens: readonly ScreenEntry[], onClose: () => void) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [recent, setRecent] = useState(readRecent)
  const [activeKey, setActiveKey] = useState<string | undefined>()
  const trimmed = text.trim().slice(0, SEARCH_TEXT_MAX)
  const settled = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS)
  const canSearch = usePermission(SEARCH_SCREEN_IDS)
  const query = useSearch(settled, canSearch)

  const groups = useMemo(() => {
    if (!trimmed) return groupOptions(recentOptions(recent))
    const hits = settled === trimmed && query.data ? hitOptions(query.data.hits) : []
    return groupOptions([...matchScreens(screens, t, trimmed), ...hits])
  }, [trimmed, settled, recent, screens, t, query.data])
  const flat = useMemo(() => groups.flatMap((g) => g.options), [groups])
  const active = flat.find((o) => o.key === activeKey) ?? flat[0]
  const searching = canSearch && trimmed.length > 0 && (settled !== trimmed || query.isFetching)

  const choose = (option: PaletteOption) => {
    if (!option.to) {
      setText(option.label)
      return
    }
    setRecent(rememberSearch(trimmed))
    onClose()
    void navigate(option.to)
  }

  const move = (step: number) => {
    if (flat.length === 0) return
    const at = active ? flat.indexOf(active) : -1
    setActiveKey(flat[(at + step + flat.length) % flat.length]?.key)
  }
  // Home and End stay with the text (the caret), as in an editable combobox.
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Enter: () => active && choose(active),
    }
    const action = keys[event.key]
    if (!action) return
    event.preventDefault()
    action()
  }

  return {
    text,
    setText: (next: string) => {
      setText(next)
      setActiveKey(undefined)
    },
    trimmed,
    groups,
    active,
    choose,
    hover: (option: PaletteOption) => setActiveKey(option.key),
    onKeyDown,
    searching,
    failed: settled === trimmed && query.isError ? query : null,
    // Said once typing settles, so it does not flash while the text is still changing.
    empty: trimmed.length > 0 && settled === trimmed && !searching && !query.isError && flat.length === 0,
  }
}
