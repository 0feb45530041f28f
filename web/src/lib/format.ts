import { EMPTY_VALUE } from '@simlessly/shared'

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

/** A moment (ms since the epoch) in the user's own locale and time zone, or the empty value. */
export function formatDateTime(ms: number | null | undefined, locale?: string): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return EMPTY_VALUE
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms)
}

/** A file size for hints, such as "20 MB", in the user's locale. */
export function formatFileSize(bytes: number, locale?: string): string {
  const [unit, size] =
    bytes >= 1024 * 1024
      ? (['megabyte', bytes / 1024 / 1024] as const)
      : (['kilobyte', bytes / 1024] as const)
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(size)
}

/** A count with the locale's grouping, such as 50,000. */
export function formatCount(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(value)
}
