import { useCallback, useMemo } from 'react'
import {
  DEFAULT_PRESET,
  localToday,
  type RangeChoice,
  type RangePreset,
  rangeChoiceChange,
  readRangeChoice,
  resolveRange,
} from './day-range'
import { usePageParams } from './use-page-params'

/**
 * The range of days of an insight screen, kept in the query string (a reload, a shared link and the back
 * button keep it): the choice, the range it stands for today or why it cannot be asked for, and a setter.
 */
export function useRangeParams(fallback: RangePreset = DEFAULT_PRESET) {
  const { params, update } = usePageParams()
  const search = params.toString()
  const today = localToday()
  const choice = useMemo(() => readRangeChoice(new URLSearchParams(search), fallback), [search, fallback])
  const resolved = useMemo(() => resolveRange(choice, today), [choice, today])
  const setChoice = useCallback(
    (next: RangeChoice) => update(rangeChoiceChange(next, fallback)),
    [update, fallback],
  )
  return { choice, today, range: resolved.range, error: resolved.error, setChoice }
}
