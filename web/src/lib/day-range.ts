import { addDays, type DayRange, RANGE_FUTURE_MESSAGE, RANGE_PRESETS, rangeSchema } from '@simlessly/shared'

/**
 * The range of days an insight screen covers, as its query string holds it: a preset (`days=30`, counted
 * back from today, so a shared link follows the calendar) or a custom range (`from`/`to`, YYYY-MM-DD).
 * Days are the user's own: the API cuts them in the browser's time zone (the `timezone` header).
 */
export type RangePreset = (typeof RANGE_PRESETS)[number]
export type RangeChoice = { kind: 'preset'; days: RangePreset } | { kind: 'custom'; from: string; to: string }

export const DEFAULT_PRESET: RangePreset = 30
/** The query-string keys a range uses; a range change also goes back to a list's first page. */
export const RANGE_KEYS = ['days', 'from', 'to'] as const

const pad = (n: number) => String(n).padStart(2, '0')

/** Today in the browser's time zone, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The last `days` days, today included. */
export function presetRange(days: number, today: string): DayRange {
  return { from: addDays(today, -(days - 1)), to: today }
}

/**
 * The message of the first rule a range breaks, or undefined: the shared schema's (a real day, not inverted,
 * at most 366 days), then not ending after today.
 */
export function rangeError(range: { from: string; to: string }, today: string): string | undefined {
  const parsed = rangeSchema.safeParse(range)
  if (!parsed.success) return parsed.error.issues[0]?.message
  return range.to > today ? RANGE_FUTURE_MESSAGE : undefined
}

export function readRangeChoice(
  params: URLSearchParams,
  fallback: RangePreset = DEFAULT_PRESET,
): RangeChoice {
  const from = params.get('from')
  const to = params.get('to')
  if (from !== null || to !== null) return { kind: 'custom', from: from ?? '', to: to ?? '' }
  const days = RANGE_PRESETS.find((preset) => String(preset) === params.get('days'))
  return { kind: 'preset', days: days ?? fallback }
}

/** The query-string changes for a choice; the screen's default preset leaves the URL clean. */
export function rangeChoiceChange(
  choice: RangeChoice,
  fallback: RangePreset = DEFAULT_PRESET,
): Record<(typeof RANGE_KEYS)[number] | 'page', string | undefined> {
  if (choice.kind === 'custom') return { days: undefined, from: choice.from, to: choice.to, page: undefined }
  const days = choice.days === fallback ? undefined : String(choice.days)
  return { days, from: undefined, to: undefined, page: undefined }
}

/** The range a choice stands for today, or why it cannot be asked for. */
export function resolveRange(
  choice: RangeChoice,
  today: string,
): { range: DayRange; error?: undefined } | { range?: undefined; error: string } {
  if (choice.kind === 'preset') return { range: presetRange(choice.days, today) }
  const range = { from: choice.from, to: choice.to }
  const error = rangeError(range, today)
  return error === undefined ? { range } : { error }
}
