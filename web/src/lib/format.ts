import { EMPTY_VALUE } from '@simlessly/shared'
import { uiLocale } from './i18n'

/** The one way to show a value that may be missing: an empty value reads '--'. */
export function displayValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : EMPTY_VALUE
  return value.trim() === '' ? EMPTY_VALUE : value
}

/** A person's name from its parts, or the empty value when there is none. */
export function displayName(person: { firstName?: string; lastName?: string } | null | undefined): string {
  return displayValue([person?.firstName, person?.lastName].filter(Boolean).join(' '))
}

/** A day (ms since the epoch) in the user's locale and time zone, such as "Mar 5, 2026", or '--'. */
export function formatDay(ms: number | null | undefined, locale = uiLocale()): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return EMPTY_VALUE
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(ms)
}

/** A moment (ms since the epoch) in the user's own locale and time zone, or the empty value. */
export function formatDateTime(ms: number | null | undefined, locale = uiLocale()): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return EMPTY_VALUE
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms)
}

/** A file size for hints, such as "20 MB", in the user's locale. */
export function formatFileSize(bytes: number, locale = uiLocale()): string {
  const [unit, size] =
    bytes >= 1024 * 1024
      ? (['megabyte', bytes / 1024 / 1024] as const)
      : (['kilobyte', bytes / 1024] as const)
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(size)
}

/** A count with the locale's grouping, such as 50,000. */
export function formatCount(value: number, locale = uiLocale()): string {
  return new Intl.NumberFormat(locale).format(value)
}

const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`)

/**
 * A calendar day (YYYY-MM-DD) as the locale writes it, such as "Mar 5, 2026"; `short` gives "Mar 5" for a
 * chart's axis. The day is already the user's own, so it is formatted as is, without a time zone shift.
 */
export function formatCalendarDay(
  day: string,
  style: 'medium' | 'short' = 'medium',
  locale = uiLocale(),
): string {
  const time = dayTime(day)
  if (!Number.isFinite(time)) return EMPTY_VALUE
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { month: 'short', day: 'numeric' } : { dateStyle: 'medium' }
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(time)
}

/** A share (0-1) as a percentage with up to one decimal, such as "2.5%". */
export function formatPercent(share: number, locale = uiLocale()): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share)
}

/** A moment (ms since the epoch) as its day in the user's locale and time zone, such as "Mar 5, 2026". */
export function formatDate(ms: number | null | undefined, locale = uiLocale()): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return EMPTY_VALUE
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(ms)
}

/** An amount in the currency's minor unit (cents) as money, such as "$1,250.00"; USD when not said. */
export function formatMoney(minor: number, currency = 'USD', locale = uiLocale()): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2
    return format.format(minor / 10 ** digits)
  } catch {
    // An unknown currency code: the amount still reads, with its code.
    return `${(minor / 100).toFixed(2)} ${currency}`
  }
}

/** A calendar month (YYYY-MM) as the locale writes it, such as "Mar 2026". */
export function formatMonth(month: string, locale = uiLocale()): string {
  const time = Date.parse(`${month}-01T00:00:00Z`)
  if (!Number.isFinite(time)) return month
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(time)
}

/** US dollars in cents, such as "$1,250.00" (the plans' and orders' currency), in the user's locale. */
export const formatUsd = (cents: number, locale = uiLocale()): string => formatMoney(cents, 'USD', locale)
