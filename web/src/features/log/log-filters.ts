import { profileLogListRequestSchema } from '@simlessly/shared'

/** The filters of a log view as the URL and the form hold them: days are `YYYY-MM-DD` in the user's zone. */
export type LogFilterValues = { iccid: string; choice: string; from: string; to: string }
export type LogFilterErrors = Partial<Record<'iccid' | 'to', string>>

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The local midnight starting `day`, or undefined for an empty or impossible day (2025-02-30). */
function localDay(day: string, offsetDays: number): number | undefined {
  const match = DAY.exec(day)
  if (!match) return undefined
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const start = new Date(year, month, date)
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== date) return undefined
  return new Date(year, month, date + offsetDays).getTime()
}

/**
 * The API's range (ms since the epoch, both ends included) for a range of whole days: from the first
 * moment of `from` to the last moment of `to`, in the user's time zone (days of 23 or 25 hours included).
 */
export function dayRangeMs(from: string, to: string): { from?: number; to?: number } {
  const start = localDay(from, 0)
  const nextDay = localDay(to, 1)
  return {
    ...(start !== undefined ? { from: start } : {}),
    ...(nextDay !== undefined ? { to: nextDay - 1 } : {}),
  }
}

const iccidFilter = profileLogListRequestSchema.shape.iccid

/** What is wrong with the filters before they are applied: a malformed ICCID, or a range ending before it starts. */
export function logFilterErrors(values: LogFilterValues, rangeOrderMessage: string): LogFilterErrors {
  const errors: LogFilterErrors = {}
  const iccid = iccidFilter.safeParse(values.iccid)
  if (!iccid.success) errors.iccid = iccid.error.issues[0]?.message ?? 'Invalid ICCID'
  const range = dayRangeMs(values.from, values.to)
  if (range.from !== undefined && range.to !== undefined && range.from > range.to)
    errors.to = rangeOrderMessage
  return errors
}

/**
 * The filters to send, read from the URL: a value someone edited into something invalid is left out rather
 * than sent for the server to refuse.
 */
export function logFilterRequest(values: LogFilterValues) {
  const iccid = iccidFilter.safeParse(values.iccid)
  return {
    ...(iccid.success && iccid.data ? { iccid: iccid.data } : {}),
    ...dayRangeMs(values.from, values.to),
  }
}
